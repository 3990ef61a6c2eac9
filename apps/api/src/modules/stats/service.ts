import type { Stats } from '@app/shared';
import type { Db } from '../../db/connection';
import { seatsLeft } from '../seats/repository';
import * as repo from './repository';

const TOP_COLLEGES = 10;
const HOUR = 3_600_000;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The money of these payments, each counted once however many registrations (a team's members)
 * or events (a cart) it covers. A payment that also covers events outside the figures (another
 * symposium's, or another coordinator's) counts the part of its amount that the events inside
 * paid: its amount split across its events by their fees when paid (equally when none is stored),
 * in whole rupees that add up to the amount, so the parts of every symposium make the money received
 * and editing an event's fee later moves nothing.
 */
function revenue(payments: repo.StatsPayment[]): number {
  return payments.reduce((s, p) => s + insidePart(p), 0);
}

function insidePart(p: repo.StatsPayment): number {
  const weights = p.events.some((e) => e.fee > 0)
    ? p.events.map((e) => e.fee)
    : p.events.map(() => 1);
  const total = weights.reduce((s, w) => s + w, 0);
  // Each event's share is the step of the rounded running total, so the shares sum to the amount.
  let before = 0;
  let part = 0;
  p.events.forEach((e, i) => {
    const upTo = before + weights[i]!;
    if (e.inside)
      part += Math.floor((p.amount * upTo) / total) - Math.floor((p.amount * before) / total);
    before = upTo;
  });
  return part;
}

/**
 * One symposium's dashboard figures. The reads share one repeatable-read transaction so the
 * totals, the per-event rows and the backlog describe the same moment; `withRevenue` is false
 * for organizers, who see everything but money. A coordinator's figures (`only`: their events)
 * are of their events alone: totals, days, colleges and the payments that include them.
 */
export async function symposiumStats(
  db: Db,
  symposium: string,
  withRevenue: boolean,
  only: ReadonlySet<number> | null,
): Promise<Stats> {
  const ids: repo.EventFilter = only && [...only];
  const read = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      events: await repo.perEvent(trx, symposium, ids),
      students: await repo.countStudents(trx, symposium, ids),
      perDay: await repo.registrationsPerDay(trx, symposium, ids),
      topColleges: await repo.topColleges(trx, symposium, ids, TOP_COLLEGES),
      payments: await repo.payments(trx, symposium, ids),
    }));

  const sum = (pick: (e: (typeof read.events)[number]) => number) =>
    read.events.reduce((s, e) => s + pick(e), 0);
  const totals: Stats['totals'] = {
    students: read.students,
    registrations: sum((e) => e.verified + e.pending),
    verified: sum((e) => e.verified),
    pending: sum((e) => e.pending),
    rejected: sum((e) => e.rejected),
    checkedIn: sum((e) => e.checkedIn),
  };
  if (withRevenue) {
    totals.revenueVerified = revenue(read.payments.filter((p) => p.verified === 1));
    totals.revenuePending = revenue(read.payments.filter((p) => p.verified == null));
  }

  const decidedHours = read.payments
    .filter((p) => p.verified != null && p.verified_at)
    .map((p) => (Date.parse(p.verified_at!) - Date.parse(p.created_at)) / HOUR)
    .filter((h) => Number.isFinite(h) && h >= 0);
  const med = median(decidedHours);

  return {
    symposium: symposium as Stats['symposium'],
    totals,
    perEvent: read.events.map((e) => ({
      eventId: e.id,
      eventName: e.name,
      registrations: e.verified + e.pending,
      verified: e.verified,
      pending: e.pending,
      capacity: e.capacity,
      seatsLeft: seatsLeft(e),
      pendingSeats: e.pendingSeats,
      waitlist: e.waitlist,
      checkedIn: e.checkedIn,
      noShows: Math.max(0, e.verified - e.checkedIn),
    })),
    perDay: read.perDay,
    topColleges: read.topColleges,
    verification: {
      backlog: read.payments.filter((p) => p.verified == null).length,
      medianHours: med == null ? null : Math.round(med * 10) / 10,
    },
  };
}
