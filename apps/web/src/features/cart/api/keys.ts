// Query keys of the cart feature. Registration keys start with 'registrations' so that any
// registration change (free, paid, verified) refreshes the card buttons too.
export const cartKeys = {
  all: ['cart'] as const,
  list: (userId: number) => [...cartKeys.all, userId] as const,
};

export const registeredKeys = {
  all: ['registrations'] as const,
  byEmail: (email: string) => [...registeredKeys.all, 'by-email', email.toLowerCase()] as const,
};

/** Roots other features' caches hang under, refreshed after a registration. */
export const REGISTRATION_ROOTS = [['registrations'], ['payments'], ['cart'], ['events']] as const;
