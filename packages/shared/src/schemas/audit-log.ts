import { z } from 'zod';

// The admin's audit log: who verified, rejected, marked or changed what, and when.

export const AUDIT_PAGE_SIZE = 50;
/** The CSV export stops here; narrow the filters for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A day (YYYY-MM-DD, a whole UTC day) or an ISO instant. */
const dateBound = z
  .string()
  .trim()
  .regex(DATE_OR_TIME, { error: 'Please enter a valid date.' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Please enter a valid date.' })
  .optional();

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Filters must be at most ${max} characters.` })
    .optional()
    .transform((v) => (v ? v : undefined));

export const AuditFilterSchema = z.object({
  /** Exact action (payment.verify) or a prefix ending in a dot-free word (payment). */
  action: filterText(100),
  /** Part of the actor's email, any case. */
  actor: filterText(254),
  targetType: filterText(50),
  targetId: filterText(50),
  from: dateBound,
  to: dateBound,
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const AuditQuerySchema = AuditFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number(),
  /** Every action and target type recorded so far, for the filter menus. */
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
