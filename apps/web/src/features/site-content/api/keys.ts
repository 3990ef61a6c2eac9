export const siteContentKeys = {
  all: ['site-content'] as const,
  public: () => [...siteContentKeys.all, 'public'] as const,
  year: (year: number) => [...siteContentKeys.all, 'year', year] as const,
  admin: () => [...siteContentKeys.all, 'admin'] as const,
};
