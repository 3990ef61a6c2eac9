// Signed-in sessions kept in memory for a moment, so a logged-in page's several calls look the
// session up in the database once (docs/decisions/011-session-cache.md). A session is read again
// at most `ttlMs` after it was read; this process forgets it at once when it ends (logout) or
// when its user's sign-ins end (password change or reset, account removed). Another API process
// learns of such a change when its own copy runs out, within `ttlMs`.

interface Entry<U> {
  user: U;
  userId: number;
  expiresAt: number;
  readAt: number;
}

export class SessionCache<U> {
  private readonly entries = new Map<string, Entry<U>>();
  /** Bumped by every forget: a read begun before it may be older than the change, so is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  /**
   * The session's user, from memory when read less than `ttlMs` ago, else from `load` (which
   * returns null for an unknown session). An expired session is never answered.
   */
  async get(
    id: string,
    load: () => Promise<{ user: U; userId: number; expiresAt: string } | null>,
  ): Promise<U | null> {
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && now - hit.readAt < this.ttlMs && hit.expiresAt > now) return hit.user;
    if (hit) this.entries.delete(id);
    const generation = this.generation;
    const row = await load();
    if (!row) return null;
    const expiresAt = Date.parse(row.expiresAt);
    if (!(expiresAt > Date.now())) return null;
    if (this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { user: row.user, userId: row.userId, expiresAt, readAt: Date.now() });
    }
    return row.user;
  }

  forgetSession(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** Every session of the user (their sign-ins ended, or the account was removed). */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.userId === userId) this.entries.delete(id);
  }
}
