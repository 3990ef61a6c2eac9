import type { Db } from '../../db/connection';
import { countRows } from '../../db/count';
import { sql } from 'kysely';
import { nowIso } from '../../db/connection';

export interface AuditEntry {
  actor: { id: number; email: string } | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId == null ? null : String(entry.targetId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      at: nowIso(),
    })
    .execute();
}

export interface AuditListFilter {
  action?: string;
  /** Lower-cased part of the actor's email. */
  actor?: string;
  targetType?: string;
  targetId?: string;
  /** ISO instants, inclusive from, exclusive to. */
  fromIso?: string;
  toIso?: string;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Db, f: AuditListFilter) {
  let q = db.selectFrom('audit_log');
  if (f.action) {
    const action = f.action;
    q = action.includes('.')
      ? q.where('action', '=', action)
      : q.where((eb) =>
          eb.or([
            eb('action', '=', action),
            eb('action', 'like', sql<string>`${`${likeEscape(action)}.%`} escape '\\'`),
          ]),
        );
  }
  if (f.actor)
    q = q.where(sql<boolean>`lower(actor_email) like ${`%${likeEscape(f.actor)}%`} escape '\\'`);
  if (f.targetType) q = q.where('target_type', '=', f.targetType);
  if (f.targetId) q = q.where('target_id', '=', f.targetId);
  if (f.fromIso) q = q.where('at', '>=', f.fromIso);
  if (f.toIso) q = q.where('at', '<', f.toIso);
  return q;
}

/** Newest first; ties (one transaction writing several rows) keep the order they were written. */
export async function listAudit(
  db: Db,
  f: AuditListFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, f)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAudit(db: Db, f: AuditListFilter): Promise<number> {
  return countRows(filtered(db, f));
}

export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .distinct()
    .orderBy('action')
    .execute();
  return rows.map((r) => r.action);
}

export async function listAuditTargetTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('target_type')
    .distinct()
    .orderBy('target_type')
    .execute();
  return rows.map((r) => r.target_type);
}
