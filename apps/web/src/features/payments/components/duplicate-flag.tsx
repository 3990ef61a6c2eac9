import type { DuplicatePayment } from '@app/shared';
import { Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { sameScreenshotAs } from '../lib/duplicates';

/**
 * 'Same screenshot as Priya R (transaction …) and 17 more' on a payment's row: information for the
 * organizer, never a rejection. The View dialog lists them all.
 */
export function DuplicateFlag({ duplicates }: { duplicates: DuplicatePayment[] }) {
  if (duplicates.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4} c="#a33a06">
      <IconCopy size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" fw={600} c="#a33a06" style={{ overflowWrap: 'anywhere' }}>
        {sameScreenshotAs(duplicates)}
      </Text>
    </Group>
  );
}
