import { MSG } from '@app/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { WRAPPING_BADGE } from '../../../components/wrapping-badge';
import { useAuth } from '../../../lib/auth';
import { useUserRegistrations } from '../api/get-user-registrations';
import { cardHighlight, roundLabel, ROUND_LABELS } from '../lib/round-status';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text fw={800} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

const LABEL_COLOR: Record<string, string> = {
  [ROUND_LABELS.selected]: 'teal',
  [ROUND_LABELS.notSelected]: 'red',
  [ROUND_LABELS.upcoming]: 'gray',
  [ROUND_LABELS.missed]: 'orange',
  [ROUND_LABELS.awaited]: 'blue',
};

/** The dashboard's summary: how many events, how many payments waiting, and where each event stands. */
export function RegistrationSummary({
  myEventsPath,
  cartPath,
}: {
  myEventsPath: string;
  cartPath: string;
}) {
  const { user } = useAuth();
  const query = useUserRegistrations(user?.id);
  const registrations = query.data?.registrations ?? [];
  const pending = query.data?.pendingPayments ?? [];
  const selected = registrations.filter((r) => r.rounds.some((round) => round.status === 1)).length;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="summary-title">
          Registrations and results
        </Title>
        {query.isLoading ? (
          <Text c="dimmed">Loading...</Text>
        ) : query.isLoadingError ? (
          <Text c="red.8" role="alert">
            {MSG.enrolledFetchError}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={3} spacing="xs">
              <Stat label="Enrolled" value={registrations.length} />
              <Stat
                label="Awaiting verification"
                value={pending.reduce((n, p) => n + p.events.length, 0)}
              />
              <Stat label="Selected in a round" value={selected} />
            </SimpleGrid>
            {registrations.length > 0 && (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {registrations.map((r) => {
                  // Where the student stands: the last round with a result, else the first still to come.
                  const decided = [...r.rounds].reverse().find((round) => round.status !== -1);
                  const current = decided ?? r.rounds[0];
                  const label = current
                    ? roundLabel(current, undefined, r.checkedInAt != null)
                    : 'Registered';
                  const highlight = cardHighlight(r.rounds);
                  return (
                    // On a narrow phone the badge goes under the name, whose words stay whole.
                    <Group key={r.id} component="li" justify="space-between" gap={4}>
                      <Text
                        size="sm"
                        fw={600}
                        style={{ flex: '1 1 8rem', overflowWrap: 'anywhere' }}
                      >
                        {r.event.eventName}
                      </Text>
                      <Badge
                        variant="dot"
                        tt="none"
                        color={
                          current ? LABEL_COLOR[label] : highlight === 'none' ? 'teal' : 'gray'
                        }
                        styles={WRAPPING_BADGE}
                      >
                        {current ? `Round ${current.roundNumber}: ${label}` : label}
                      </Badge>
                    </Group>
                  );
                })}
              </Stack>
            )}
            <Group gap="sm">
              <Button component={Link} to={myEventsPath} variant="light">
                My Events
              </Button>
              <Button component={Link} to={cartPath} variant="default">
                Cart
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
