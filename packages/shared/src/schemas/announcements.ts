import { z } from 'zod';

// Staff announcements to an event's participants (SPEC-2 §G).

export const ANNOUNCEMENT_AUDIENCES = [
  'verified',
  'pending',
  'checked-in',
  'not-checked-in',
  'waitlist',
  'round',
] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  verified: 'Verified participants',
  pending: 'Payment pending',
  'checked-in': 'Checked in',
  'not-checked-in': 'Not checked in',
  waitlist: 'Waitlist',
  round: 'Qualified for a round',
};

export const ANNOUNCEMENTS_PER_EVENT_PER_DAY = 20;
export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_MESSAGE_MAX = 5000;

export const ANNOUNCEMENT_MSG = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject must be at most ${ANNOUNCEMENT_SUBJECT_MAX} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooLong: `The message must be at most ${ANNOUNCEMENT_MESSAGE_MAX} characters.`,
  audience: 'Please choose who receives it.',
  roundRequired: 'Please choose the round whose qualifiers receive it.',
  roundOutOfRange: 'This event has no such round.',
  tooMany: `At most ${ANNOUNCEMENTS_PER_EVENT_PER_DAY} announcements per event per day. Please try again tomorrow.`,
  noRecipients: 'Nobody is in this audience yet.',
  notFound: 'Announcement not found.',
} as const;

export const AnnouncementInputSchema = z
  .strictObject({
    subject: z
      .string({ error: ANNOUNCEMENT_MSG.subjectRequired })
      .trim()
      .min(1, { error: ANNOUNCEMENT_MSG.subjectRequired })
      .max(ANNOUNCEMENT_SUBJECT_MAX, { error: ANNOUNCEMENT_MSG.subjectTooLong })
      // A subject is one header line.
      .transform((v) => v.replace(/\s+/g, ' ')),
    message: z
      .string({ error: ANNOUNCEMENT_MSG.messageRequired })
      .trim()
      .min(1, { error: ANNOUNCEMENT_MSG.messageRequired })
      .max(ANNOUNCEMENT_MESSAGE_MAX, { error: ANNOUNCEMENT_MSG.messageTooLong }),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: ANNOUNCEMENT_MSG.audience }),
    round: z.number({ error: ANNOUNCEMENT_MSG.roundRequired }).int().min(1).max(20).optional(),
    test: z.boolean().optional(),
  })
  .refine((v) => v.audience !== 'round' || v.round !== undefined, {
    error: ANNOUNCEMENT_MSG.roundRequired,
    path: ['round'],
  });
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

export const AnnouncementQueuedSchema = z.object({
  id: z.number().int(),
  recipients: z.number().int(),
  /** Mailed by this send: everyone on the first; on sending the same again, those who joined since. */
  newRecipients: z.number().int(),
});
export type AnnouncementQueued = z.infer<typeof AnnouncementQueuedSchema>;

export const AnnouncementSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  subject: z.string(),
  message: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  round: z.number().int().nullable(),
  test: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** people it goes to */
  recipients: z.number().int(),
  /** mails handed to the mail server (or logged, without one) */
  sent: z.number().int(),
  failed: z.number().int(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListSchema = z.array(AnnouncementSchema);
