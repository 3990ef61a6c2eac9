import { Spoiler, Stack, Text } from '@mantine/core';
import { describeChanges } from '../lib/describe';

/** The fields an entry changed, one per line: "verified: (empty) → true". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = describeChanges(before, after);
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No details
      </Text>
    );
  return (
    <Spoiler maxHeight={88} showLabel="Show all changes" hideLabel="Show fewer" fz="sm">
      <Stack gap={2}>
        {changes.map((c) => (
          <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {c.field}
            </Text>
            {': '}
            {c.from !== undefined && c.to !== undefined ? (
              <>
                <Text span c="dimmed" td="line-through">
                  {c.from}
                </Text>
                {' → '}
                {c.to}
              </>
            ) : c.to !== undefined ? (
              c.to
            ) : (
              <Text span c="dimmed">
                {c.from} (removed)
              </Text>
            )}
          </Text>
        ))}
      </Stack>
    </Spoiler>
  );
}
