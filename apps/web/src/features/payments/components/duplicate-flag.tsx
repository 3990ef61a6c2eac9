import { Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';

/** 'Same screenshot as payment #{id}': information for the organizer, never a rejection. */
export function DuplicateFlag({ ids }: { ids: number[] }) {
  if (ids.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {ids.map((id) => (
        <Group key={id} gap={4} wrap="nowrap" c="orange.9">
          <IconCopy size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="xs" fw={600} c="orange.9">
            Same screenshot as payment #{id}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
