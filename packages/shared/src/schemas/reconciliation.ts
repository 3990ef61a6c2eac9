import { z } from 'zod';

// Payment reconciliation (SPEC-2 §E): a bank statement matched against pending payments, bulk
// verification of the matched ones, and the progress of a large batch.

/** The multipart field that carries the statement file. */
export const STATEMENT_FIELD = 'statement';
/** Largest statement accepted: a month of a busy account's CSV is well under 1 MB. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Batches up to this size are verified during the request; larger ones run as a background job. */
export const BULK_VERIFY_INLINE_MAX = 25;
export const BULK_VERIFY_MAX = 5000;

export const StatementColumnsSchema = z.object({
  headerRow: z.number().int(),
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  credit: z.string(),
  flag: z.string().nullable(),
});

const line = z.number().int().describe('1-based row of the file');
/** A payment in the result: staff know it by its payer's name and transaction ID (the id is for Verify all matched). */
const PendingPaymentSchema = z.object({ paymentId: z.number().int(), userName: z.string(), transactionId: z.string(), amount: z.number() });

export const ReconcileResultSchema = z.object({
  /** credit lines read from the file */
  lines: z.number().int(),
  /** lines not imported before */
  added: z.number().int(),
  columns: StatementColumnsSchema,
  /** rows with a description and an amount whose date or amount could not be read: not imported, for a person to check */
  skippedRows: z.array(
    z.object({ line, reason: z.enum(['date', 'amount']), value: z.string().describe('the cell as written'), description: z.string() }),
  ),
  matched: z.array(PendingPaymentSchema.extend({ line })),
  amountMismatch: z.array(PendingPaymentSchema.extend({ statementAmount: z.number(), line })),
  /** lines that name the transaction IDs of two or more pending payments: matched to none, a person decides */
  ambiguousLines: z.array(z.object({ line, description: z.string(), amount: z.number(), payments: z.array(PendingPaymentSchema) })),
  notInStatement: z.array(PendingPaymentSchema),
  /** pending payments whose transaction ID holds no reference number (a bank word, a name, under 6 digits): never matched */
  vagueIds: z.array(PendingPaymentSchema),
  unmatchedLines: z.array(z.object({ line, description: z.string(), amount: z.number() })),
  /** lines that already verified a payment: they match no other */
  alreadyVerified: z.array(
    z.object({ line, paymentId: z.number().int(), userName: z.string(), transactionId: z.string(), description: z.string(), amount: z.number() }),
  ),
});
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;

export const VerifyBulkInputSchema = z.strictObject({
  paymentIds: z
    .array(z.number().int().positive(), { error: 'paymentIds must be a list of payment ids.' })
    .min(1, { error: 'Choose at least one payment to verify.' })
    .max(BULK_VERIFY_MAX, { error: `At most ${BULK_VERIFY_MAX} payments can be verified at once.` }),
});
export type VerifyBulkInput = z.input<typeof VerifyBulkInputSchema>;

export const VerifyBulkResultSchema = z.object({
  verified: z.number().int(),
  skipped: z.number().int(),
  /** why each skipped payment was left as it was */
  skippedPayments: z.array(z.object({ paymentId: z.number().int(), message: z.string() })),
});
export type VerifyBulkResult = z.infer<typeof VerifyBulkResultSchema>;

/** A large batch answers 202 with the job to poll at GET /api/jobs/{jobId}. */
export const VerifyBulkQueuedSchema = z.object({ jobId: z.number().int(), total: z.number().int() });
export type VerifyBulkQueued = z.infer<typeof VerifyBulkQueuedSchema>;
