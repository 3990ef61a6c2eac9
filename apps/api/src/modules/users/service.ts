import { MSG, type ChangePasswordInput, type Profile, type SessionUser, type UpdateProfileInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { profileColumns, toProfile } from './mappers';
import * as repo from './repository';

export async function profileOf(db: Db, userId: number): Promise<Profile> {
  const row = await repo.findProfileById(db, userId);
  if (!row) throw notFound(MSG.userNotFound);
  return toProfile(row);
}

/** Everything but the email, which names the account. */
export async function updateProfile(db: Db, actor: SessionUser, input: z.output<typeof UpdateProfileInputSchema>) {
  await repo.updateProfile(db, actor.id, profileColumns(input));
  return profileOf(db, actor.id);
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
