export const roundsKeys = {
  all: ['rounds'] as const,
  events: () => [...roundsKeys.all, 'events'] as const,
  registrants: (eventId: number) => [...roundsKeys.all, 'registrants', eventId] as const,
  notifyStatus: (eventId: number, roundNumber: number) => [...roundsKeys.all, 'notify-status', eventId, roundNumber] as const,
};
