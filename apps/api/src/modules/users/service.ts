import { MSG, sameCollege, type ChangePasswordInput, type Profile, type SessionUser, type UpdateProfileInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { insertAudit } from '../audit-log/repository';
import { profileColumns, toProfile } from './mappers';
import * as repo from './repository';

export async function profileOf(db: Db, userId: number): Promise<Profile> {
  const row = await repo.findProfileById(db, userId);
  if (!row) throw notFound(MSG.userNotFound);
  return toProfile(row);
}

/**
 * Everything but the email, which names the account. A student's college is fixed at sign-up
 * (it decides MIT-only events); staff change it for them, audited.
 */
export async function updateProfile(db: Db, actor: SessionUser, input: z.output<typeof UpdateProfileInputSchema>) {
  if (actor.role === 'student') {
    const current = await repo.findProfileById(db, actor.id);
    if (!current) throw notFound(MSG.userNotFound);
    if (current.college && !sameCollege(current.college, input.college)) throw forbidden(MSG.collegeLocked);
    input = { ...input, college: current.college ?? input.college };
  }
  await repo.updateProfile(db, actor.id, profileColumns(input));
  return profileOf(db, actor.id);
}

/** Staff correct a student's college (never a staff member's); the change is audited. */
export async function changeCollege(db: Db, actor: SessionUser, userId: number, college: string): Promise<Profile> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findProfileById(trx, userId);
    if (!row) throw notFound(MSG.userNotFound);
    if (row.role !== 'student') throw forbidden(MSG.collegeOfStudentsOnly);
    await repo.updateCollege(trx, userId, college);
    await insertAudit(trx, {
      actor,
      action: 'user.college-change',
      targetType: 'user',
      targetId: userId,
      before: { college: row.college },
      after: { college },
    });
  });
  return profileOf(db, userId);
}

/** Needs the current password; other sessions of the user are signed out, this one stays. */
export async function changePassword(db: Db, actor: SessionUser, sessionId: string | null, input: ChangePasswordInput) {
  const stored = await repo.findPasswordHash(db, actor.id);
  if (!(await verifyPassword(stored, input.currentPassword))) throw badRequest(MSG.currentPasswordWrong);
  const hash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, actor.id, hash);
    await repo.deleteSessionsOfUser(trx, actor.id, sessionId);
  });
}
