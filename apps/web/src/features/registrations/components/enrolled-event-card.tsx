import { isRegistrationOpen, previewText, type UserRegistration } from '@app/shared';
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconMinus, IconUserX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { AddToCalendarButton, hasTimedRound } from '../../../components/add-to-calendar';
import { CancelRegistrationButton } from './cancel-registration-button';
import { freedSeatGoesToWaitlist } from '../lib/freed-seat';
import { cardHighlight, ROUND_LABELS, roundLabels, type RoundLabel } from '../lib/round-status';
import { ArticleCard } from '../../../components/bordered-card';
import { PosterImage } from '../../../components/poster-image';

const ROUND_ICON: Record<RoundLabel, { icon: typeof IconClock; color: string }> = {
  [ROUND_LABELS.selected]: { icon: IconCircleCheck, color: 'teal' },
  [ROUND_LABELS.notSelected]: { icon: IconCircleX, color: 'red' },
  [ROUND_LABELS.upcoming]: { icon: IconClock, color: 'gray' },
  [ROUND_LABELS.missed]: { icon: IconUserX, color: 'orange' },
  [ROUND_LABELS.awaited]: { icon: IconClock, color: 'blue' },
  [ROUND_LABELS.notApplicable]: { icon: IconMinus, color: 'gray' },
};

const HIGHLIGHT_STYLE = {
  red: { borderColor: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-0)' },
  yellow: {
    borderColor: 'var(--mantine-color-yellow-6)',
    background: 'var(--mantine-color-yellow-0)',
  },
  none: {},
} as const;

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * One enrolment on My Enrolled Events (SPEC §2, §4): poster, name, category, description cut to
 * 100 characters, one line per round, red if a round was lost, yellow if a round passed undecided.
 */
export function EnrolledEventCard({
  registration,
  eventsPath,
  now = new Date(),
  badges,
}: {
  registration: UserRegistration;
  eventsPath: string;
  now?: Date;
  badges?: ReactNode;
}) {
  const { event, rounds, team } = registration;
  const highlight = cardHighlight(rounds, now);
  const labels = roundLabels(rounds, now, registration.checkedInAt != null);
  return (
    <ArticleCard
      aria-labelledby={`enrolled-${registration.id}`}
      data-highlight={highlight}
      style={{ ...HIGHLIGHT_STYLE[highlight], borderWidth: highlight === 'none' ? undefined : 2 }}
    >
      <Card.Section>
        <PosterImage event={event} size="small" ratio="16 / 9" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {event.eventCategory}
          </Badge>
          <Badge variant="outline" color="gray.7" size="sm">
            {event.symposiumName}
          </Badge>
          {badges}
        </Group>
        <Title order={2} size="h4" id={`enrolled-${registration.id}`}>
          {event.eventName}
        </Title>
        <Text size="sm" c="dimmed">
          {previewText(event.eventDescription)}
        </Text>
        {rounds.length > 0 ? (
          <List spacing={6} size="sm" center aria-label={`Rounds of ${event.eventName}`}>
            {rounds.map((round, i) => {
              const label = labels[i]!;
              const { icon: Icon, color } = ROUND_ICON[label];
              return (
                <List.Item
                  key={round.roundNumber}
                  icon={
                    <ThemeIcon color={color} variant="light" size={24} radius="xl">
                      <Icon size={16} aria-hidden="true" />
                    </ThemeIcon>
                  }
                >
                  <Text span fw={600} size="sm">
                    Round {round.roundNumber}:
                  </Text>{' '}
                  <Text span size="sm" data-testid="round-label">
                    {label}
                  </Text>
                  {round.roundDateTime && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {when.format(new Date(round.roundDateTime))}
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No rounds: you are all set for the day.
          </Text>
        )}
        <Button component={Link} to={eventsPath} variant="light" mt="auto">
          View Event Details
        </Button>
        {hasTimedRound(rounds) && (
          <AddToCalendarButton eventId={event.id} eventName={event.eventName} />
        )}
        {event.registrationFees === 0 &&
          isRegistrationOpen(event, now.getTime()) &&
          // Only the leader may cancel a team's registration (the server answers 409 to the rest).
          (team && !team.isLeader ? (
            <Text size="xs" c="dimmed" ta="center">
              Only your team leader can cancel the team's registration.
            </Text>
          ) : (
            <CancelRegistrationButton
              registrationId={registration.id}
              label="Cancel registration"
              question={cancelQuestion(registration, now)}
            />
          ))}
      </Stack>
    </ArticleCard>
  );
}

/** What cancelling takes away; the seat is said to go on only where someone can be waiting for it. */
function cancelQuestion({ event, team }: UserRegistration, now: Date): string {
  const toWaitlist = freedSeatGoesToWaitlist(event, now.getTime());
  if (team) {
    return `Cancel team ${team.teamName}'s registration for ${event.eventName}? Every member's registration goes and each member is told by mail${toWaitlist ? '; the seat goes to the next person waiting.' : '.'}`;
  }
  return `Cancel your registration for ${event.eventName}?${toWaitlist ? ' Your seat goes to the next person waiting.' : ''}`;
}
