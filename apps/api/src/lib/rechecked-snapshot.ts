// An in-memory copy of something read from the database (the events catalogue, the site content),
// kept until it changes. A change made by this process calls invalidate(); one made by another
// API process is noticed by a cheap `stamp` query (a fingerprint or version row), run at most once
// per `recheckMs`. Concurrent callers share one load.

export class RecheckedSnapshot<S, Stamp = string | number> {
  private snap: { value: S; stamp: Stamp; checkedAt: number } | null = null;
  private loading: Promise<void> | null = null;
  private generation = 0;

  constructor(
    private readonly stamp: () => Promise<Stamp>,
    private readonly load: (stamp: Stamp) => Promise<S>,
    private readonly recheckMs = 1000,
  ) {}

  /** Call after every committed change. */
  invalidate(): void {
    this.snap = null;
    this.generation += 1;
  }

  async get(): Promise<S> {
    const snap = this.snap;
    if (snap && Date.now() - snap.checkedAt < this.recheckMs) return snap.value;
    for (let attempt = 0; attempt < 3; attempt++) {
      this.loading ??= this.refresh().finally(() => {
        this.loading = null;
      });
      await this.loading;
      if (this.snap) return this.snap.value;
    }
    // Changes kept arriving while loading: answer from a fresh read without keeping it.
    return this.load(await this.stamp());
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    const stamp = await this.stamp();
    const current = this.snap;
    if (current && current.stamp === stamp) {
      current.checkedAt = Date.now();
      return;
    }
    const value = await this.load(stamp);
    // Invalidated while reading: what was read may predate the change, so it is not kept.
    if (generation === this.generation) this.snap = { value, stamp, checkedAt: Date.now() };
  }
}
