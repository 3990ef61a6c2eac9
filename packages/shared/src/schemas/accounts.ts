import { z } from 'zod';
import { optionalText, requiredText } from './fields';

// Payment account details (SPEC §3, §5): bank details and an optional QR code PDF.

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Text fields of the account form (multipart {accountName, bankName, accountNumber, ifscCode, qrCodePdf}). */
export const AccountInputSchema = z.object({
  accountName: requiredText('Account name', 120),
  bankName: requiredText('Bank name', 120),
  accountNumber: requiredText('Account number', 30).regex(/^[0-9]{6,20}$/, {
    error: 'Please enter a valid account number (6 to 20 digits).',
  }),
  ifscCode: requiredText('IFSC code', 11)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, { error: 'Please enter a valid IFSC code, such as SBIN0001234.' })),
  upiId: optionalText('UPI ID', 100).pipe(
    z
      .string()
      .regex(/^[\w.-]{2,}@[A-Za-z][\w.-]*$/, { error: 'Please enter a valid UPI ID, such as name@bank.' })
      .optional(),
  ),
  /** On update: 'true' drops the current QR PDF when no new file is sent. */
  removeQr: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type AccountInput = z.input<typeof AccountInputSchema>;
export type AccountFields = z.output<typeof AccountInputSchema>;

/** An account as the API returns it. qrUrl is relative to the api base, for logged-in users. */
export const AccountSchema = z.object({
  id: z.number(),
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  upiId: z.string().nullable(),
  hasQr: z.boolean(),
  qrUrl: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountListSchema = z.array(AccountSchema);

export const AccountSaveResponseSchema = z.object({ message: z.string(), account: AccountSchema });
export type AccountSaveResponse = z.infer<typeof AccountSaveResponseSchema>;

/** POST /api/events/{id}/accounts */
export const AssignAccountInputSchema = z.object({
  accountId: z.coerce
    .number({ error: 'Please choose an account.' })
    .int({ error: 'Please choose an account.' })
    .positive({ error: 'Please choose an account.' })
    .max(2_147_483_647, { error: 'Please choose an account.' }),
});
export type AssignAccountInput = z.input<typeof AssignAccountInputSchema>;
