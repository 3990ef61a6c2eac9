import { sql } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen. Widens users.role to take 'volunteer' (the event-day desk: check-in and on-spot only).
// PostgreSQL changes the CHECK in place; SQLite cannot alter a CHECK, so the table is rebuilt as
// SQLite's documentation prescribes (https://www.sqlite.org/lang_altertable.html#otheralter):
// foreign keys off outside the transaction, new table, copy, drop, rename, indexes, foreign-key check.

const OLD_CHECK = `role in ('student','organizer','admin')`;
const NEW_CHECK = `role in ('student','organizer','volunteer','admin')`;

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  if (dialect === 'postgres') {
    const rows = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = 'users'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%role%'`.execute(db);
    for (const { conname } of rows.rows) await sql`alter table users drop constraint ${sql.id(conname)}`.execute(db);
    await sql`alter table users add constraint users_role_check check (${sql.raw(NEW_CHECK)})`.execute(db);
    return;
  }

  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const createSql = table.rows[0]?.sql;
  if (!createSql || !createSql.includes(OLD_CHECK)) throw new Error('users table is not the one 0001 made');
  // Indexes and triggers made by CREATE statements (not the automatic ones of UNIQUE) go with the
  // old table and are made again on the new one.
  const extras = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = 'users' and type in ('index', 'trigger') and sql is not null`.execute(db);

  // A no-op inside a transaction, so it is switched before the transaction and back after it.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const newSql = createSql.replace(OLD_CHECK, NEW_CHECK).replace(/^CREATE TABLE "?users"?/i, 'create table "users_new"');
      await sql.raw(newSql).execute(trx);
      await sql`insert into users_new select * from users`.execute(trx);
      await sql`drop table users`.execute(trx);
      await sql`alter table users_new rename to users`.execute(trx);
      for (const { sql: create } of extras.rows) await sql.raw(create).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the users rebuild: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
