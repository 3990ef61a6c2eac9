import { z } from 'zod';
import { MOBILE_LENGTH, SYMPOSIA } from '../constants';
import { MSG } from '../messages';
import { EventSchema, type Event } from './events';
import { emailField, idField } from './fields';
import { canonicalTransactionId, isValidTransactionId, TRANSACTION_ID_INVALID, TRANSACTION_ID_MAX } from '../transaction-id';

// Cart, free registration, bank-transfer payments, verification and registration lists
// (SPEC §3 Cart item / Registration / Payment registration / Event registration row, §5, §7).
//
// Server behaviour the screens can rely on:
// - Registering (free or paid) also takes the event out of the student's cart in the same
//   transaction, so after a successful registration the cart no longer holds that event and
//   DELETE /api/cart/{cartId} for it answers 404.
// - Transaction IDs are stored and compared in canonical form (transaction-id.ts): 'utr 12',
//   'UTR12' and 'ＵＴＲ１２' are one ID.

export const REJECT_REASON_MAX = 500;

/** The path of a payment's screenshot (staff and its owner only). */
export const paymentScreenshotPath = (paymentId: number) => `/api/payments/${paymentId}/screenshot`;

// ---------------------------------------------------------------- inputs

export const AddToCartInputSchema = z.strictObject({
  userEmail: emailField,
  eventId: idField,
  symposiumName: z.enum(SYMPOSIA, { error: 'Unknown symposium. Choose Enigma or Carteblanche.' }),
});
export type AddToCartInput = z.infer<typeof AddToCartInputSchema>;

/** DELETE /api/cart/{cartId} body; optional, but when sent the email must be the caller's. */
export const RemoveFromCartInputSchema = z
  .strictObject({ userEmail: emailField.optional() })
  .nullish()
  .transform((v) => v ?? {});
export type RemoveFromCartInput = z.infer<typeof RemoveFromCartInputSchema>;

export const CartIdParamsSchema = z.object({ cartId: idField });
export const UserIdParamsSchema = z.object({ userId: idField });
export const UserEmailParamsSchema = z.object({ userEmail: emailField });
export const EmailParamsSchema = z.object({ email: emailField });
export const RegistrationEventParamsSchema = z.object({ eventId: idField });
export const PaymentIdParamsSchema = z.object({ paymentId: idField });

/** SPEC §7: one caller also sends userName, email and college; they are accepted and ignored. */
export const FreeRegistrationInputSchema = z.strictObject({
  userEmail: emailField,
  eventId: idField,
  userName: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  college: z.string().max(200).optional(),
});
export type FreeRegistrationInput = z.infer<typeof FreeRegistrationInputSchema>;

const detail = (max: number) =>
  z
    .string({ error: MSG.fillTransactionDetails })
    .trim()
    .min(1, { error: MSG.fillTransactionDetails })
    .max(max, { error: MSG.tooLong('Transaction detail', max) });

/**
 * A transaction ID as typed, canonicalised; the raw text may be longer than the canonical 64 since
 * invisible characters and spaces are dropped.
 */
export const transactionIdField = detail(4 * TRANSACTION_ID_MAX)
  .transform(canonicalTransactionId)
  .refine(isValidTransactionId, { error: TRANSACTION_ID_INVALID });
export const TransactionIdParamsSchema = z.object({ transactionId: transactionIdField });

/** A rupee amount as typed: a number or a numeric string; empty means "not filled in". */
export const transactionAmountField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number({ error: MSG.fillTransactionDetails })
    .refine(Number.isFinite, { error: MSG.fillTransactionDetails })
    .refine((n) => n > 0 && n < 10_000_000, { error: 'Please enter a valid amount.' }),
);


/** POST /api/registrations as JSON: one event paid by bank transfer (SPEC §3 Registration). */
export const ManualPaymentInputSchema = z.strictObject({
  userId: idField,
  eventId: idField,
  transactionId: transactionIdField,
  transactionUsername: detail(100),
  transactionTime: detail(8).regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: 'Please enter a valid transaction time.' }),
  transactionDate: detail(10).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a valid transaction date.' }),
  transactionAmount: transactionAmountField,
});
export type ManualPaymentInput = z.input<typeof ManualPaymentInputSchema>;

/** `eventIds` arrives in a form as a JSON array string, e.g. "[3,7]". */
export const eventIdsField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return undefined;
    }
  },
  z
    .array(idField, { error: 'Please choose at least one event to pay for.' })
    .min(1, { error: 'Please choose at least one event to pay for.' })
    .max(50, { error: 'At most 50 events can be paid for at once.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each event can be paid for only once.' }),
);

/**
 * POST /api/registrations as multipart/form-data: the cart (workshop) payment. Text fields are
 * checked with this schema; the file field `transactionScreenshot` (JPEG or PNG, at most 5 MB)
 * is required ('Please upload a transaction screenshot.').
 */
export const CartPaymentFieldsSchema = z.object({
  eventIds: eventIdsField,
  userId: idField.optional(),
  transactionId: transactionIdField,
  transactionUsername: z.string().trim().max(100, { error: MSG.tooLong('Transaction username', 100) }).optional(),
  mobileNumber: z
    .string({ error: MSG.fillTransactionDetails })
    .trim()
    .min(1, { error: MSG.fillTransactionDetails })
    .regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`), { error: MSG.invalidMobile }),
  transactionAmount: transactionAmountField,
  transactionDate: z.string().trim().max(10).optional(),
  transactionTime: z.string().trim().max(8).optional(),
});
export type CartPaymentFields = z.input<typeof CartPaymentFieldsSchema>;
export const SCREENSHOT_FIELD = 'transactionScreenshot';

export const VerificationInputSchema = z.strictObject({
  userId: idField,
  eventId: idField,
  verified: z.boolean({ error: 'verified must be true or false.' }),
  reason: z
    .string()
    .trim()
    .max(REJECT_REASON_MAX, { error: MSG.tooLong('Reason', REJECT_REASON_MAX) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Names the payment directly (the staff list gives it as `id`); else found by user and event. */
  paymentId: idField.optional(),
});
export type VerificationInput = z.input<typeof VerificationInputSchema>;

export const PAYMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/registrations/all: paged, newest first, optional status/event filter and search. */
export const PaymentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  status: z.enum(PAYMENT_STATUSES).optional(),
  eventId: idField.optional(),
  q: z.string().trim().max(200).optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

export const EventRegistrationsQuerySchema = z.object({
  /** When given it must be the event's own symposium. */
  symposium: z.enum(SYMPOSIA).optional(),
});

export const ExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx.' }).default('csv'),
  symposium: z.enum(SYMPOSIA).optional(),
});

// ---------------------------------------------------------------- responses

export const CartItemSchema = z.object({
  cartId: z.number().int(),
  eventId: z.number().int(),
  eventDetails: z.object({
    eventName: z.string(),
    eventDescription: z.string(),
    registrationFees: z.number(),
    symposiumName: z.string(),
    lastDateForRegistration: z.string(),
  }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const AddToCartResponseSchema = z.object({ message: z.string(), item: CartItemSchema });

export const RegistrationStatusSchema = z.enum(PAYMENT_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/** One registration as created: free ones are 'verified' at once, paid ones 'pending'. */
export const RegistrationSummarySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: RegistrationStatusSchema,
});

export const FreeRegistrationResponseSchema = z.object({
  message: z.string(),
  registration: RegistrationSummarySchema,
});

export const PaymentResponseSchema = z.object({
  message: z.string(),
  paymentId: z.number().int(),
  registrations: z.array(RegistrationSummarySchema),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const TransactionCheckSchema = z.object({ exists: z.boolean() });

/** One payment as staff see it on Registration Status. A cart payment lists all its events. */
export const PaymentRegistrationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  mobileNumber: z.string().nullable(),
  /** The first event of the payment (SPEC's single Event ID column). */
  eventId: z.number().int(),
  /** Every event's name, joined with ', '. */
  eventName: z.string(),
  events: z.array(z.object({ eventId: z.number().int(), eventName: z.string() })),
  transactionId: z.string(),
  transactionUsername: z.string(),
  transactionDate: z.string().nullable(),
  transactionTime: z.string().nullable(),
  transactionAmount: z.number(),
  /** Null for JSON (single-event) payments, which carry no screenshot. */
  screenshotUrl: z.string().nullable(),
  /** true verified, false rejected, null pending (SPEC §3). */
  verified: z.boolean().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  /**
   * For a coordinator held to some events: how many of the payment's events are other
   * coordinators' (left out of `events`). A payment with any cannot be decided by them.
   */
  otherEvents: z.number().int().optional(),
});
export type PaymentRegistration = z.infer<typeof PaymentRegistrationSchema>;

export const PaymentListSchema = z.object({
  items: z.array(PaymentRegistrationSchema),
  total: z.number().int(),
});
export type PaymentList = z.infer<typeof PaymentListSchema>;

export const VerificationResponseSchema = z.object({
  message: z.string(),
  payment: PaymentRegistrationSchema,
});
export type VerificationResponse = z.infer<typeof VerificationResponseSchema>;

export const EventRegistrationRowSchema = z.object({
  userName: z.string(),
  email: z.string(),
  college: z.string(),
});
export type EventRegistrationRow = z.infer<typeof EventRegistrationRowSchema>;

export const RegisteredEventIdsSchema = z.object({ eventIds: z.array(z.number().int()) });

/** A payment of the student's own, with its state (student dashboard, 'Awaiting verification'). */
export const UserPaymentSchema = z.object({
  id: z.number().int(),
  transactionId: z.string(),
  amount: z.number(),
  status: RegistrationStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(z.object({ eventId: z.number().int(), eventName: z.string() })),
});
export type UserPayment = z.infer<typeof UserPaymentSchema>;

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
});
export type UserRegistration = {
  id: number;
  event: Omit<Event, 'assignedAccounts'>;
  status: RegistrationStatus;
  rounds: UserRound[];
} & { [round: `round${number}`]: number };

/** GET /api/registrations/user/{userId}: verified registrations, and payments awaiting a decision. */
export const UserRegistrationsResponseSchema = z.object({
  registrations: z.array(UserRegistrationSchema),
  pendingPayments: z.array(UserPaymentSchema),
});
export type UserRegistrationsResponse = { registrations: UserRegistration[]; pendingPayments: UserPayment[] };

/** GET /api/payments/user/{userId}: every payment of the user with its state and reason, newest first. */
export const UserPaymentListSchema = z.array(UserPaymentSchema);
