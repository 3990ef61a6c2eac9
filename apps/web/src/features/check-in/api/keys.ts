export const checkInKeys = {
  all: ['check-in'] as const,
  events: () => [...checkInKeys.all, 'events'] as const,
  roster: (eventId: number) => [...checkInKeys.all, 'roster', eventId] as const,
  attendance: (eventId: number) => [...checkInKeys.all, 'attendance', eventId] as const,
  pass: (passCode: string) => [...checkInKeys.all, 'pass', passCode] as const,
};
