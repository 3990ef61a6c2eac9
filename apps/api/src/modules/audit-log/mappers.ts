import type { AuditEntry } from '@app/shared';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../../db/database';

const parse = (json: string | null): unknown => {
  if (json == null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

export function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
  };
}

/**
 * A spreadsheet cell: quoted when needed, and text that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = [
  'Time (UTC)',
  'Actor',
  'Action',
  'Target type',
  'Target id',
  'Before',
  'After',
];

export function toCsvLine(e: AuditEntry): string {
  return [e.at, e.actorEmail ?? 'system', e.action, e.targetType, e.targetId, e.before, e.after]
    .map(csvCell)
    .join(',');
}
