import { Button } from '@mantine/core';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads a paged list's next page; shown only while there is one. */
export function ShowMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      onClick={() => query.fetchNextPage()}
      loading={query.isFetchingNextPage}
    >
      Show more
    </Button>
  );
}
