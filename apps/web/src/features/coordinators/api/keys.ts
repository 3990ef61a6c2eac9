export const coordinatorKeys = {
  all: ['coordinators'] as const,
  mine: () => [...coordinatorKeys.all, 'mine'] as const,
  ofEvent: (eventId: number) => [...coordinatorKeys.all, 'event', eventId] as const,
  assignments: () => [...coordinatorKeys.all, 'assignments'] as const,
};
