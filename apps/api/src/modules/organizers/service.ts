import { MSG, type CreateOrganizerInput, type CreateOrganizerInputSchema } from '@app/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { insertAudit } from '../audit-log/repository';
import * as users from '../users/repository';
import { toOrganizer } from './mappers';

// Organizer and volunteer accounts, which the admin creates and removes.

type Actor = { id: number; email: string };

export async function createOrganizer(
  db: Db,
  actor: Actor,
  input: z.output<typeof CreateOrganizerInputSchema> & CreateOrganizerInput,
) {
  if (await users.findUserByEmail(db, input.email)) throw conflict(MSG.organizerEmailTaken);
  const hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    let id: number;
    try {
      id = await users.insertUser(trx, {
        email: input.email,
        password_hash: hash,
        role: input.role,
        full_name: input.name,
        department: input.department,
        mobile: input.mobile,
      });
    } catch (err) {
      // The same email signed up meanwhile: the unique index lets exactly one through.
      if (isUniqueViolation(err)) throw conflict(MSG.organizerEmailTaken);
      throw err;
    }
    await insertAudit(trx, {
      actor,
      action: 'organizer.create',
      targetType: 'user',
      targetId: id,
      after: { name: input.name, email: input.email, department: input.department, role: input.role },
    });
    const row = await users.findUserById(trx, id);
    return toOrganizer(row!);
  });
}

export async function listOrganizers(db: Db) {
  return (await users.listUsersByRole(db, ['organizer', 'volunteer'])).map(toOrganizer);
}

export async function removeOrganizer(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const user = await users.findUserById(trx, id);
    if (!user || (user.role !== 'organizer' && user.role !== 'volunteer')) throw notFound(MSG.organizerNotFound);
    await users.deleteUser(trx, id);
    await insertAudit(trx, {
      actor,
      action: 'organizer.delete',
      targetType: 'user',
      targetId: id,
      before: { name: user.full_name, email: user.email },
    });
  });
}
