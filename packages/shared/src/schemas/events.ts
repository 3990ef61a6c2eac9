import { z } from 'zod';
import { EVENT_CATEGORIES, MAX_ROUNDS } from '../constants';
import { MSG } from '../messages';
import { SEATS_MSG } from '../messages-seats';
import { AccountSchema } from './accounts';
import { emailField, optionalText, requiredText } from './fields';
import { siteDateTimeField, symposiumNameField } from './symposia';

// Events and their rounds (SPEC §3, §4 event form, §5 event form rules).

export const TEAM_OR_INDIVIDUAL = ['Individual', 'Team'] as const;
export type TeamOrIndividual = (typeof TEAM_OR_INDIVIDUAL)[number];
export const MAX_REGISTRATION_FEE = 1_000_000;

export const EVENT_FORM_MSG = {
  category: 'Please choose a category.',
  rounds: `Number of rounds must be a whole number from 0 to ${MAX_ROUNDS}.`,
  roundEntries: 'Please fill in the details of every round.',
  fees: 'Registration fees must be a whole number of rupees, 0 or more.',
  lastDate: 'Please enter a valid last date for registration.',
  roundDate: 'Please enter a valid date and time for the round.',
  team: 'Please choose Individual or Team.',
  link: 'The registration link must be a web address starting with http:// or https://.',
  contact: 'Please enter a valid coordinator contact number (7 to 15 digits).',
} as const;

/**
 * The number students call: a mobile or a landline with its STD code, written in any common way
 * ('9876543210', '+91 98765 43210', '098765-43210', '044 2251 6000'). Text is not a number.
 */
const coordinatorContactField = requiredText('Coordinator contact number', 30)
  .regex(/^[\d ()+-]+$/, { error: EVENT_FORM_MSG.contact })
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, { error: EVENT_FORM_MSG.contact });

/** A whole number typed in a form (number or digits), never the empty string taken as 0. */
function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** Seats: empty (or null) for no limit, else a whole number of 1 or more. */
const capacityField = z.preprocess(
  (v) => (v === '' || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
  wholeNumber(SEATS_MSG.seats, 1, 100_000).nullable(),
);

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);

export const RoundInputSchema = z.object({
  roundNumber: z.number().int().optional(),
  roundDetails: requiredText('Round details', 2000),
  roundDateTime: z
    .union([siteDateTimeField(EVENT_FORM_MSG.roundDate), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
});
export type RoundInput = z.input<typeof RoundInputSchema>;

/**
 * The add/edit event body (POST /api/events, PUT /api/events/{id}). Workshop forces 0 rounds;
 * otherwise one round entry per round, renumbered 1..N. Unknown keys (an old client sending
 * id, posterImage or assignedAccounts back) are dropped.
 */
export const CreateEventInputSchema = z
  .object({
    eventName: requiredText('Event name', 150),
    eventCategory: z.enum(EVENT_CATEGORIES, { error: EVENT_FORM_MSG.category }),
    eventDescription: requiredText('Description', 5000),
    numberOfRounds: wholeNumber(EVENT_FORM_MSG.rounds, 0, MAX_ROUNDS),
    teamOrIndividual: z.enum(TEAM_OR_INDIVIDUAL, { error: EVENT_FORM_MSG.team }).default('Individual'),
    location: requiredText('Location', 200),
    registrationFees: wholeNumber(EVENT_FORM_MSG.fees, 0, MAX_REGISTRATION_FEE),
    coordinatorName: requiredText('Coordinator name', 100),
    coordinatorContactNo: coordinatorContactField,
    coordinatorMail: emailField,
    lastDateForRegistration: siteDateTimeField(EVENT_FORM_MSG.lastDate),
    isOpenForNonMIT: flag.default(true),
    symposiumName: symposiumNameField,
    // null as well as absent: an edit may send back the event as it was read.
    registrationLink: z.preprocess(
      (v) => (v === null ? undefined : v),
      optionalText('Registration link', 500).pipe(
        z.string().regex(/^https?:\/\/\S+$/i, { error: EVENT_FORM_MSG.link }).optional(),
      ),
    ),
    rounds: z.array(RoundInputSchema).max(MAX_ROUNDS, { error: EVENT_FORM_MSG.rounds }).default([]),
    capacity: capacityField.default(null),
    waitlistOfferHours: wholeNumber(SEATS_MSG.offerHours, 1, 168).default(24),
    minTeamSize: wholeNumber(SEATS_MSG.teamSizeRange, 1, 10).default(1),
    maxTeamSize: wholeNumber(SEATS_MSG.teamSizeRange, 1, 10).default(4),
  })
  .transform((v, ctx) => {
    if ((v.minTeamSize as number) > (v.maxTeamSize as number)) {
      ctx.addIssue({ code: 'custom', message: SEATS_MSG.teamSizeRange, path: ['minTeamSize'] });
      return z.NEVER;
    }
    const workshop = v.eventCategory === 'Workshop';
    const numberOfRounds = workshop ? 0 : (v.numberOfRounds as number);
    const rounds = workshop ? [] : v.rounds;
    if (rounds.length !== numberOfRounds) {
      ctx.addIssue({ code: 'custom', message: EVENT_FORM_MSG.roundEntries, path: ['rounds'] });
      return z.NEVER;
    }
    return {
      ...v,
      numberOfRounds,
      registrationFees: v.registrationFees as number,
      capacity: v.capacity as number | null,
      waitlistOfferHours: v.waitlistOfferHours as number,
      minTeamSize: v.minTeamSize as number,
      maxTeamSize: v.maxTeamSize as number,
      rounds: rounds.map((r, i) => ({ roundNumber: i + 1, roundDetails: r.roundDetails, roundDateTime: r.roundDateTime })),
    };
  });
export type CreateEventInput = z.input<typeof CreateEventInputSchema>;
export type EventFields = z.output<typeof CreateEventInputSchema>;
export const RoundSchema = z.object({
  roundNumber: z.number(),
  roundDetails: z.string(),
  /** UTC ISO, or null when not scheduled yet. */
  roundDateTime: z.string().nullable(),
});
export type Round = z.infer<typeof RoundSchema>;

/** An event as the API returns it (SPEC §3). Posters are URLs, never base64. */
export const EventSchema = z.object({
  id: z.number(),
  eventName: z.string(),
  eventCategory: z.string(),
  eventDescription: z.string(),
  numberOfRounds: z.number(),
  teamOrIndividual: z.string(),
  location: z.string(),
  registrationFees: z.number(),
  coordinatorName: z.string(),
  coordinatorContactNo: z.string(),
  coordinatorMail: z.string(),
  /** UTC ISO; registration closes at this instant. */
  lastDateForRegistration: z.string(),
  isOpenForNonMIT: z.boolean(),
  open_to_non_mit: z.boolean(),
  symposiumName: symposiumNameField,
  /** Root-relative URL with a content hash, e.g. '/api/posters/12-ab34cd56ef901234.webp' (800 px wide). */
  posterUrl: z.string().nullable(),
  /** The 400 px wide version for cards. */
  posterSmallUrl: z.string().nullable(),
  registrationLink: z.string().nullable(),
  rounds: z.array(RoundSchema),
  /** Seats (teams, for a team event); null when unlimited. */
  capacity: z.number().int().nullable(),
  /** Seats left, never below 0; null when unlimited. An open waitlist offer holds a seat. */
  seatsLeft: z.number().int().nullable(),
  waitlistOfferHours: z.number().int(),
  minTeamSize: z.number().int(),
  maxTeamSize: z.number().int(),
  /** Only in answers to staff. */
  assignedAccounts: z.array(AccountSchema).optional(),
});
export type Event = z.infer<typeof EventSchema>;

export const EventListSchema = z.array(EventSchema);

export const EventSaveResponseSchema = z.object({ message: z.string(), event: EventSchema });
export type EventSaveResponse = z.infer<typeof EventSaveResponseSchema>;

/**
 * GET /api/events/{id}/delete-preview (admin), asked before deleting: the organizers whose only
 * assigned event this is. Once it is gone they are assigned to none, and so see every event.
 */
export const EventDeletePreviewSchema = z.object({
  organizersWithNoOtherEvent: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type EventDeletePreview = z.infer<typeof EventDeletePreviewSchema>;

/** DELETE /api/events/{id} and DELETE /api/events/{id}/poster carry {symposiumName} (optional). */
export const EventSymposiumBodySchema = z
  .object({ symposiumName: symposiumNameField.optional() })
  .nullish()
  .transform((v) => v ?? {});
export type EventSymposiumBody = z.input<typeof EventSymposiumBodySchema>;

const linkId = z.coerce
  .number({ error: MSG.accountRemoveInvalid })
  .int({ error: MSG.accountRemoveInvalid })
  .positive({ error: MSG.accountRemoveInvalid })
  .max(2_147_483_647, { error: MSG.accountRemoveInvalid });
export const EventAccountParamsSchema = z.object({ eventId: linkId, accountId: linkId });

/** Whether registration for an event is still open at `now`. */
export function isRegistrationOpen(event: Pick<Event, 'lastDateForRegistration'>, now: number = Date.now()): boolean {
  return Date.parse(event.lastDateForRegistration) > now;
}

/**
 * Until when a freed seat is offered to the next on the waitlist (SPEC-2 §A), in milliseconds: the
 * registration deadline, or the event's first timed round if that comes sooner.
 */
export function waitlistOffersEnd(lastDateForRegistration: string, roundTimes: readonly (string | null)[]): number {
  const rounds = roundTimes.filter((t): t is string => t !== null).map((t) => Date.parse(t));
  return Math.min(Date.parse(lastDateForRegistration), ...rounds);
}
