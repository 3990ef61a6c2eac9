import { MSG, type Timer } from '@app/shared';
import type { Db } from '../../db/connection';
import { badRequest } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import * as repo from './repository';

type Actor = { id: number; email: string };

/** `{ end_time }` while a countdown runs, `{}` when none (SPEC §7: "absent when none"). */
export async function getTimer(db: Db): Promise<Timer> {
  const row = await repo.findTimer(db);
  return row ? { end_time: row.end_time } : {};
}

export async function startTimer(db: Db, actor: Actor, endTime: string, now = Date.now()): Promise<Timer> {
  if (Date.parse(endTime) <= now) throw badRequest(MSG.timerEndTimePast);
  await db.transaction().execute(async (trx) => {
    const before = await repo.findTimer(trx);
    await repo.upsertTimer(trx, endTime);
    await insertAudit(trx, {
      actor,
      action: 'timer.start',
      targetType: 'timer',
      targetId: 1,
      before: before ?? null,
      after: { end_time: endTime },
    });
  });
  return { end_time: endTime };
}

export async function stopTimer(db: Db, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findTimer(trx);
    if (!(await repo.deleteTimer(trx))) return;
    await insertAudit(trx, { actor, action: 'timer.stop', targetType: 'timer', targetId: 1, before, after: null });
  });
}
