// Keys of the coordinators' reads (who coordinates which event, and one's own events). Deleting an
// event or removing an organizer changes them too, so they live here, beside the events' keys.

export const coordinatorKeys = {
  all: ['coordinators'] as const,
  mine: () => [...coordinatorKeys.all, 'mine'] as const,
  ofEvent: (eventId: number) => [...coordinatorKeys.all, 'event', eventId] as const,
  assignments: () => [...coordinatorKeys.all, 'assignments'] as const,
};
