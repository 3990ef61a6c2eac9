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

const norm = (v: unknown): unknown =>
  Buffer.isBuffer(v)
    ? `bytes:${v.toString('hex')}`
    : v instanceof Uint8Array
      ? `bytes:${Buffer.from(v).toString('hex')}`
      : v;

/** Every row of every table, in a stable order: two equal snapshots mean equal databases. */
export async function snapshot(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await (t.db as any).selectFrom(table).selectAll().execute()) as Record<
      string,
      unknown
    >[];
    out[table] = rows
      .map((r) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(r)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, norm(v)]),
          ),
        ),
      )
      .sort();
  }
  return out;
}

/** Row counts of every table: cheap enough to take around each of thousands of requests. */
export async function rowCounts(t: TestApp): Promise<string> {
  const parts = TABLES.map(
    (table) => sql`select ${sql.lit(table)} as t, count(*) as n from ${sql.table(table)}`,
  );
  const query = sql.join(parts, sql` union all `);
  const { rows } = await query.execute(t.db);
  return (rows as { t: string; n: number | string }[])
    .map((r) => `${r.t}=${Number(r.n)}`)
    .join(' ');
}

export async function currentSchema(t: TestApp): Promise<string | undefined> {
  if (t.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db);
  return rows[0]!.s;
}

/**
 * Test-only triggers that count every row written to each table (rolled back with the writes
 * they count), so "did this request change anything?" is one cheap query.
 */
export async function installChangeCounters(t: TestApp): Promise<void> {
  await sql`create table fuzz_changes (table_name varchar(64) primary key, n integer not null)`.execute(
    t.db,
  );
  for (const table of TABLES)
    await sql`insert into fuzz_changes (table_name, n) values (${table}, 0)`.execute(t.db);
  if (t.dialect === 'postgres') {
    await sql
      .raw(
        `create function fuzz_count() returns trigger as $$ begin
           update fuzz_changes set n = n + 1 where table_name = TG_TABLE_NAME; return null; end $$ language plpgsql`,
      )
      .execute(t.db);
    for (const table of TABLES) {
      await sql
        .raw(
          `create trigger fuzz_${table} after insert or update or delete on ${table} for each row execute function fuzz_count()`,
        )
        .execute(t.db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger fuzz_${table}_${op} after ${op} on ${table} begin update fuzz_changes set n = n + 1 where table_name = '${table}'; end`,
        )
        .execute(t.db);
    }
  }
}

/** Rows written so far per table, as counted by installChangeCounters. */
export async function changeCounts(t: TestApp): Promise<Record<string, number>> {
  const { rows } = await sql<{
    table_name: string;
    n: number;
  }>`select table_name, n from fuzz_changes`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
}
