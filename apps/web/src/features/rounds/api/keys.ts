export const roundsKeys = {
  all: ['rounds'] as const,
  notifyStatus: (eventId: number, roundNumber: number) => [...roundsKeys.all, 'notify-status', eventId, roundNumber] as const,
};
