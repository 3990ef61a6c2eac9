import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@app/shared';
import { Link } from 'react-router';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { useMyEvents } from '../api/get-my-events';

/**
 * Where each event's card leads: the volunteer's two desks (links relative to their home, so
 * `check-in` is /volunteer/check-in). The desks choose their event on the page itself.
 */
const DESKS = [
  { label: 'Check-in desk', to: 'check-in' },
  { label: 'On-spot', to: 'on-spot' },
];

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
              <Group gap="xs" mt="xs">
                {DESKS.map((l) => (
                  <Button
                    key={l.label}
                    component={Link}
                    to={l.to}
                    variant="light"
                    size="compact-sm"
                    aria-label={`${l.label}: ${e.eventName}`}
                  >
                    {l.label}
                  </Button>
                ))}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
