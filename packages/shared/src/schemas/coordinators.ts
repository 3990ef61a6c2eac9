import { z } from 'zod';
import { idField } from './fields';

// Organizers and volunteers assigned to events (SPEC-2 §I).

const idList = (what: string) =>
  z
    .array(idField, { error: `${what} must be a list of ids.` })
    .max(200, { error: `At most 200 ${what.toLowerCase()}.` })
    .transform((ids) => [...new Set(ids)]);

/** PUT /api/events/{id}/coordinators: the whole list, replacing the old one (empty clears it). */
export const SetCoordinatorsInputSchema = z.strictObject({ userIds: idList('userIds') });
export type SetCoordinatorsInput = z.input<typeof SetCoordinatorsInputSchema>;

/** PUT /api/organizers/{id}/events: the organizers page's side of the same assignment. */
export const SetAssignedEventsInputSchema = z.strictObject({ eventIds: idList('eventIds') });
export type SetAssignedEventsInput = z.input<typeof SetAssignedEventsInputSchema>;

export const CoordinatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(['organizer', 'volunteer']),
});
export type Coordinator = z.infer<typeof CoordinatorSchema>;

export const CoordinatorListResponseSchema = z.object({ message: z.string(), coordinators: z.array(CoordinatorSchema) });

export const AssignedEventSchema = z.object({ id: z.number().int(), eventName: z.string(), symposiumName: z.string() });
export type AssignedEvent = z.infer<typeof AssignedEventSchema>;

/** GET /api/me/events: the events the caller acts on; `all` when not held to assignments. */
export const MyEventsSchema = z.object({ all: z.boolean(), events: z.array(AssignedEventSchema) });
export type MyEvents = z.infer<typeof MyEventsSchema>;

/** GET /api/coordinators/assignments: who is assigned to what, for the organizers page. */
export const AssignmentListSchema = z.array(z.object({ userId: z.number().int(), events: z.array(AssignedEventSchema) }));
export type AssignmentList = z.infer<typeof AssignmentListSchema>;
