import { Skeleton } from '@mantine/core';

/** Grey placeholders where a list's cards will stand while it loads; hidden from screen readers. */
export function SkeletonCards({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Skeleton key={i} height={height} radius="md" aria-hidden="true" />
  ));
}
