export const symposiumKeys = {
  all: ['symposia'] as const,
  status: () => [...symposiumKeys.all, 'status'] as const,
  timer: () => [...symposiumKeys.all, 'timer'] as const,
};
