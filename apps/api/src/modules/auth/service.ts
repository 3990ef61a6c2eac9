import crypto from 'node:crypto';
import {
  MSG,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type CreateOrganizerInput,
  type CreateOrganizerInputSchema,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type VerifyOtpInput,
} from '@app/shared';
import type { z } from 'zod';
import { isUniqueViolation, nowIso, type Db } from '../../db/connection';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { insertAudit } from '../audit/repository';
import { insertMail } from '../mail/repository';
import { toOrganizer, toSessionUser } from './mappers';
import * as repo from './repository';

type Actor = { id: number; email: string };

const OTP_RESEND_SECONDS = 60;

const otpHash = (userId: number, otp: string) =>
  crypto.createHash('sha256').update(`${userId}:${otp}`).digest('hex');

export async function signup(db: Db, input: SignupInput): Promise<void> {
  if (await repo.findUserByEmail(db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    await repo.insertUser(db, {
      email: input.email,
      password_hash: passwordHash,
      role: 'student',
      full_name: input.fullName,
      dob: input.dob,
      mobile: input.mobile,
      college: input.college,
      department: input.department,
      year_of_passing: input.yearOfPassing,
      state: input.state,
      district: input.district,
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique index lets exactly one through.
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}

export async function login(db: Db, input: LoginInput) {
  const user = await repo.findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw unauthorized(MSG.invalidCredentials);
  return toSessionUser(user);
}

/** Answers alike for known and unknown emails; mails a 6-digit code to known ones. */
export async function sendOtp(db: Db, email: string): Promise<boolean> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return false;
  // One mail a minute per address: a flood of requests cannot fill someone's inbox, and the code
  // they were just sent stays the valid one.
  const recent = await repo.findPasswordReset(db, user.id);
  if (recent && Date.parse(recent.created_at) > Date.now() - OTP_RESEND_SECONDS * 1000) return false;
  const otp = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expires = new Date(Date.now() + OTP_TTL_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.insertPasswordReset(trx, user.id, otpHash(user.id, otp), expires);
    await insertMail(trx, {
      to: user.email,
      subject: 'Your password reset code',
      text:
        `Hello ${user.full_name},\n\nYour one-time code to reset your password is ${otp}.\n` +
        `It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail.\n`,
    });
  });
  return true;
}

/**
 * Checks the code and returns a fresh single-use reset token for the browser that proved it;
 * only its hash is stored, so reset-password succeeds only where the code was verified.
 */
export async function verifyOtp(db: Db, input: VerifyOtpInput): Promise<string> {
  const user = await repo.findUserByEmail(db, input.email);
  const reset = user ? await repo.findPasswordReset(db, user.id) : undefined;
  if (!user || !reset || reset.expires_at <= nowIso() || reset.attempts >= OTP_MAX_ATTEMPTS) {
    throw badRequest(MSG.otpWrong);
  }
  const expected = Buffer.from(reset.otp_hash, 'hex');
  const given = Buffer.from(otpHash(user.id, input.otp), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await repo.updatePasswordReset(db, reset.id, { attempts: reset.attempts + 1 });
    throw badRequest(MSG.otpWrong);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.updatePasswordReset(db, reset.id, { verified_at: nowIso(), reset_token_hash: sha256(token) });
  return token;
}

export async function resetPassword(db: Db, input: ResetPasswordInput, resetToken: string | undefined): Promise<void> {
  const user = await repo.findUserByEmail(db, input.email);
  const reset = user ? await repo.findPasswordReset(db, user.id) : undefined;
  if (!user || !reset || !reset.verified_at || reset.expires_at <= nowIso() || !tokenMatches(reset.reset_token_hash, resetToken)) {
    throw badRequest(MSG.resetNotVerified);
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    // Claimed inside the transaction: of two resets racing with one token, one finds it used.
    if (!(await repo.claimPasswordReset(trx, reset.id))) throw badRequest(MSG.resetNotVerified);
    await repo.updatePasswordHash(trx, user.id, hash);
    await repo.deleteSessionsOfUser(trx, user.id);
  });
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

function tokenMatches(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  return crypto.timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(sha256(token), 'hex'));
}

export async function createOrganizer(
  db: Db,
  actor: Actor,
  input: z.output<typeof CreateOrganizerInputSchema> & CreateOrganizerInput,
) {
  if (await repo.findUserByEmail(db, input.email)) throw conflict(MSG.emailTaken);
  const hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertUser(trx, {
      email: input.email,
      password_hash: hash,
      role: input.role,
      full_name: input.name,
      department: input.department,
      mobile: input.mobile,
    });
    await insertAudit(trx, {
      actor,
      action: 'organizer.create',
      targetType: 'user',
      targetId: id,
      after: { name: input.name, email: input.email, department: input.department, role: input.role },
    });
    const row = await repo.findUserById(trx, id);
    return toOrganizer(row!);
  });
}

export async function listOrganizers(db: Db) {
  return (await repo.listUsersByRole(db, ['organizer', 'volunteer'])).map(toOrganizer);
}

export async function removeOrganizer(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const user = await repo.findUserById(trx, id);
    if (!user || (user.role !== 'organizer' && user.role !== 'volunteer')) throw notFound('Organizer not found.');
    await repo.deleteUser(trx, id);
    await insertAudit(trx, {
      actor,
      action: 'organizer.delete',
      targetType: 'user',
      targetId: id,
      before: { name: user.full_name, email: user.email },
    });
  });
}

/**
 * Makes sure the admin account exists (DESIGN §6). With ADMIN_EMAIL/ADMIN_PASSWORD it is created
 * or its password brought in line; with neither and no admin yet, one is made with a random
 * password, which is returned so the caller can print it once.
 */
export async function ensureAdmin(
  db: Db,
  email?: string,
  password?: string,
): Promise<{ email: string; password: string } | null> {
  if (email && password) {
    const existing = await repo.findUserByEmail(db, email);
    if (!existing) {
      await repo.insertUser(db, { email, password_hash: await hashPassword(password), role: 'admin', full_name: 'Admin' });
    } else if (existing.role !== 'admin' || !(await verifyPassword(existing.password_hash, password))) {
      await db
        .updateTable('users')
        .set({ role: 'admin', password_hash: await hashPassword(password), updated_at: nowIso() })
        .where('id', '=', existing.id)
        .execute();
    }
    return null;
  }
  const admins = await repo.listUsersByRole(db, ['admin']);
  if (admins.length > 0) return null;
  const generated = { email: email ?? 'admin@csmit.local', password: crypto.randomBytes(12).toString('base64url') };
  await repo.insertUser(db, {
    email: generated.email,
    password_hash: await hashPassword(generated.password),
    role: 'admin',
    full_name: 'Admin',
  });
  return generated;
}
