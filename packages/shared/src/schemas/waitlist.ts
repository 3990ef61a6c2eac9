import { z } from 'zod';
import { idField } from './fields';

// The waitlist of a full event and its seat offers (SPEC-2 §A).

export const DEFAULT_WAITLIST_OFFER_HOURS = 24;
export const WAITLIST_OFFER_HOURS_MAX = 168;

export const EventWaitlistParamsSchema = z.object({ id: idField });

export const JoinWaitlistResponseSchema = z.object({ position: z.number().int() });
export type JoinWaitlistResponse = z.infer<typeof JoinWaitlistResponseSchema>;

/** GET /api/events/{id}/waitlist (staff): the queue in order. */
export const WaitlistEntrySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  position: z.number().int(),
  /** UTC ISO while a seat is offered to this person, else null. */
  offeredUntil: z.string().nullable(),
  teamName: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistSchema = z.array(WaitlistEntrySchema);

/** GET /api/waitlist/mine: the caller's places and offers (event cards and My Events). */
export const MyWaitlistEntrySchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  symposiumName: z.string(),
  registrationFees: z.number(),
  status: z.enum(['waiting', 'offered']),
  position: z.number().int(),
  offeredUntil: z.string().nullable(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
});
export type MyWaitlistEntry = z.infer<typeof MyWaitlistEntrySchema>;
export const MyWaitlistSchema = z.array(MyWaitlistEntrySchema);
