import { z } from 'zod';
import { symposiumNameField } from './symposia';

// The admin's dashboard: one symposium's figures, exact at the time of the call.

export const StatsQuerySchema = z.object({ symposium: symposiumNameField });

const count = z.number().int().nonnegative();

export const StatsTotalsSchema = z.object({
  /** distinct students holding a pending or verified registration */
  students: count,
  /** pending and verified registrations */
  registrations: count,
  verified: count,
  pending: count,
  rejected: count,
  /**
   * the admin only: money of the verified payments, in rupees, each payment once (a team pays one
   * fee for all its members). Of a payment that also covers events outside the figures (a cart
   * with another symposium's event), the fees of the events inside.
   */
  revenueVerified: z.number().optional(),
  /** the admin only: money of the payments awaiting a decision, counted as revenueVerified */
  revenuePending: z.number().optional(),
  checkedIn: count,
});

export const StatsEventSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  /** pending and verified registrations, one per person (each member of a team has one) */
  registrations: count,
  verified: count,
  pending: count,
  /** null: unlimited. For a team event it counts teams. */
  capacity: z.number().int().nullable(),
  /** as on the event's card: null when unlimited (a team's registrations hold one seat together) */
  seatsLeft: z.number().int().nonnegative().nullable(),
  /** seats held by payments not yet verified: one per student, one per team */
  pendingSeats: count,
  /** people waiting or holding an offer */
  waitlist: count,
  checkedIn: count,
  /** verified registrations not checked in */
  noShows: count,
});

export const StatsSchema = z.object({
  symposium: symposiumNameField,
  totals: StatsTotalsSchema,
  perEvent: z.array(StatsEventSchema),
  /** by the UTC day the registration was made */
  perDay: z.array(z.object({ date: z.string(), registrations: count })),
  topColleges: z.array(z.object({ college: z.string(), students: count })),
  verification: z.object({
    /** payments waiting for a decision */
    backlog: count,
    /** median hours from submission to decision; null when nothing was decided yet */
    medianHours: z.number().nullable(),
  }),
});

export type Stats = z.infer<typeof StatsSchema>;
export type StatsEvent = z.infer<typeof StatsEventSchema>;
