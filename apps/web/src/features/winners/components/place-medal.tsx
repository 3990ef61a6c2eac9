import { ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';

const COLORS: Record<number, string> = { 1: 'yellow.7', 2: 'gray.6', 3: 'orange.8' };

/** A trophy in gold, silver or bronze; the place is always said in words beside it. */
export function PlaceMedal({ position, size = 28 }: { position: number; size?: number }) {
  return (
    <ThemeIcon color={COLORS[position] ?? 'gray'} radius="xl" size={size} aria-hidden="true">
      <IconTrophy size={size * 0.6} aria-hidden="true" />
    </ThemeIcon>
  );
}
