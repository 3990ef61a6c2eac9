export const dashboardKeys = {
  profile: ['profile', 'me'] as const,
  /** Under 'payments' so that paying or a verification refreshes it. */
  payments: (userId: number) => ['payments', 'user', userId] as const,
};
