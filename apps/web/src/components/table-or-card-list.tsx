import { Box, Card, Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One list shown two ways: `table` from the `sm` breakpoint up, and on phones a list of bordered
 * cards, one per item, each holding what `card` gives for it.
 */
export function TableOrCardList<T>({
  table,
  items,
  itemKey,
  card,
  gap = 'sm',
}: {
  table: ReactNode;
  items: T[];
  itemKey: (item: T) => string | number;
  card: (item: T, index: number) => ReactNode;
  /** The space between the cards. */
  gap?: MantineSpacing;
}) {
  return (
    <>
      <Box visibleFrom="sm">{table}</Box>
      <Stack gap={gap} hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, i) => (
          <Card key={itemKey(item)} withBorder radius="md" padding="sm" component="li">
            {card(item, i)}
          </Card>
        ))}
      </Stack>
    </>
  );
}
