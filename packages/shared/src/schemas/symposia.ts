import { z } from 'zod';
import { SYMPOSIA } from '../constants';
import { MSG } from '../messages';
import { siteDayOf } from './schedule';

// Symposium status, the registration timer, and the site's clock: India time (Asia/Kolkata,
// UTC+05:30, no daylight saving). Forms send datetime-local values without a zone; they mean
// Kolkata wall-clock time and are stored as UTC ISO strings.

const KOLKATA_OFFSET_MINUTES = 330;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function fromKolkataParts(y: number, mo: number, d: number, h: number, mi: number, s: number): string | null {
  if (y < 1900 || y > 9999 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  // Refuse dates such as 2025-02-30 that JavaScript would roll over into March.
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  return new Date(wall - KOLKATA_OFFSET_MINUTES * 60_000).toISOString();
}

/**
 * Reads a date-time a person typed: an ISO string with a zone, a datetime-local value
 * ('2025-03-01T18:30', Kolkata time) or a date alone ('2025-03-01', taken as 23:59:59 Kolkata
 * time, the end of that day). Returns the UTC ISO string, or null when it is not a date.
 */
export function parseSiteDateTime(value: string): string | null {
  const v = value.trim();
  let m = LOCAL_DATE_TIME.exec(v);
  if (m) return fromKolkataParts(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0);
  m = DATE_ONLY.exec(v);
  if (m) return fromKolkataParts(+m[1]!, +m[2]!, +m[3]!, 23, 59, 59);
  if (WITH_ZONE.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  return null;
}

/** A UTC ISO time as a datetime-local value ('YYYY-MM-DDTHH:mm') in Kolkata time, for forms. */
export function toSiteDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + KOLKATA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** A UTC ISO time shown in Kolkata time, e.g. '1 Mar 2025, 6:30 pm'. */
export function formatSiteDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(t));
}

/** A zod field for a date-time a person typed; the output is a UTC ISO string. */
export function siteDateTimeField(message: string) {
  return z
    .string({ error: message })
    .max(40, { error: message })
    .transform((v, ctx) => {
      const iso = parseSiteDateTime(v);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });
}

export const symposiumNameField = z.enum(SYMPOSIA, { error: MSG.unknownSymposium });

/** `?symposium=` on event calls: optional, but when given it must name a symposium. */
export const SymposiumQuerySchema = z.object({ symposium: symposiumNameField.optional() });
export type SymposiumQuery = z.infer<typeof SymposiumQuerySchema>;

/** SPEC §3 Symposium status; isOpen 1 means open. startDate is 'YYYY-MM-DD' or null. */
export const SymposiumStatusSchema = z.object({
  symposiumName: symposiumNameField,
  isOpen: z.union([z.literal(0), z.literal(1)]),
  startDate: z.string().nullable(),
});
export type SymposiumStatus = z.infer<typeof SymposiumStatusSchema>;

const dateOnly = z
  .string({ error: MSG.startDateRequired })
  .trim()
  .min(1, { error: MSG.startDateRequired })
  .max(40, { error: MSG.startDateRequired })
  .transform((v, ctx) => {
    // A date, or a date-time whose Kolkata calendar day is taken.
    const iso = parseSiteDateTime(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00` : v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: MSG.startDateRequired });
      return z.NEVER;
    }
    return toSiteDateTimeInput(iso).slice(0, 10);
  })
  // A symposium opens when it is started, so its start date is today or a day already past (India time).
  .refine((day) => day <= siteDayOf(new Date().toISOString()), { error: MSG.startDateFuture });

export const StartSymposiumInputSchema = z.object({
  symposiumName: symposiumNameField,
  startDate: dateOnly,
});
export type StartSymposiumInput = z.input<typeof StartSymposiumInputSchema>;

/** The admin dialog also sends startDate when stopping (SPEC §7); it is accepted and ignored. */
export const StopSymposiumInputSchema = z.object({
  symposiumName: symposiumNameField,
  startDate: z.string().max(40).nullish(),
});
export type StopSymposiumInput = z.input<typeof StopSymposiumInputSchema>;

export const SymposiumActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  status: SymposiumStatusSchema,
});
export type SymposiumActionResponse = z.infer<typeof SymposiumActionResponseSchema>;

/**
 * SPEC §3 Timer. `end_time` is a UTC ISO string; when no timer runs the body is `{}` (the spec:
 * "absent when none"), so readers hide the banner when `end_time` is missing.
 */
export const TimerSchema = z.object({ end_time: z.string().optional() });
export type Timer = z.infer<typeof TimerSchema>;

/** endTime is a datetime-local value, Kolkata time (or an ISO string with a zone). */
export const SetTimerInputSchema = z.object({
  endTime: siteDateTimeField(MSG.timerEndTimeInvalid),
});
export type SetTimerInput = z.input<typeof SetTimerInputSchema>;

export const TimerResponseSchema = z.object({ message: z.string(), end_time: z.string().optional() });
export type TimerResponse = z.infer<typeof TimerResponseSchema>;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target time has passed. */
  done: boolean;
}

/** Days, hours, minutes and seconds left until `targetIso` (all 0 and done once it has passed). */
export function countdownParts(targetIso: string, now: number = Date.now()): CountdownParts {
  const left = Math.max(0, Math.floor((Date.parse(targetIso) - now) / 1000));
  if (Number.isNaN(left) || left === 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: false,
  };
}
