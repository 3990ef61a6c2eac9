import { sql } from 'kysely';
import type { TestApp } from '../helpers/app';

export const TABLES = [
  'users',
  'sessions',
  'password_resets',
  'symposia',
  'timer',
  'files',
  'events',
  'rounds',
  'accounts',
  'event_accounts',
  'cart_items',
  'payments',
  'payment_events',
  'registrations',
  'round_results',
  'experiences',
  'outbox',
  'audit_log',
] as const;

const norm = (v: unknown): unknown => (Buffer.isBuffer(v) ? `bytes:${v.toString('hex')}` : v instanceof Uint8Array ? `bytes:${Buffer.from(v).toString('hex')}` : v);

/** Every row of every table, in a stable order: two equal snapshots mean equal databases. */
export async function snapshot(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await (t.db as any).selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    out[table] = rows
      .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, norm(v)]))))
      .sort();
  }
  return out;
}

/** Row counts of every table: cheap enough to take around each of thousands of requests. */
export async function rowCounts(t: TestApp): Promise<string> {
  const parts = TABLES.map((table) => sql`select ${sql.lit(table)} as t, count(*) as n from ${sql.table(table)}`);
  const query = sql.join(parts, sql` union all `);
  const { rows } = await query.execute(t.db);
  return (rows as { t: string; n: number | string }[]).map((r) => `${r.t}=${Number(r.n)}`).join(' ');
}

export async function currentSchema(t: TestApp): Promise<string | undefined> {
  if (t.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db);
  return rows[0]!.s;
}
