import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { ROUND_CALENDAR_MINUTES, SITE_TIME_ZONE } from '@app/shared';
import { Temporal } from 'temporal-polyfill';

// iCalendar files (RFC 5545) with ical-generator: one VEVENT per round that has a time, written in
// India time (TZID=Asia/Kolkata with its VTIMEZONE), lasting ROUND_CALENDAR_MINUTES.

export interface CalendarRound {
  eventId: number;
  eventName: string;
  symposiumName: string;
  location: string;
  roundNumber: number;
  roundDetails: string;
  /** UTC ISO. */
  startsAt: string;
}

const inIndia = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(SITE_TIME_ZONE);

/** One round's summary: the event's name, with the round when the event has several. */
export function roundSummary(round: Pick<CalendarRound, 'eventName' | 'roundNumber'>, rounds: number): string {
  return rounds > 1 ? `${round.eventName} — Round ${round.roundNumber}` : round.eventName;
}

export function buildCalendar(name: string, rounds: CalendarRound[], site?: string): string {
  const cal = ical({ name, prodId: { company: 'CSMIT', product: 'Symposium', language: 'EN' } });
  // No calendar-wide zone: DTSTAMP stays UTC; each event names India time and its VTIMEZONE is added.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  const perEvent = new Map<number, number>();
  for (const r of rounds) perEvent.set(r.eventId, (perEvent.get(r.eventId) ?? 0) + 1);
  for (const r of rounds) {
    const start = Date.parse(r.startsAt);
    cal.createEvent({
      id: `event-${r.eventId}-round-${r.roundNumber}@csmit`,
      timezone: SITE_TIME_ZONE,
      start: inIndia(start),
      end: inIndia(start + ROUND_CALENDAR_MINUTES * 60_000),
      summary: roundSummary(r, perEvent.get(r.eventId) ?? 1),
      location: r.location,
      description: `${r.symposiumName}, round ${r.roundNumber}: ${r.roundDetails}`,
      ...(site ? { url: `${site.replace(/\/$/, '')}/events?symposium=${encodeURIComponent(r.symposiumName)}&event=${r.eventId}` } : {}),
    });
  }
  return cal.toString();
}
