import type { Db } from '../../db/connection';
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
