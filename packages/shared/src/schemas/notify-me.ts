import { z } from 'zod';
import { emailField } from './fields';

// 'Notify me' (SPEC-2 §G): visitors leave an address on the countdown banner or a closed
// symposium's events page, confirm it from a mail, and get one mail when registration opens.

export const NOTIFY_ME_MSG = {
  /** The one answer to every request, whatever the address's state (no enumeration). */
  requested: 'Thank you. If this address is not on the list yet, we have sent it a mail: open its link to confirm.',
  confirmed: 'Confirmed. We will write to you once when registration opens.',
  unsubscribed: 'You are unsubscribed. We will not write to you again about registration.',
  invalidLink: 'This link is not valid any more.',
  confirmSubject: 'Confirm: tell me when registration opens',
  openedSubject: 'Registration is open',
};

export const NotifyMeInputSchema = z.object({ email: emailField });
export type NotifyMeInput = z.infer<typeof NotifyMeInputSchema>;

/** The token from a confirmation or unsubscribe link. */
export const NotifyMeTokenSchema = z.object({
  token: z.string({ error: NOTIFY_ME_MSG.invalidLink }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: NOTIFY_ME_MSG.invalidLink }),
});
