import { z } from 'zod';
import type { ROUND_STATUS } from '../constants';
import { idField } from './fields';

// Rounds and results (SPEC §3 Round registrant, §4 round result rules, §7 Rounds).

/** A value of ROUND_STATUS (constants.ts): -1 undecided, 0 not eligible, 1 eligible. */
export type RoundStatus = (typeof ROUND_STATUS)[keyof typeof ROUND_STATUS];

/** Longest notification message a staff member may send; a mail, not a document. */
export const ROUND_MESSAGE_MAX = 5000;

/** SPEC §4: the text shown when round N may not be marked yet. */
export const roundGateMessage = (roundNumber: number) =>
  `User cannot proceed to Round ${roundNumber} as they were not marked eligible in the previous round.`;

/** The key of round N on a registrant: round1, round2, … */
export const roundKey = (roundNumber: number) => `round${roundNumber}` as const;

export const roundNumberField = z.coerce
  .number({ error: 'A valid round number is required.' })
  .int({ error: 'A valid round number is required.' })
  .min(1, { error: 'A valid round number is required.' })
  .max(1000, { error: 'A valid round number is required.' });

export const EventIdParamsSchema = z.object({ eventId: idField });
export const RoundParamsSchema = z.object({ eventId: idField, roundNumber: roundNumberField });
export type RoundParams = z.infer<typeof RoundParamsSchema>;

/** Registrants of one event are few hundred at most; the page loads them in one go. */
export const RegistrantsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(2000).default(2000),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * One verified participant with `round1 … roundN` for the event's own number of rounds
 * (SPEC §3 Round registrant).
 */
export type RoundRegistrant = {
  id: number;
  userId: number;
  name: string;
  email: string;
  /** Team events: the member's team (marking the team marks every member); else null. */
  teamId: number | null;
  teamName: string | null;
} & {
  [round: `round${number}`]: number;
};
// zod cannot spell "round<N> keys are numbers" next to string fields; the cast gives the real shape.
export const RoundRegistrantSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    teamId: z.number().int().nullable(),
    teamName: z.string().nullable(),
  })
  .catchall(z.number().int()) as unknown as z.ZodType<RoundRegistrant>;

const eligibilityStatus = z.union([z.literal(1), z.literal(0)], {
  error: 'Status must be 1 (eligible) or 0 (not eligible).',
});

/** `{ userId, status }` marks one participant; `{ teamId, status }` marks every member of a team. */
export const MarkEligibilityInputSchema = z
  .strictObject({ userId: idField.optional(), teamId: idField.optional(), status: eligibilityStatus })
  .refine((v) => (v.userId === undefined) !== (v.teamId === undefined), {
    error: 'Send either userId or teamId with the status.',
  })
  .transform((v) =>
    v.teamId !== undefined ? { teamId: v.teamId, status: v.status } : { userId: v.userId as number, status: v.status },
  );
export type MarkEligibilityInput = z.output<typeof MarkEligibilityInputSchema>;

export const MarkEligibilityResponseSchema = z.object({
  message: z.string(),
  /** The participant marked (for a team, its leader). */
  userId: z.number().int(),
  teamId: z.number().int().optional(),
  /** For a team: every member marked. */
  userIds: z.array(z.number().int()).optional(),
  roundNumber: z.number().int(),
  status: z.number().int(),
});
export type MarkEligibilityResponse = z.infer<typeof MarkEligibilityResponseSchema>;

const messageField = (label: string) =>
  z
    .string()
    .max(ROUND_MESSAGE_MAX, { error: `The ${label} message must be at most ${ROUND_MESSAGE_MAX} characters.` })
    .default('')
    .transform((v) => v.trim());

/** SPEC §5: notification messages have no required-ness check; an empty one sends nothing. */
export const NotifyRoundInputSchema = z.strictObject({
  eligibleMessage: messageField('eligible'),
  ineligibleMessage: messageField('non-eligible'),
});
export type NotifyRoundInput = z.input<typeof NotifyRoundInputSchema>;

export const QueuedCountsSchema = z.object({
  eligible: z.number().int(),
  ineligible: z.number().int(),
});

export const NotifyRoundResponseSchema = z.object({
  message: z.string(),
  queued: QueuedCountsSchema,
  /** The batch to follow with notify-status; null when nothing was queued. */
  noticeId: z.number().int().nullable(),
});
export type NotifyRoundResponse = z.infer<typeof NotifyRoundResponseSchema>;

/** Progress of the latest notifications of one round: how many of its queued mails went out. */
export const NotifyStatusSchema = z.object({
  notice: z
    .object({
      id: z.number().int(),
      createdAt: z.string(),
      queued: QueuedCountsSchema,
      total: z.number().int(),
      sent: z.number().int(),
      pending: z.number().int(),
      failed: z.number().int(),
    })
    .nullable(),
});
export type NotifyStatus = z.infer<typeof NotifyStatusSchema>;
