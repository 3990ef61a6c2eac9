import { z } from 'zod';
import { SITE_TIME_ZONE, SYMPOSIA } from '../constants';

// The schedule, clash warnings and calendar files (SPEC-2 §J; docs/decisions/012-schedule-and-calendar.md).

export const SCHEDULE_MSG = {
  clashesWith: (eventName: string, time: string) => `Clashes with ${eventName} at ${time}.`,
  calendarLinkCreated: 'Your private calendar link is ready. Copy it now: it is shown only once.',
  calendarLinkRevoked: 'Your private calendar link is turned off.',
  calendarLinkNotFound: 'This calendar link is not valid. Make a new one on My Events.',
  calendarSignIn: 'Log in, or use your private calendar link.',
} as const;

/** Two rounds clash when they start at the same time or at most this many minutes apart. */
export const CLASH_WINDOW_MINUTES = 60;
/** How long a round lasts in calendar files: the same hour the clash rule assumes. */
export const ROUND_CALENDAR_MINUTES = 60;

/** What the clash rule needs of an event: its name and its rounds' start times. */
export interface TimedEvent {
  id: number;
  eventName: string;
  rounds: { roundDateTime: string | null }[];
}

export const ClashSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  /** UTC ISO start of the other event's round that clashes. */
  at: z.string(),
  /** 'Clashes with {eventName} at {time}.' */
  message: z.string(),
});
export type Clash = z.infer<typeof ClashSchema>;

const startsOf = (event: TimedEvent): number[] =>
  event.rounds
    .map((r) => (r.roundDateTime ? Date.parse(r.roundDateTime) : NaN))
    .filter((t) => !Number.isNaN(t));

const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SITE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function partsOf(iso: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of dayAndTime.formatToParts(new Date(iso))) parts[p.type] = p.value;
  return parts;
}

/** A time of day in India, built from its parts so the server and every browser write it the same: '10:30 am'. */
export function formatSiteTime(iso: string): string {
  const p = partsOf(iso);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`;
}

/** A clash's time in India time: 'Sat 14 Mar, 10:30 am'. */
export function formatClashTime(iso: string): string {
  const p = partsOf(iso);
  return `${p.weekday} ${p.day} ${p.month}, ${formatSiteTime(iso)}`;
}

/**
 * The events of `held` (registrations and cart, the target itself left out) one of whose rounds
 * starts within CLASH_WINDOW_MINUTES of a round of `target`, either way. Rounds without a time
 * never clash. One clash per event, at the earliest of its clashing rounds; ordered by that time.
 */
export function findClashes(target: TimedEvent, held: TimedEvent[]): Clash[] {
  const mine = startsOf(target);
  if (mine.length === 0) return [];
  const windowMs = CLASH_WINDOW_MINUTES * 60_000;
  const clashes: Clash[] = [];
  const seen = new Set<number>([target.id]);
  for (const other of held) {
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    const hits = startsOf(other).filter((t) => mine.some((m) => Math.abs(m - t) <= windowMs));
    if (hits.length === 0) continue;
    const at = new Date(Math.min(...hits)).toISOString();
    clashes.push({
      eventId: other.id,
      eventName: other.eventName,
      at,
      message: SCHEDULE_MSG.clashesWith(other.eventName, formatClashTime(at)),
    });
  }
  return clashes.sort((a, b) => a.at.localeCompare(b.at) || a.eventId - b.eventId);
}

/** GET /api/schedule?symposium= (the category filter is the page's own). */
export const ScheduleQuerySchema = z.object({
  symposium: z.enum(SYMPOSIA).optional(),
});

/** One round on the timetable. */
export const ScheduleSlotSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventCategory: z.string(),
  symposiumName: z.enum(SYMPOSIA),
  location: z.string(),
  roundNumber: z.number().int(),
  roundDetails: z.string(),
  /** UTC ISO. */
  startsAt: z.string(),
});
export type ScheduleSlot = z.infer<typeof ScheduleSlotSchema>;
export const ScheduleSchema = z.array(ScheduleSlotSchema);

/** The date of a UTC ISO time in India, 'YYYY-MM-DD': the timetable's day. */
export function siteDayOf(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

/** GET /api/calendar/token: whether a private link exists (its token is never shown again). */
export const CalendarLinkStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarLinkStatus = z.infer<typeof CalendarLinkStatusSchema>;

/** POST /api/calendar/token: a new private link; any older one stops working. */
export const CalendarLinkCreatedSchema = z.object({
  message: z.string(),
  /** Root-relative: '/api/calendar/mine.ics?token=…'. */
  path: z.string(),
  createdAt: z.string(),
});
export type CalendarLinkCreated = z.infer<typeof CalendarLinkCreatedSchema>;

export const CalendarFeedQuerySchema = z.object({ token: z.string().max(200).optional() });

/** Answers of add-to-cart and free registration carry the clashes they found (they still succeed). */
export const ClashListSchema = z.array(ClashSchema);
