export const organizerKeys = {
  all: ['organizers'] as const,
  list: () => [...organizerKeys.all, 'list'] as const,
};
