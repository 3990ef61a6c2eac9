import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { MigrationDb, MigrationDialect } from './types';

// What the two dialects spell differently in a table's definition. Migrations are frozen, so a
// change here must make the same SQL: a different column wants a helper of its own.

/** The time now as ISO-8601 text in UTC ('2025-01-01T10:00:00.000Z'), for column defaults. */
export function isoNow(dialect: MigrationDialect) {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}

/** The type of a table's `id` column: serial on PostgreSQL, integer on SQLite. */
export const idType = (dialect: MigrationDialect) => (dialect === 'postgres' ? 'serial' : 'integer');

/** The `id` column's constraint: the primary key, counting up by itself on SQLite. */
export const idPrimaryKey = (dialect: MigrationDialect) => (c: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

/**
 * A row of audit_log written by a migration (no actor): what it found that staff must settle, such
 * as two stored payments that one rule now calls the same transfer.
 */
export async function auditFromMigration(
  db: MigrationDb,
  row: { action: string; targetType: string; targetId: number; before: unknown; after: unknown; at: string },
) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: null,
      actor_email: null,
      action: row.action,
      target_type: row.targetType,
      target_id: String(row.targetId),
      before_json: row.before === null ? null : JSON.stringify(row.before),
      after_json: JSON.stringify(row.after),
      at: row.at,
    })
    .execute();
}
