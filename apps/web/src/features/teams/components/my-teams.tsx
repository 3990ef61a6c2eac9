import type { MyTeam } from '@app/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TEAM_STATUS_LABELS } from './team-panel';

/** My Events' teams (SPEC-2 §B): each team with its event, status and members. */
export function MyTeams({ teams, onOpen }: { teams: MyTeam[]; onOpen: (team: MyTeam) => void }) {
  if (teams.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="teams-heading">
      <Title order={2} size="h4" id="teams-heading">
        My teams
      </Title>
      {teams.map((t) => (
        <Paper key={t.id} withBorder p="sm" radius="md" data-testid="my-team">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Group gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  Team {t.teamName}
                </Text>
                <Badge
                  size="sm"
                  color={t.status === 'forming' ? 'gray' : 'teal.9'}
                  c={t.status === 'forming' ? 'gray.8' : undefined}
                  variant={t.status === 'forming' ? 'light' : 'filled'}
                >
                  {TEAM_STATUS_LABELS[t.status]}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t.eventName} · {t.symposiumName}
              </Text>
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t.members.map((m) => (m.isLeader ? `${m.name} (leader)` : m.name)).join(', ')}
              </Text>
            </div>
            <Button variant="light" size="sm" onClick={() => onOpen(t)}>
              Open team
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
