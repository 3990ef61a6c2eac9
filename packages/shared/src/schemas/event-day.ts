import { z } from 'zod';
import { MSG } from '../messages';
import { emailField, idField, mobileField, requiredText } from './fields';
import { transactionIdField } from './payments';

// The event day (SPEC-2 §C, §F): entry passes, the check-in desk (online and offline),
// attendance, and on-spot registration of walk-ins.

export const EVENT_DAY_MSG = {
  unknownPass: 'Unknown pass.',
  noRegistrationFor: (eventName: string) => `No registration for ${eventName}.`,
  paymentAwaitingFor: (eventName: string) => `Payment for ${eventName} is awaiting verification.`,
  notCheckedIn: 'This registration is not checked in.',
  checkInUndone: 'Check-in undone.',
  passFor: (name: string) => `Entry pass for ${name}. Show this at the venue.`,
  eventFull: 'This event is full.',
  onlyStudents: 'Only a student can be registered at the desk.',
  upiReferenceRequired: 'Please enter the UPI reference.',
  chooseEvents: 'Please choose at least one event.',
  onSpotDone: (name: string) => `${name} is registered.`,
  registrationNotInEvent: 'This registration is not for that event.',
  noPassYet: 'The entry pass is issued once the registration is verified.',
  scanIdReused:
    'This scan id was already used by you for another pass or event. Send this scan with a new scan id.',
} as const;

/** Letters and digits without look-alikes (0/O, 1/l/I): easy to read aloud or type from a printout. */
export const PASS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
export const PASS_CODE_LENGTH = 20;

/** The page a pass's QR code opens: `{site}/check-in/{passCode}`. */
export const passPath = (passCode: string) => `/check-in/${encodeURIComponent(passCode)}`;
export const passPdfPath = (registrationId: number) =>
  `/api/registrations/${registrationId}/pass.pdf`;

/** Accepts the bare code or the whole URL a phone camera or a handheld scanner reads from the QR. */
export function passCodeFromScan(text: string): string {
  const trimmed = text.trim();
  const match = /\/check-in\/([^/?#\s]+)/.exec(trimmed);
  return match ? decodeURIComponent(match[1]!) : trimmed;
}

export const RegistrationIdParamsSchema = z.object({ registrationId: idField });

// ---------------------------------------------------------------- passes

export const PassEventSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  location: z.string(),
  firstRoundAt: z.string().nullable(),
  registrationId: z.number().int(),
  checkedInAt: z.string().nullable(),
});
export type PassEvent = z.infer<typeof PassEventSchema>;

export const MyPassSchema = z.object({
  symposiumName: z.string(),
  passCode: z.string(),
  name: z.string(),
  college: z.string(),
  events: z.array(PassEventSchema),
});
export type MyPass = z.infer<typeof MyPassSchema>;
export const MyPassesResponseSchema = z.array(MyPassSchema);

/**
 * GET /api/passes/{passCode}: only the name for anyone; the desk also sees the holder and their
 * events (a coordinator or volunteer: the holder only when registered for one of their events).
 */
export const PassViewSchema = z.object({
  name: z.string(),
  message: z.string(),
  /** Only to the pass's own holder (the verification mail links here): their page shows the pass. */
  own: z.literal(true).optional(),
  symposiumName: z.string().optional(),
  email: z.string().optional(),
  college: z.string().optional(),
  events: z
    .array(
      z.object({
        id: z.number().int(),
        eventName: z.string(),
        registrationId: z.number().int(),
        status: z.enum(['pending', 'verified']),
        paymentId: z.number().int().nullable(),
        checkedInAt: z.string().nullable(),
        /** The staff member who checked the holder in, while their account exists. */
        checkedInBy: z.string().nullable(),
      }),
    )
    .optional(),
});
export type PassView = z.infer<typeof PassViewSchema>;

// ---------------------------------------------------------------- check-in

/** The most a scanned pass may hold: the whole URL of a pass's QR code fits many times over. */
export const SCANNED_PASS_MAX_LENGTH = 512;

/**
 * A pass code as the desk sends it. Any text within the length limit is taken (a code no pass
 * holds, however malformed, is the server's 404 'Unknown pass.'); only an over-long one is a 400.
 */
const scannedPassCodeField = z
  .string({ error: EVENT_DAY_MSG.unknownPass })
  .max(SCANNED_PASS_MAX_LENGTH, { error: EVENT_DAY_MSG.unknownPass })
  .transform((text) => {
    try {
      return passCodeFromScan(text);
    } catch {
      // A URL with broken percent-encoding: no pass has such a code.
      return text.trim();
    }
  });

/** GET /api/passes/{code}: any code a QR or a typed link may hold; one no pass has is 404 'Unknown pass.' */
export const PassCodeParamsSchema = z.object({ passCode: scannedPassCodeField });

export const CheckInInputSchema = z.strictObject({
  passCode: scannedPassCodeField,
  eventId: idField,
  /**
   * Set by the desk for every scan, so a retried or replayed scan counts once. Scoped to the staff
   * member sending it: the same id from someone else is a scan of their own.
   */
  scanId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'scanId must be 8 to 64 letters, digits, - or _.' })
    .optional(),
  /** When the desk saw the pass (offline scans arrive later). */
  scannedAt: z.iso
    .datetime({ error: 'scannedAt must be an ISO date-time.', offset: true })
    .optional(),
});
export type CheckInInput = z.infer<typeof CheckInInputSchema>;

export const AttendeeSchema = z.object({
  registrationId: z.number().int(),
  name: z.string(),
  email: z.string(),
  college: z.string(),
  teamName: z.string().nullable(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

export const CheckInResultSchema = z.object({
  result: z.enum(['checked-in', 'already-checked-in']),
  checkedInAt: z.string(),
  checkedInBy: z.string().nullable(),
  attendee: AttendeeSchema,
  event: z.object({ id: z.number().int(), eventName: z.string() }),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** The 409 of a pending payment: the desk can show it and 'Verify and check in'. */
export const CheckInPaymentPendingSchema = z.object({
  message: z.string(),
  paymentId: z.number().int(),
  payment: z.object({
    id: z.number().int(),
    userId: z.number().int(),
    transactionId: z.string(),
    amount: z.number(),
  }),
  attendee: AttendeeSchema,
  /**
   * For a coordinator: how many of the payment's events are other coordinators'. Then only the
   * admin or an organizer of all its events may decide it, and the desk does not offer to verify.
   */
  otherEvents: z.number().int().optional(),
});
export type CheckInPaymentPending = z.infer<typeof CheckInPaymentPendingSchema>;

export const RosterEntrySchema = AttendeeSchema.extend({
  passCode: z.string(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

export const RosterSchema = z.object({
  event: z.object({
    id: z.number().int(),
    eventName: z.string(),
    symposiumName: z.string(),
    location: z.string(),
  }),
  generatedAt: z.string(),
  entries: z.array(RosterEntrySchema),
});
export type Roster = z.infer<typeof RosterSchema>;

export const AttendanceQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
export const AttendanceSchema = z.object({
  registered: z.number().int(),
  checkedIn: z.number().int(),
  attendees: z.array(AttendeeSchema.extend({ checkedInAt: z.string() })),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

export const UndoCheckInQuerySchema = z.object({ eventId: idField.optional() });

// ---------------------------------------------------------------- on-spot

export const PAYMENT_METHODS = ['cash', 'upi'] as const;

export const OnSpotUserSchema = z.strictObject({
  email: emailField,
  fullName: requiredText('Full name', 100),
  mobile: mobileField,
  college: requiredText('College', 200),
  department: requiredText('Department', 100),
  yearOfPassing: z.coerce
    .number({ error: 'Please enter a valid year of passing.' })
    .int({ error: 'Please enter a valid year of passing.' })
    .min(1950, { error: 'Please enter a valid year of passing.' })
    .max(2100, { error: 'Please enter a valid year of passing.' }),
});

const amountField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number({ error: MSG.fillTransactionDetails })
    .refine((n) => Number.isFinite(n) && n >= 0 && n < 10_000_000, {
      error: 'Please enter a valid amount.',
    }),
);

/**
 * POST /api/registrations/on-spot. A UPI reference is a transaction ID: the same canonical form and
 * the same uniqueness (one reference pays once). A cash receipt number is optional.
 */
export const OnSpotInputSchema = z
  .strictObject({
    user: OnSpotUserSchema,
    eventIds: z
      .array(idField, { error: EVENT_DAY_MSG.chooseEvents })
      .min(1, { error: EVENT_DAY_MSG.chooseEvents })
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Each event can be chosen only once.',
      }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose cash or UPI.' }),
    reference: z.string().max(256).optional().default(''),
    amount: amountField,
  })
  .transform((input, ctx) => {
    if (input.paymentMethod === 'cash') return { ...input, reference: input.reference.trim() };
    if (input.reference.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: EVENT_DAY_MSG.upiReferenceRequired,
      });
      return z.NEVER;
    }
    const parsed = transactionIdField.safeParse(input.reference);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: parsed.error.issues[0]!.message,
      });
      return z.NEVER;
    }
    return { ...input, reference: parsed.data };
  });
export type OnSpotInput = z.input<typeof OnSpotInputSchema>;

export const OnSpotResponseSchema = z.object({
  message: z.string(),
  userId: z.number().int(),
  newAccount: z.boolean(),
  registrations: z.array(
    z.object({
      id: z.number().int(),
      eventId: z.number().int(),
      status: z.literal('verified'),
      passCode: z.string(),
    }),
  ),
});
export type OnSpotResponse = z.infer<typeof OnSpotResponseSchema>;

export const StudentLookupQuerySchema = z.object({
  q: z.string().trim().min(3, { error: 'Enter an email or a mobile number.' }).max(254),
});
export const StudentLookupSchema = z.array(
  z.object({
    id: z.number().int(),
    email: z.string(),
    fullName: z.string(),
    mobile: z.string(),
    college: z.string(),
    department: z.string(),
    yearOfPassing: z.number().int().nullable(),
    registeredEventIds: z.array(z.number().int()),
  }),
);
export type StudentLookup = z.infer<typeof StudentLookupSchema>;
