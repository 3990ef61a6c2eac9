export const winnersKeys = {
  all: ['winners'] as const,
  ofEvent: (eventId: number) => [...winnersKeys.all, 'event', eventId] as const,
  candidates: (eventId: number) => [...winnersKeys.all, 'candidates', eventId] as const,
  mine: () => [...winnersKeys.all, 'mine'] as const,
};
