import { z } from 'zod';
import { MOBILE_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';

// Field rules shared by every form; each carries the message a person sees.

/** Basic pattern of SPEC §5: non-space text, @, domain, dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Printable ASCII only (see emailField). */
export const EMAIL_CHARACTERS = /^[\x21-\x7e]+$/;

/** A required text field, trimmed, capped. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: MSG.required(label) })
    .trim()
    .min(1, { error: MSG.required(label) })
    .max(max, { error: MSG.tooLong(label, max) });
}

/** An optional text field; empty becomes undefined. */
export function optionalText(label: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: MSG.tooLong(label, max) })
    .optional()
    .transform((v) => (v ? v : undefined));
}

export const emailField = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .min(1, { error: MSG.invalidEmail })
  .max(254, { error: MSG.invalidEmail })
  .regex(EMAIL_PATTERN, { error: MSG.invalidEmail })
  // Printable ASCII only: invisible format characters and look-alike letters (Cyrillic 'а' for
  // 'a') would give one address several accounts that look the same on screen.
  .regex(EMAIL_CHARACTERS, { error: MSG.invalidEmail })
  .transform((v) => v.toLowerCase());

/** A real calendar date (YYYY-MM-DD) between 100 and 10 years before `now`. */
export function isPlausibleDob(value: string, now: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const yearsAgo = (n: number) => Date.UTC(now.getUTCFullYear() - n, now.getUTCMonth(), now.getUTCDate());
  return date.getTime() >= yearsAgo(100) && date.getTime() <= yearsAgo(10);
}

export const passwordField = z
  .string({ error: MSG.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
  .max(200, { error: MSG.tooLong('Password', 200) });

/**
 * The check of a new password typed twice: both given, the same, and long enough by `longEnough`;
 * the message of the first rule it breaks, on the field a user mends.
 */
export function checkNewPasswords(longEnough: (password: string) => boolean) {
  return (v: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    if (!v.newPassword || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MSG.bothPasswords, path: ['newPassword'] });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MSG.passwordsMismatch, path: ['confirmPassword'] });
    } else if (!longEnough(v.newPassword)) {
      ctx.addIssue({ code: 'custom', message: MSG.passwordTooShort, path: ['newPassword'] });
    }
  };
}

export const mobileField = z
  .string({ error: MSG.invalidMobile })
  .trim()
  .regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`), { error: MSG.invalidMobile });

/** A positive integer id in a path or body; strings of digits are accepted from paths. */
export const idField = z.coerce
  .number({ error: 'A valid id is required.' })
  .int({ error: 'A valid id is required.' })
  .positive({ error: 'A valid id is required.' })
  .max(2_147_483_647, { error: 'A valid id is required.' });

export const IdParamsSchema = z.object({ id: idField });
