export const registrationKeys = {
  all: ['registrations'] as const,
  ofUser: (userId: number) => [...registrationKeys.all, 'user', userId] as const,
  ofEvent: (eventId: number, symposium: string) => [...registrationKeys.all, 'event', eventId, symposium] as const,
  event: (eventId: number, symposium: string) => [...registrationKeys.all, 'event-details', eventId, symposium] as const,
  events: () => [...registrationKeys.all, 'events'] as const,
};
