export const certificateKeys = {
  all: ['certificates'] as const,
  summary: (eventId: number) => [...certificateKeys.all, 'summary', eventId] as const,
  job: (jobId: number) => [...certificateKeys.all, 'job', jobId] as const,
  one: (code: string) => [...certificateKeys.all, 'one', code] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  settings: () => [...certificateKeys.all, 'settings'] as const,
};
