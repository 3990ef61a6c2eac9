import {
  CreateTeamInputSchema,
  JoinTeamInputSchema,
  SEATS_MSG,
  type MyTeam,
  type TeamStatus,
} from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconShare, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { useCreateTeam } from '../api/create-team';
import { useFormingTeamRecheck } from '../api/get-my-teams';
import { useHandOver } from '../api/hand-over';
import { useJoinTeam } from '../api/join-team';
import { useRegenerateCode } from '../api/regenerate-code';
import { useRemoveMember } from '../api/remove-member';

export interface TeamEvent {
  id: number;
  eventName: string;
  minTeamSize: number;
  maxTeamSize: number;
}

export const TEAM_STATUS_LABELS: Record<TeamStatus, string> = {
  forming: 'Forming',
  pending: 'Awaiting verification',
  verified: 'Registered',
};

/**
 * 'Create or Join Team' (SPEC-2 §B): without a team, create one or join with a code; with one,
 * its members, the join code to copy or share, and leave, remove, hand over and a new code.
 */
export function TeamPanel({
  event,
  team,
  userId,
  shareUrl,
  opened,
  onClose,
}: {
  event: TeamEvent;
  team: MyTeam | undefined;
  userId: number;
  /** Where a friend opens the event (the code is typed there). */
  shareUrl: string;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={team ? `Team ${team.teamName}` : SEATS_MSG.createOrJoinTeam}
      // A team name of 60 letters without a space wraps anywhere rather than widening the dialog
      // past a phone's screen (and its close button with it).
      styles={{ title: { overflowWrap: 'anywhere', lineHeight: 1.3 } }}
      fullScreen={phone}
      centered
    >
      {team ? (
        <TeamDetails event={event} team={team} userId={userId} shareUrl={shareUrl} />
      ) : (
        <CreateOrJoin event={event} />
      )}
    </Modal>
  );
}

function CreateOrJoin({ event }: { event: TeamEvent }) {
  const [mode, setMode] = useState<'create' | 'join'>('create');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTeam();
  const join = useJoinTeam();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const onError = (err: Error) => setError(errorMessage(err, SEATS_MSG.teamName));
    if (mode === 'create') {
      const parsed = CreateTeamInputSchema.safeParse({ teamName: name });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SEATS_MSG.teamName);
      create.mutate({ eventId: event.id, teamName: parsed.data.teamName }, { onError });
    } else {
      const parsed = JoinTeamInputSchema.safeParse({ code });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SEATS_MSG.teamCode);
      join.mutate(parsed.data.code, { onError });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {event.eventName} is a team event: teams of{' '}
          {event.minTeamSize === event.maxTeamSize
            ? event.minTeamSize
            : `${event.minTeamSize} to ${event.maxTeamSize}`}
          . One member creates the team and shares its code; the others join with it. The leader
          registers the whole team.
        </Text>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => {
            setMode(v as 'create' | 'join');
            setError(null);
          }}
          data={[
            { value: 'create', label: 'Create a team' },
            { value: 'join', label: 'Join with a code' },
          ]}
        />
        {mode === 'create' ? (
          <TextInput
            label="Team name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={60}
            error={error}
            autoFocus
            data-autofocus
          />
        ) : (
          <TextInput
            label="Team code"
            description="The code your team leader shared"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.15em' } }}
            error={error}
          />
        )}
        <Button type="submit" loading={create.isPending || join.isPending}>
          {mode === 'create' ? 'Create team' : 'Join team'}
        </Button>
      </Stack>
    </form>
  );
}

function TeamDetails({
  event,
  team,
  userId,
  shareUrl,
}: {
  event: TeamEvent;
  team: MyTeam;
  userId: number;
  shareUrl: string;
}) {
  const remove = useRemoveMember();
  const handOver = useHandOver();
  const regenerate = useRegenerateCode();
  const isLeader = team.members.some((m) => m.userId === userId && m.isLeader);
  const registered = team.status !== 'forming';
  useFormingTeamRecheck(userId, !registered);
  const short = Math.max(0, team.minTeamSize - team.members.length);
  const shareText = `Join my team "${team.teamName}" for ${event.eventName}: open ${shareUrl}, choose '${SEATS_MSG.createOrJoinTeam}' and enter the code ${team.code}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `Team ${team.teamName}`, text: shareText });
        return;
      } catch {
        // cancelled, or not allowed here: fall back to WhatsApp
      }
    }
    window.open(`https://wa.me/?text=${encodeURIComponent(shareText)}`, '_blank', 'noopener');
  };
  const done = (message: string) => () => showSuccess(message, 2000);
  const failed = (err: Error) => showError(errorMessage(err, SEATS_MSG.teamNotFound));
  /** Asks first, then takes `memberId` off the team: a member the leader removes, or oneself leaving. */
  const removeAfterAsking = (memberId: number, ask: { title: string; message: string; confirm: string }) =>
    confirmAction({
      ...ask,
      onConfirm: () =>
        remove.mutate({ teamId: team.id, userId: memberId }, { onSuccess: (r) => showSuccess(r.message, 2000), onError: failed }),
    });

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={registered ? 'teal.9' : 'gray'} c={registered ? undefined : 'gray.8'} variant={registered ? 'filled' : 'light'}>
          {TEAM_STATUS_LABELS[team.status]}
        </Badge>
        <Badge
          variant="outline"
          color="gray.7"
          leftSection={<IconUsers size={12} aria-hidden="true" />}
        >
          {team.members.length} of {team.maxTeamSize}
        </Badge>
      </Group>
      {!registered && short > 0 && (
        <Alert color="yellow" variant="light" p="xs">
          {SEATS_MSG.teamTooSmall(team.minTeamSize)}{' '}
          {short === 1 ? 'One more to go.' : `${short} more to go.`}
        </Alert>
      )}
      {registered && (
        <Text size="sm" c="dimmed">
          {SEATS_MSG.teamRegistered}
        </Text>
      )}

      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Join code
        </Text>
        <Text ff="monospace" fz={28} fw={700} lts="0.12em" data-testid="team-code">
          {team.code}
        </Text>
        <Group gap="xs" mt={6}>
          <CopyButton value={team.code} timeout={1500}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCopy size={14} aria-hidden="true" />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconShare size={14} aria-hidden="true" />}
            onClick={() => void share()}
          >
            Share
          </Button>
          {isLeader && (
            <Button
              size="xs"
              variant="subtle"
              color="red.8"
              loading={regenerate.isPending}
              onClick={() =>
                confirmAction({
                  title: 'New join code',
                  message:
                    'The current code will stop working at once. Anyone who has not joined yet needs the new one.',
                  confirm: 'Issue new code',
                  onConfirm: () =>
                    regenerate.mutate(team.id, {
                      onSuccess: done('A new join code has been issued.'),
                      onError: failed,
                    }),
                })
              }
            >
              New code
            </Button>
          )}
        </Group>
      </Paper>

      <Stack gap={6}>
        <Title order={4} size="h6">
          Members
        </Title>
        {team.members.map((m) => (
          <Paper key={m.userId} withBorder p="xs" radius="sm" data-testid="team-member">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} size="sm" truncate>
                    {m.name}
                  </Text>
                  {m.isLeader && (
                    <Badge size="xs" color="indigo.8">
                      Leader
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {m.college || m.email}
                </Text>
              </div>
              {!registered && (
                <Group gap={4} wrap="nowrap">
                  {isLeader && !m.isLeader && (
                    <>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() =>
                          handOver.mutate(
                            { teamId: team.id, userId: m.userId },
                            { onSuccess: done(SEATS_MSG.leaderChanged), onError: failed },
                          )
                        }
                      >
                        Make leader
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.8"
                        onClick={() =>
                          removeAfterAsking(m.userId, {
                            title: 'Remove member',
                            message: `Remove ${m.name} from the team?`,
                            confirm: 'Remove',
                          })
                        }
                      >
                        Remove
                      </Button>
                    </>
                  )}
                  {m.userId === userId && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red.8"
                      onClick={() =>
                        removeAfterAsking(userId, {
                          title: 'Leave team',
                          message:
                            m.isLeader && team.members.length > 1
                              ? 'Leave the team? The member who joined earliest becomes the leader.'
                              : 'Leave the team?',
                          confirm: 'Leave',
                        })
                      }
                    >
                      Leave
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {!isLeader && !registered && (
        <Text size="sm" c="dimmed">
          {SEATS_MSG.onlyLeaderRegisters}
        </Text>
      )}
      {isLeader && !registered && short === 0 && (
        <Text size="sm" fw={500}>
          Your team is ready: register it with{' '}
          {team.registrationFees === 0 ? "'Register for Free'" : "'Add to Cart'"} on the event's card
          on the Events page.
        </Text>
      )}
    </Stack>
  );
}
