import crypto from 'node:crypto';
import {
  MSG,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type VerifyOtpInput,
} from '@app/shared';
import { isUniqueViolation, nowIso, type Db } from '../../db/connection';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { insertMail } from '../mail/repository';
import { profileColumns } from '../users/mappers';
import * as users from '../users/repository';
import { toSessionUser } from './mappers';
import * as repo from './repository';

const otpHash = (userId: number, otp: string) =>
  crypto.createHash('sha256').update(`${userId}:${otp}`).digest('hex');

export async function signup(db: Db, input: SignupInput): Promise<void> {
  if (await users.findUserByEmail(db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    await users.insertUser(db, {
      email: input.email,
      password_hash: passwordHash,
      role: 'student',
      ...profileColumns(input),
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique index lets exactly one through.
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}

export async function login(db: Db, input: LoginInput) {
  const user = await users.findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw unauthorized(MSG.invalidCredentials);
  return toSessionUser(user);
}

/** Answers alike for known and unknown emails; mails a 6-digit code to known ones. */
export async function sendOtp(db: Db, email: string): Promise<boolean> {
  const user = await users.findUserByEmail(db, email);
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
  const user = await users.findUserByEmail(db, input.email);
  const reset = user ? await repo.findPasswordReset(db, user.id) : undefined;
  // No account, or no code asked for: answered as a wrong code, so the answer names no account.
  if (!user || !reset) throw badRequest(MSG.otpWrong);
  if (reset.expires_at <= nowIso() || reset.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(MSG.otpExpired);
  const expected = Buffer.from(reset.otp_hash, 'hex');
  const given = Buffer.from(otpHash(user.id, input.otp), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    // Counted in the database itself: guesses sent at once cannot each see the same count.
    const attempts = await repo.countOtpTry(db, reset.id, OTP_MAX_ATTEMPTS);
    // While tries are left the same code still works: only the last wrong try needs a new one.
    throw badRequest(attempts !== null && attempts < OTP_MAX_ATTEMPTS ? MSG.otpWrong : MSG.otpExpired);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.updatePasswordReset(db, reset.id, { verified_at: nowIso(), reset_token_hash: sha256(token) });
  return token;
}

export async function resetPassword(db: Db, input: ResetPasswordInput, resetToken: string | undefined): Promise<number> {
  const user = await users.findUserByEmail(db, input.email);
  const reset = user ? await repo.findPasswordReset(db, user.id) : undefined;
  if (!user || !reset || !reset.verified_at || reset.expires_at <= nowIso() || !tokenMatches(reset.reset_token_hash, resetToken)) {
    throw badRequest(MSG.resetNotVerified);
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    // Claimed inside the transaction: of two resets racing with one token, one finds it used.
    if (!(await repo.claimPasswordReset(trx, reset.id))) throw badRequest(MSG.resetNotVerified);
    await users.updatePasswordHash(trx, user.id, hash);
    await users.deleteSessionsOfUser(trx, user.id);
  });
  return user.id;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

function tokenMatches(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  return crypto.timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(sha256(token), 'hex'));
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
    const existing = await users.findUserByEmail(db, email);
    if (!existing) {
      await users.insertUser(db, { email, password_hash: await hashPassword(password), role: 'admin', full_name: 'Admin' });
    } else if (existing.role !== 'admin' || !(await verifyPassword(existing.password_hash, password))) {
      await users.makeAdmin(db, existing.id, await hashPassword(password));
    }
    return null;
  }
  const admins = await users.listUsersByRole(db, ['admin']);
  if (admins.length > 0) return null;
  const generated = { email: email ?? 'admin@csmit.local', password: crypto.randomBytes(12).toString('base64url') };
  await users.insertUser(db, {
    email: generated.email,
    password_hash: await hashPassword(generated.password),
    role: 'admin',
    full_name: 'Admin',
  });
  return generated;
}
