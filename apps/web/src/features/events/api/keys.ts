// The events a person gets depend on who they are (non-MIT students see fewer, the admin also
// gets assigned accounts), so lists are keyed by viewer. Everything starts with 'events'.
export const eventKeys = {
  all: ['events'] as const,
  list: (viewer: string) => [...eventKeys.all, 'list', viewer] as const,
};
