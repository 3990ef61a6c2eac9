import { z } from 'zod';
import { idField, requiredText } from './fields';

// Winners and certificates (SPEC-2 §D).

export const WINNER_PLACES = [1, 2, 3] as const;
export const PLACE_NAMES: Record<number, string> = { 1: 'First', 2: 'Second', 3: 'Third' };

/** 'Winner — First place' on My Events. */
export const winnerLabel = (position: number) => `Winner — ${PLACE_NAMES[position] ?? ''} place`;

/** Public certificate lookups (JSON and PDF) per client address and minute. */
export const CERTIFICATE_LOOKUPS_PER_MINUTE = 30;

/** Certificate codes: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;

export const MSG_CERTIFICATE_REVOKED = 'This certificate was revoked.';

const positionField = z.coerce
  .number({ error: 'The position must be 1, 2 or 3.' })
  .int({ error: 'The position must be 1, 2 or 3.' })
  .min(1, { error: 'The position must be 1, 2 or 3.' })
  .max(3, { error: 'The position must be 1, 2 or 3.' });

export const WinnerInputSchema = z
  .object({ userId: idField.optional(), teamId: idField.optional(), position: positionField })
  .refine((w) => (w.userId === undefined) !== (w.teamId === undefined), {
    error: 'Each winner needs a userId or a teamId, not both.',
  });
export type WinnerInput = z.infer<typeof WinnerInputSchema>;

export const PutWinnersInputSchema = z.object({
  winners: z.array(WinnerInputSchema).max(30, { error: 'At most 30 winners per event.' }),
});
export type PutWinnersInput = z.infer<typeof PutWinnersInputSchema>;

export const WinnerSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  college: z.string().nullable(),
  teamName: z.string().nullable(),
  /** staff only: who the row is, so the editor can show the current choice */
  userId: z.number().int().optional(),
  teamId: z.number().int().optional(),
});
export type Winner = z.infer<typeof WinnerSchema>;

/** Who may be placed: verified registrants, and teams with at least one verified member. */
export const WinnerCandidatesSchema = z.object({
  people: z.array(z.object({ userId: z.number().int(), name: z.string(), email: z.string() })),
  teams: z.array(
    z.object({ teamId: z.number().int(), teamName: z.string(), members: z.array(z.string()) }),
  ),
});
export type WinnerCandidates = z.infer<typeof WinnerCandidatesSchema>;

export const MyPlacementSchema = z.object({
  eventId: z.number().int(),
  position: z.number().int(),
});
export type MyPlacement = z.infer<typeof MyPlacementSchema>;

export const CertificateKindSchema = z.enum(['participation', 'merit'], {
  error: "The kind must be 'participation' or 'merit'.",
});
export type CertificateKind = z.infer<typeof CertificateKindSchema>;

export const IssueCertificatesInputSchema = z.object({ kind: CertificateKindSchema });
export type IssueCertificatesInput = z.infer<typeof IssueCertificatesInputSchema>;

export const IssueCertificatesResponseSchema = z.object({
  issued: z.number().int(),
  skipped: z.number().int(),
  /** merit certificates revoked because the winners changed (their holders' right ones are among `issued`) */
  revoked: z.number().int(),
  /** the background job that mails the new certificates (GET /api/jobs/{id}); null when none */
  jobId: z.number().int().nullable(),
});
export type IssueCertificatesResponse = z.infer<typeof IssueCertificatesResponseSchema>;

export const CertificateCodeParamsSchema = z.object({
  code: z.string().trim().min(1).max(64),
});

export const CertificateSchema = z.object({
  code: z.string(),
  name: z.string(),
  college: z.string(),
  eventName: z.string(),
  symposiumName: z.string(),
  kind: CertificateKindSchema,
  position: z.number().int().nullable(),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  message: z.string().optional(),
  /** the society that issues it, as its PDF prints it (the certificate settings) */
  societyName: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** A row of the admin's list: the certificate plus who it went to and when it was revoked. */
export const IssuedCertificateSchema = CertificateSchema.extend({
  email: z.string().nullable(),
  revokedAt: z.string().nullable(),
  mailed: z.boolean(),
});
export type IssuedCertificate = z.infer<typeof IssuedCertificateSchema>;

export const CertificateSummarySchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eligible: z.object({ participation: z.number().int(), merit: z.number().int() }),
  issued: z.object({ participation: z.number().int(), merit: z.number().int() }),
  revoked: z.number().int(),
  winners: z.number().int(),
  /** valid merit certificates that no longer match the winners: issuing merit certificates replaces them */
  outdatedMerit: z.number().int(),
  /** the newest issue batch of this event, for the progress bar */
  lastJobId: z.number().int().nullable(),
  certificates: z.array(IssuedCertificateSchema),
});
export type CertificateSummary = z.infer<typeof CertificateSummarySchema>;

export const SignatorySchema = z.object({
  name: requiredText('Signatory name', 80),
  title: requiredText('Signatory title', 120),
});

export const CertificateSettingsInputSchema = z.object({
  societyName: requiredText('Society name', 120),
  societyTagline: requiredText('Line under the society name', 160),
  signatories: z.tuple([SignatorySchema, SignatorySchema]),
});
export type CertificateSettingsInput = z.infer<typeof CertificateSettingsInputSchema>;

export const CertificateSettingsSchema = z.object({
  societyName: z.string(),
  societyTagline: z.string(),
  logoFileId: z.number().int().nullable(),
  signatories: z.array(
    z.object({ name: z.string(), title: z.string(), signatureFileId: z.number().int().nullable() }),
  ),
  updatedAt: z.string(),
});
export type CertificateSettings = z.infer<typeof CertificateSettingsSchema>;

/** Where an uploaded image goes: the logo or one of the two signatures. */
export const CertificateImageSlotSchema = z.object({
  slot: z.enum(['logo', 'signature1', 'signature2'], { error: 'Unknown image slot.' }),
});
export type CertificateImageSlot = z.infer<typeof CertificateImageSlotSchema>['slot'];
