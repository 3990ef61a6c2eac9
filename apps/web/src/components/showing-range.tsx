import { Text } from '@mantine/core';

const count = (n: number) => n.toLocaleString('en-IN');

/** 'Showing 21–40 of 1,000' under a paged list: which rows this page holds, of how many. */
export function ShowingRange({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const first = total > 0 ? (page - 1) * pageSize + 1 : 0;
  const last = Math.min(page * pageSize, total);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Showing {count(first)}–{count(last)} of {count(total)}
    </Text>
  );
}
