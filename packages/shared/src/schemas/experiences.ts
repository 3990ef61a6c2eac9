import { z } from 'zod';
import { EXPERIENCE_STATUSES, EXPERIENCE_TYPES } from '../constants';
import { MSG } from '../messages';
import { emailField, requiredText } from './fields';

// Placement experiences (SPEC §3, §5, §7). The same form schema checks the modal and the server.

export const EXPERIENCE_NAME_MAX = 100;
export const EXPERIENCE_COMPANY_MAX = 100;
export const LINKEDIN_MAX = 300;
export const EXPERIENCE_YEAR_MIN = 1983;
export const EXPERIENCE_YEAR_MAX = 2100;

/** Company names group without regard to case and spacing: 'Zoho', 'zoho ' and 'ZOHO' are one. */
export function companyKey(company: string): string {
  return company.trim().replace(/\s+/g, ' ').toLowerCase();
}

const yearField = z.coerce
  .number({ error: MSG.required('Year of passing') })
  .int({ error: MSG.required('Year of passing') })
  .min(EXPERIENCE_YEAR_MIN, {
    error: MSG.experienceYearRange(EXPERIENCE_YEAR_MIN, EXPERIENCE_YEAR_MAX),
  })
  .max(EXPERIENCE_YEAR_MAX, {
    error: MSG.experienceYearRange(EXPERIENCE_YEAR_MIN, EXPERIENCE_YEAR_MAX),
  });

/** An optional http(s) URL; empty means none. */
const linkedinField = z
  .string()
  .trim()
  .max(LINKEDIN_MAX, { error: MSG.tooLong('LinkedIn URL', LINKEDIN_MAX) })
  .refine(
    (v) => {
      if (!v) return true;
      try {
        const url = new URL(v);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
        );
      } catch {
        return false;
      }
    },
    { error: MSG.invalidLinkedin },
  )
  .optional()
  .transform((v) => (v ? v : undefined));

/** The text fields of the 'Share Your Experience' form; the PDF travels beside them. */
export const ExperienceInputSchema = z.object({
  name: requiredText('Name', EXPERIENCE_NAME_MAX),
  email: emailField,
  type: z.enum(EXPERIENCE_TYPES, { error: MSG.experienceType }),
  year: yearField,
  company: requiredText('Company', EXPERIENCE_COMPANY_MAX).transform((v) => v.replace(/\s+/g, ' ')),
  linkedin: linkedinField,
});
export type ExperienceInput = z.output<typeof ExperienceInputSchema>;
export type ExperienceFormValues = z.input<typeof ExperienceInputSchema>;

export const ExperienceTypeSchema = z.enum(EXPERIENCE_TYPES);
export const ExperienceStatusSchema = z.enum(EXPERIENCE_STATUSES);

/** An approved experience as anyone may see it: never the submitter's email. */
export const PublicExperienceSchema = z.object({
  id: z.number(),
  name: z.string(),
  company: z.string(),
  type: ExperienceTypeSchema,
  yearOfPassing: z.number(),
  linkedin: z.string().nullable(),
  pdfUrl: z.string(),
});
export type PublicExperience = z.infer<typeof PublicExperienceSchema>;

/** What the admin sees while moderating. */
export const AdminExperienceSchema = PublicExperienceSchema.extend({
  email: z.string(),
  status: ExperienceStatusSchema,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminExperience = z.infer<typeof AdminExperienceSchema>;

export const CompanySchema = z.object({
  /** The spelling shown: the one most submitters used. */
  name: z.string(),
  /** What ?company= matches: trimmed, lower-case. */
  key: z.string(),
  count: z.number(),
});
export type Company = z.infer<typeof CompanySchema>;

/** Companies with approved experiences (alphabetical) and the years of passing present. */
export const PlacementIndexSchema = z.object({
  companies: z.array(CompanySchema),
  years: z.array(z.number()),
});
export type PlacementIndex = z.infer<typeof PlacementIndexSchema>;

const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const PlacementFilterSchema = z.object({
  type: z
    .union([ExperienceTypeSchema, z.literal('')], { error: MSG.experienceType })
    .optional()
    .transform((v) => (v ? v : undefined)),
  year: z
    .union([
      z.literal('').transform(() => undefined),
      z.coerce.number().int().min(EXPERIENCE_YEAR_MIN).max(EXPERIENCE_YEAR_MAX),
    ])
    .optional(),
});

export const ExperienceListQuerySchema = PlacementFilterSchema.extend({
  company: optionalFilter(EXPERIENCE_COMPANY_MAX),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ExperienceListQuery = z.input<typeof ExperienceListQuerySchema>;

export const AdminExperienceListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const UpdateExperienceStatusInputSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'A valid id is required.' })
    .int()
    .positive({ error: 'A valid id is required.' })
    .max(2_147_483_647),
  status: z.enum(['approved', 'rejected'], { error: MSG.experienceStatusChoice }),
});
export type UpdateExperienceStatusInput = z.infer<typeof UpdateExperienceStatusInputSchema>;
