import { z } from 'zod';
import { MOBILE_LENGTH } from '../constants';
import { MSG } from '../messages';
import { canonicalTransactionId, isValidTransactionId, TRANSACTION_ID_INVALID, TRANSACTION_ID_MAX } from '../transaction-id';
import { idField } from './fields';
import { siteDayOf } from './schedule';

// Bank-transfer payments (SPEC §3 Payment registration, §5). Transaction IDs are stored and
// compared in canonical form (transaction-id.ts): 'utr 12', 'UTR12' and 'ＵＴＲ１２' are one ID.

/** The path of a payment's screenshot (staff and its owner only). */
export const paymentScreenshotPath = (paymentId: number) => `/api/payments/${paymentId}/screenshot`;

export const PaymentIdParamsSchema = z.object({ paymentId: idField });

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

export const TRANSACTION_DATE_INVALID = 'Please enter a valid transaction date.';
export const TRANSACTION_DATE_FUTURE = 'The transaction date cannot be in the future.';
export const TRANSACTION_TIME_INVALID = 'Please enter a valid transaction time.';

/** 'YYYY-MM-DD' that names a real day (no 2026-13-45), from the year 2000 on. */
function isCalendarDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/**
 * The day a transfer was made: a real day, not after today in India (the site's time zone). Empty
 * passes here: whether the field is required is the field's own rule.
 */
const transactionDate = (field: z.ZodString) =>
  field
    .refine((v) => v === '' || isCalendarDay(v), { error: TRANSACTION_DATE_INVALID })
    .refine((v) => !isCalendarDay(v) || v <= siteDayOf(new Date().toISOString()), { error: TRANSACTION_DATE_FUTURE });

/** 'HH:MM' or 'HH:MM:SS' on a 24-hour clock (empty passes, as above). */
const transactionTime = (field: z.ZodString) =>
  field.refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), { error: TRANSACTION_TIME_INVALID });

/** POST /api/registrations as JSON: one event paid by bank transfer (SPEC §3 Registration). */
export const ManualPaymentInputSchema = z.strictObject({
  userId: idField,
  eventId: idField,
  transactionId: transactionIdField,
  transactionUsername: detail(100),
  transactionTime: transactionTime(detail(8)),
  transactionDate: transactionDate(detail(10)),
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
  // Optional on the cart's form; checked as on the single-event form when given.
  transactionDate: transactionDate(z.string().trim().max(10)).optional(),
  transactionTime: transactionTime(z.string().trim().max(8)).optional(),
});

export type CartPaymentFields = z.input<typeof CartPaymentFieldsSchema>;

export const SCREENSHOT_FIELD = 'transactionScreenshot';

export const PAYMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const RegistrationStatusSchema = z.enum(PAYMENT_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/** GET /api/registrations/all: paged, newest first, optional status/event filter and search. */
export const PaymentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  status: z.enum(PAYMENT_STATUSES).optional(),
  eventId: idField.optional(),
  q: z.string().trim().max(200).optional(),
});

export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

export const TransactionCheckSchema = z.object({ exists: z.boolean() });

/**
 * Another payment with the same screenshot, as staff know it: by its payer and transaction ID.
 * Both are null for a coordinator when the payment is for none of their events (shown as
 * 'another payment').
 */
export const DuplicatePaymentSchema = z.object({
  paymentId: z.number().int(),
  userName: z.string().nullable(),
  transactionId: z.string().nullable(),
});

export type DuplicatePayment = z.infer<typeof DuplicatePaymentSchema>;

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
  /** Payments whose screenshot is the same picture (re-saved or re-scaled counts): a flag for staff, never a rejection. */
  duplicateOf: z.array(z.number().int()),
  /** The same payments (in the same order), named by payer and transaction ID where the caller may see them. */
  duplicates: z.array(DuplicatePaymentSchema),
  /**
   * Whether any registration is still on this payment. None once staff cancelled every one it paid
   * for, or the student paid for them again with another payment: then it cannot be verified.
   */
  holdsRegistrations: z.boolean(),
  /**
   * Whether the student paid again for one of its events with another payment after it was
   * rejected (a registration staff cancelled and the student paid for anew does not count): then
   * it cannot be verified.
   */
  replaced: z.boolean(),
  /**
   * For a coordinator held to some events: how many of the payment's events are other
   * coordinators' (left out of `events`). A payment with any cannot be decided by them.
   */
  otherEvents: z.number().int().optional(),
});

export type PaymentRegistration = z.infer<typeof PaymentRegistrationSchema>;

/**
 * Why staff may not verify the payment, or null when they may: the server's refusal, and what its
 * View says in place of Verify. A payment that was replaced is told so before one that holds no
 * registration (the payment paid again for holds them now).
 */
export function whyNotVerifiable(p: Pick<PaymentRegistration, 'replaced' | 'holdsRegistrations'>): string | null {
  if (p.replaced) return MSG.paymentReplaced;
  if (!p.holdsRegistrations) return MSG.paymentPaysForNothing;
  return null;
}

export const PaymentListSchema = z.object({
  items: z.array(PaymentRegistrationSchema),
  total: z.number().int(),
});

export type PaymentList = z.infer<typeof PaymentListSchema>;

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

/** GET /api/payments/user/{userId}: every payment of the user with its state and reason, newest first. */
export const UserPaymentListSchema = z.array(UserPaymentSchema);
