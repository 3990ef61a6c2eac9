import { z } from 'zod';
import { DEFAULT_DEPARTMENT, DEPARTMENTS } from '../constants';
import { emailField, mobileField, passwordField, requiredText } from './fields';

// Organizer and volunteer accounts, which the admin creates and removes.

export const CreateOrganizerInputSchema = z.strictObject({
  name: requiredText('Name', 100),
  email: emailField,
  password: passwordField,
  department: z.enum(DEPARTMENTS, { error: 'Please choose a department.' }).default(DEFAULT_DEPARTMENT),
  mobile: mobileField,
  role: z.enum(['organizer', 'volunteer'], { error: 'Role must be organizer or volunteer.' }).default('organizer'),
});
export type CreateOrganizerInput = z.input<typeof CreateOrganizerInputSchema>;

export const OrganizerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(['organizer', 'volunteer']),
  createdAt: z.string(),
});
export type Organizer = z.infer<typeof OrganizerSchema>;
