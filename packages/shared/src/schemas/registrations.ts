import { z } from 'zod';
import { SYMPOSIA } from '../constants';
import { EventSchema, type Event } from './events';
import { emailField, idField } from './fields';
import { ClashListSchema } from './schedule';
import { RegistrationStatusSchema, UserPaymentSchema, type RegistrationStatus, type UserPayment } from './payments';

// Free registration and registration lists (SPEC §3 Registration / Event registration row, §7).
// Registering (free or paid) also takes the event out of the student's cart in the same
// transaction.

export const UserIdParamsSchema = z.object({ userId: idField });

export const UserEmailParamsSchema = z.object({ userEmail: emailField });

export const EmailParamsSchema = z.object({ email: emailField });

export const RegistrationEventParamsSchema = z.object({ eventId: idField });

/** SPEC §7: one caller also sends userName, email and college; they are accepted and ignored. */
export const FreeRegistrationInputSchema = z.strictObject({
  userEmail: emailField,
  eventId: idField,
  userName: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  college: z.string().max(200).optional(),
});

export type FreeRegistrationInput = z.infer<typeof FreeRegistrationInputSchema>;

export const EventRegistrationsQuerySchema = z.object({
  /** When given it must be the event's own symposium. */
  symposium: z.enum(SYMPOSIA).optional(),
});

export const ExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'Format must be csv, xlsx or pdf.' }).default('csv'),
  symposium: z.enum(SYMPOSIA).optional(),
});

/** One registration as created: free ones are 'verified' at once, paid ones 'pending'. */
export const RegistrationSummarySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: RegistrationStatusSchema,
});

export const FreeRegistrationResponseSchema = z.object({
  message: z.string(),
  registration: RegistrationSummarySchema,
  /** Events already held whose rounds fall within an hour of this one's (SPEC-2 §J); registered all the same. */
  clashes: ClashListSchema,
});
export type FreeRegistrationResponse = z.infer<typeof FreeRegistrationResponseSchema>;

export const PaymentResponseSchema = z.object({
  message: z.string(),
  paymentId: z.number().int(),
  registrations: z.array(RegistrationSummarySchema),
  /** The events paid for that clash with what the student holds: registered all the same (SPEC-2 §J). */
  clashes: ClashListSchema,
});

export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const EventRegistrationRowSchema = z.object({
  /** For staff actions on the row (cancelling it). */
  registrationId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  college: z.string(),
  /** Team events: the member's team (rows come grouped by team, leader first); else null. */
  teamName: z.string().nullable(),
  isTeamLeader: z.boolean(),
});

export type EventRegistrationRow = z.infer<typeof EventRegistrationRowSchema>;

export const RegisteredEventIdsSchema = z.object({ eventIds: z.array(z.number().int()) });

/** GET /api/registrations/{userEmail}: every registration of one user, any status. */
export const UserRegistrationLookupSchema = z.array(
  z.object({
    id: z.number().int(),
    eventId: z.number().int(),
    eventName: z.string(),
    symposiumName: z.string(),
    registrationFees: z.number(),
    status: RegistrationStatusSchema,
    paymentId: z.number().int().nullable(),
    createdAt: z.string(),
  }),
);

export type UserRegistrationLookup = z.infer<typeof UserRegistrationLookupSchema>;

/** One round of an enrolled event with the student's result: -1 undecided, 0 not selected, 1 selected. */
export const UserRoundSchema = z.object({
  roundNumber: z.number().int(),
  roundDetails: z.string(),
  roundDateTime: z.string().nullable(),
  status: z.number().int(),
});

export type UserRound = z.infer<typeof UserRoundSchema>;

/**
 * One verified registration on My Enrolled Events (SPEC §3 User registration): the event with
 * its rounds, `round1 … roundN` for the event's own rounds (a result not decided yet is -1),
 * and the same as a `rounds` array.
 */
export const UserRegistrationSchema = z.looseObject({
  id: z.number().int(),
  event: EventSchema.omit({ assignedAccounts: true }),
  status: RegistrationStatusSchema,
  rounds: z.array(UserRoundSchema),
  /** The entry pass of the event's symposium (SPEC-2 §C): listed only while verified. */
  passCode: z.string().optional(),
  /** When the student was checked in at the event, if they were. */
  checkedInAt: z.string().nullable().optional(),
  /** A team event's registration: the team, and whether the student leads it; else null. */
  team: z.object({ teamName: z.string(), isLeader: z.boolean() }).nullable().optional(),
});

export type UserRegistration = {
  id: number;
  event: Omit<Event, 'assignedAccounts'>;
  status: RegistrationStatus;
  rounds: UserRound[];
  passCode?: string;
  checkedInAt?: string | null;
  team?: { teamName: string; isLeader: boolean } | null;
} & { [round: `round${number}`]: number };

/** GET /api/registrations/user/{userId}: verified registrations, and payments awaiting a decision. */
export const UserRegistrationsResponseSchema = z.object({
  registrations: z.array(UserRegistrationSchema),
  pendingPayments: z.array(UserPaymentSchema),
});

export type UserRegistrationsResponse = { registrations: UserRegistration[]; pendingPayments: UserPayment[] };
