import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@app/shared';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { useMyEvents } from '../api/get-my-events';

/** A volunteer's landing page: the events whose desk they run. */
export function MyEventsList() {
  const mine = useMyEvents();
  if (mine.isPending) return <PageLoader label="Loading your events..." />;
  if (mine.isLoadingError) return <ErrorState message={MSG.eventsFetchError} read={mine} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Your events
      </Title>
      {mine.data.events.length === 0 ? (
        <EmptyState title="No events yet">The admin has not assigned you to an event. Ask them to, then reload this page.</EmptyState>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {mine.data.events.map((e) => (
            <Card key={e.id} withBorder radius="md" padding="sm" component="li">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} style={{ minWidth: 0 }}>
                  {e.eventName}
                </Text>
                {/* A long event name wraps; the symposium's name stays whole beside it. */}
                <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                  {e.symposiumName}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
