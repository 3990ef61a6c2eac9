import { z } from 'zod';
import { MSG } from '../messages';
import { idField } from './fields';
import { PAYMENT_STATUSES, PaymentRegistrationSchema } from './payments';

// Staff decide a bank-transfer payment: verified or rejected, with a reason (SPEC §5).

export const REJECT_REASON_MAX = 500;

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
  /**
   * The state the deciding screen showed. When given and the payment has since moved on (another
   * organizer decided it), the decision is refused with 409 rather than overturning theirs.
   */
  from: z.enum(PAYMENT_STATUSES).optional(),
});

export type VerificationInput = z.input<typeof VerificationInputSchema>;

export const VerificationResponseSchema = z.object({
  message: z.string(),
  payment: PaymentRegistrationSchema,
});

export type VerificationResponse = z.infer<typeof VerificationResponseSchema>;
