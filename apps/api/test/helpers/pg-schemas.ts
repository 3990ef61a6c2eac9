import crypto from 'node:crypto';
import pg from 'pg';

// The PostgreSQL tests share one database, each test app in a schema of its own, and test files
// run side by side. Kysely's Migrator looks for its own tables by listing every table of the
// database, calling has_schema_privilege() on each schema it meets: a schema another file drops at
// that moment fails the listing with 'schema … does not exist'. So whatever runs migrations holds
// a shared advisory lock, and schemas are dropped under the exclusive one.

const SCHEMA_LOCK = 7_355_608;

async function withSchemaLock<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: (c: pg.Client) => Promise<T>,
) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work(c);
  } finally {
    // Ending the session releases its advisory locks.
    await c.end();
  }
}

/** Creates an empty schema named `{prefix}_{pid}_{random}` and gives its name. */
export async function createSchema(url: string, prefix: string): Promise<string> {
  const schema = `${prefix}_${process.pid}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`create schema ${schema}`);
  } finally {
    await c.end();
  }
  return schema;
}

/** Runs migrations (or a server that runs them at start) while no schema can be dropped. */
export const whileMigrating = <T>(url: string, work: () => Promise<T>) =>
  withSchemaLock(url, 'shared', () => work());

/** Drops a test's schema once no migration is listing the database's tables. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  await withSchemaLock(url, 'exclusive', (c) => c.query(`drop schema if exists ${schema} cascade`));
}
