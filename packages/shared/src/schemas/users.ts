import { z } from 'zod';
import { ROLES } from '../constants';
import { MSG } from '../messages';
import { SignupInputSchema, yearOfPassingField } from './auth';
import { checkNewPasswords, passwordField } from './fields';

// The student dashboard's own profile (GET/PUT /api/users/me) and change of password.

/** Everything of the sign-up but the email (which identifies the account) and the password. */
export const UpdateProfileInputSchema = SignupInputSchema.omit({ email: true, password: true }).extend({
  yearOfPassing: yearOfPassingField,
});
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;

/** PUT /api/users/{userId}/college (staff): a student's college after sign-up. */
export const ChangeCollegeInputSchema = z.strictObject({ college: SignupInputSchema.shape.college });

export const ProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  dob: z.string().nullable(),
  mobile: z.string().nullable(),
  college: z.string().nullable(),
  department: z.string().nullable(),
  yearOfPassing: z.number().int().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ message: z.string(), user: ProfileSchema });

export const ChangePasswordInputSchema = z
  .strictObject({
    currentPassword: z.string({ error: MSG.currentPasswordWrong }).min(1, { error: MSG.currentPasswordWrong }).max(200),
    newPassword: z.string({ error: MSG.bothPasswords }).max(200),
    confirmPassword: z.string({ error: MSG.bothPasswords }).max(200),
  })
  .superRefine(checkNewPasswords((password) => passwordField.safeParse(password).success));
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
