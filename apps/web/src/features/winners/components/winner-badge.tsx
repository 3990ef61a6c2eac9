import { winnerLabel } from '@app/shared';
import { Badge } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';

/** 'Winner — First place' on a My Events card. */
export function WinnerBadge({ position }: { position: number }) {
  return (
    <Badge
      color="yellow.4"
      autoContrast
      variant="filled"
      size="sm"
      leftSection={<IconTrophy size={12} aria-hidden="true" />}
    >
      {winnerLabel(position)}
    </Badge>
  );
}
