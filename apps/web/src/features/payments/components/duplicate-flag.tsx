import { Badge, Stack } from '@mantine/core';

/** 'Same screenshot as payment #{id}': information for the organizer, never a rejection. */
export function DuplicateFlag({ ids }: { ids: number[] }) {
  if (ids.length === 0) return null;
  return (
    <Stack gap={2} mt={4} align="flex-start">
      {ids.map((id) => (
        <Badge key={id} color="orange.9" variant="light" size="sm" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
          Same screenshot as payment #{id}
        </Badge>
      ))}
    </Stack>
  );
}
