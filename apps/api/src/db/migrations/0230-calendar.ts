import { sql } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen once on main. The private calendar link of a student (SPEC-2 §J): one per user, kept only
// as the sha256 of its token, so a leaked table cannot be used to read anyone's calendar.

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const now =
    dialect === 'postgres'
      ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  await db.schema
    .createTable('calendar_links')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}
