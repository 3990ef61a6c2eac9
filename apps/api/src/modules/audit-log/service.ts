import { AUDIT_EXPORT_MAX_ROWS, type AuditFilter, type AuditPage } from '@app/shared';
import type { Db } from '../../db/connection';
import { CSV_HEADER, toAuditEntry, toCsvLine } from './mappers';
import * as repo from './repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day means that whole UTC day; an instant means itself. `to` is inclusive either way. */
export function toListFilter(f: AuditFilter): repo.AuditListFilter {
  const fromIso = f.from
    ? new Date(DAY.test(f.from) ? `${f.from}T00:00:00.000Z` : f.from).toISOString()
    : undefined;
  let toIso: string | undefined;
  if (f.to) {
    const end = DAY.test(f.to)
      ? new Date(`${f.to}T00:00:00.000Z`).getTime() + 86_400_000
      : new Date(f.to).getTime() + 1;
    toIso = new Date(end).toISOString();
  }
  return {
    action: f.action,
    actor: f.actor?.toLowerCase(),
    targetType: f.targetType,
    targetId: f.targetId,
    fromIso,
    toIso,
  };
}

export async function listAuditLog(
  db: Db,
  f: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditPage> {
  const filter = toListFilter(f);
  const [rows, total, actions, targetTypes] = await Promise.all([
    repo.listAudit(db, filter, page),
    repo.countAudit(db, filter),
    repo.listAuditActions(db),
    repo.listAuditTargetTypes(db),
  ]);
  return { items: rows.map(toAuditEntry), total, actions, targetTypes };
}

/** The filtered log as CSV (newest first), with a byte-order mark so spreadsheets read UTF-8. */
export async function exportAuditCsv(db: Db, f: AuditFilter): Promise<string> {
  const rows = await repo.listAudit(db, toListFilter(f), {
    limit: AUDIT_EXPORT_MAX_ROWS,
    offset: 0,
  });
  const lines = [CSV_HEADER.join(','), ...rows.map((r) => toCsvLine(toAuditEntry(r)))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
