export const dashboardKeys = {
  profile: ['profile', 'me'] as const,
};
