import { z } from 'zod';
import {
  INDIAN_STATES,
  OTP_LENGTH,
  ROLES,
  yearOfPassingOptions,
} from '../constants';
import { MSG } from '../messages';
import { checkNewPasswords, EMAIL_CHARACTERS, emailField, isPlausibleDob, mobileField, passwordField, requiredText } from './fields';

/** A year of passing: 'required' when none is given, 'not valid' when what is given is no year. */
export const yearOfPassingField = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.required('Year of passing') : MSG.yearOfPassingInvalid) })
    .int({ error: MSG.yearOfPassingInvalid })
    .min(1950, { error: MSG.yearOfPassingInvalid })
    .max(2100, { error: MSG.yearOfPassingInvalid }),
);

export const SignupInputSchema = z.strictObject({
  fullName: requiredText('Full name', 100),
  email: emailField,
  password: passwordField,
  dob: requiredText('Date of birth', 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter your date of birth.' })
    .refine((v) => isPlausibleDob(v), { error: MSG.dobRange }),
  mobile: mobileField,
  college: requiredText('College', 200),
  department: requiredText('Department', 100),
  // At sign-up, one of the ten years the form offers (SPEC §5); a profile keeps the year it has.
  yearOfPassing: yearOfPassingField.refine((y) => yearOfPassingOptions().includes(y), {
    error: () => {
      const years = yearOfPassingOptions();
      return MSG.yearOfPassingRange(years[0]!, years.at(-1)!);
    },
  }),
  state: z.enum(INDIAN_STATES, { error: 'Please choose your state.' }),
  district: requiredText('District', 100),
});
export type SignupInput = z.infer<typeof SignupInputSchema>;

/** Login has no client checks (SPEC §5); the server still caps sizes. */
export const LoginInputSchema = z.strictObject({
  email: z.string({ error: MSG.invalidCredentials }).trim().max(254).transform((v) => v.toLowerCase()),
  password: z.string({ error: MSG.invalidCredentials }).max(200),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const SendOtpInputSchema = z.strictObject({
  email: z
    .string({ error: MSG.enterEmail })
    .trim()
    .min(1, { error: MSG.enterEmail })
    .max(254, { error: MSG.invalidEmail })
    .regex(EMAIL_CHARACTERS, { error: MSG.invalidEmail })
    .transform((v) => v.toLowerCase()),
});
export type SendOtpInput = z.infer<typeof SendOtpInputSchema>;

export const otpField = z
  .string({ error: MSG.invalidOtp })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MSG.invalidOtp });

export const VerifyOtpInputSchema = z.strictObject({
  email: SendOtpInputSchema.shape.email,
  otp: otpField,
});
export type VerifyOtpInput = z.infer<typeof VerifyOtpInputSchema>;

export const ResetPasswordInputSchema = z
  .strictObject({
    email: SendOtpInputSchema.shape.email,
    newPassword: z.string({ error: MSG.bothPasswords }).max(200),
    confirmPassword: z.string({ error: MSG.bothPasswords }).max(200),
  })
  .superRefine(checkNewPasswords((password) => password.length >= 6));
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const RoleSchema = z.enum(ROLES);

/** The session user as the API returns it (SPEC §3: the admin has no student fields). */
export const SessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: RoleSchema,
  name: z.string(),
  fullName: z.string().optional(),
  college: z.string().nullable(),
  department: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({ user: SessionUserSchema, message: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
