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
  /** the admin only: event fees of verified registrations, in rupees */
  revenueVerified: z.number().optional(),
  /** the admin only: event fees of pending registrations, in rupees */
  revenuePending: z.number().optional(),
  checkedIn: count,
});

export const StatsEventSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  registrations: count,
  verified: count,
  /** pending registrations: the seats held by payments not yet verified */
  pending: count,
  /** null: unlimited */
  capacity: z.number().int().nullable(),
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
