import { isStaff, MSG, type SessionUser } from '@app/shared';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../lib/http-error';
import { findProfileByEmail, findProfileById } from './repository';

// Whose cart, registration or payment a call is about. A path or body may name a user (by id
// or email); it must be the caller, or the caller must be staff (DESIGN §3), else 403.

export interface TargetUser {
  id: number;
  email: string;
  fullName: string;
  college: string | null;
}

const fromSession = (u: SessionUser): TargetUser => ({ id: u.id, email: u.email, fullName: u.name, college: u.college });

export async function targetById(db: Db, actor: SessionUser, userId: number): Promise<TargetUser> {
  if (userId === actor.id) return fromSession(actor);
  if (!isStaff(actor)) throw forbidden(MSG.forbidden);
  const row = await findProfileById(db, userId);
  if (!row) throw notFound(MSG.userNotFound);
  return { id: row.id, email: row.email, fullName: row.full_name, college: row.college };
}

export async function targetByEmail(db: Db, actor: SessionUser, email: string): Promise<TargetUser> {
  if (email === actor.email.toLowerCase()) return fromSession(actor);
  if (!isStaff(actor)) throw forbidden(MSG.forbidden);
  const row = await findProfileByEmail(db, email);
  if (!row) throw notFound(MSG.userNotFound);
  return { id: row.id, email: row.email, fullName: row.full_name, college: row.college };
}

/** For reads by email: the caller's own, or any for staff (an unknown email simply has nothing). */
export function assertOwnEmailOrStaff(actor: SessionUser, email: string) {
  if (email !== actor.email.toLowerCase() && !isStaff(actor)) throw forbidden(MSG.forbidden);
}

export function assertOwnIdOrStaff(actor: SessionUser, userId: number) {
  if (userId !== actor.id && !isStaff(actor)) throw forbidden(MSG.forbidden);
}
