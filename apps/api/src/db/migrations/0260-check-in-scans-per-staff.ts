import { sql } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen once on main. A check-in scan id belongs to the staff member who sent it: the key of
// check_in_scans becomes (created_by, scan_id) instead of scan_id alone, so the same id from
// someone else is a scan of their own and never gets another staff member's stored answer. Each
// scan also keeps the pass code it was sent with (pass_code; NULL for the scans stored before),
// so a replay is known to be the same scan: same sender, event and pass.
// PostgreSQL drops the primary key in place; SQLite cannot, so the table is rebuilt (nothing
// points at it) and every stored scan is copied.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  if (dialect === 'postgres') {
    const keys = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = 'check_in_scans'::regclass and contype = 'p'`.execute(db);
    for (const { conname } of keys.rows)
      await sql`alter table check_in_scans drop constraint ${sql.id(conname)}`.execute(db);
    await db.schema.alterTable('check_in_scans').addColumn('pass_code', 'text').execute();
    await addKey(db);
    return;
  }

  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('check_in_scans_new')
      .addColumn('scan_id', 'text', (c) => c.notNull())
      .addColumn('event_id', 'integer', (c) =>
        c.notNull().references('events.id').onDelete('cascade'),
      )
      .addColumn('pass_code', 'text')
      .addColumn('response_json', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`
      insert into check_in_scans_new (scan_id, event_id, pass_code, response_json, created_by, created_at)
      select scan_id, event_id, null, response_json, created_by, created_at from check_in_scans`.execute(
      trx,
    );
    await trx.schema.dropTable('check_in_scans').execute();
    await trx.schema.alterTable('check_in_scans_new').renameTo('check_in_scans').execute();
    await addKey(trx);
  });
}

/** One scan per staff member and id; scans whose sender's account is gone (NULL) match no one. */
async function addKey(db: MigrationDb) {
  await db.schema
    .createIndex('check_in_scans_staff_scan_uq')
    .on('check_in_scans')
    .columns(['created_by', 'scan_id'])
    .unique()
    .execute();
}
