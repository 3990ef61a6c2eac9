// Under 'registrations': registering a team changes its status, and joining a registered team
// registers the joiner.
export const teamKeys = {
  all: ['registrations', 'teams'] as const,
  mine: (userId: number) => [...teamKeys.all, 'mine', userId] as const,
};

export const TEAM_ROOTS = [['registrations'], ['events']] as const;
