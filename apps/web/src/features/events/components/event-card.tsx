import { formatSiteDateTime, previewText, type Event } from '@app/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconDetail } from '../../../components/icon-detail';
import { SeatsBadge } from '../../../components/seats-badge';
import { DeadlineCountdown } from './deadline-countdown';
import { PosterImage } from '../../../components/poster-image';
import classes from './events.module.css';
import { FeeBadge } from './fee-badge';

export interface EventActionsContext {
  /** False while the event's symposium has not started: register and cart buttons are hidden. */
  symposiumOpen: boolean;
  /**
   * The card's event is open in the details dialog, over the card. That dialog shows the same
   * actions, so any dialog of theirs opens there, not twice.
   */
  behindDialog: boolean;
}

export type RenderEventActions = (event: Event, ctx: EventActionsContext) => ReactNode;

/** An event card (SPEC §2): poster, name, category, fee, description cut to 100 characters, countdown. */
export function EventCard({
  event,
  symposiumOpen,
  onOpen,
  renderActions,
  priority = false,
  seatHeld = false,
  behindDialog = false,
}: {
  event: Event;
  symposiumOpen: boolean;
  onOpen: () => void;
  renderActions?: RenderEventActions;
  priority?: boolean;
  /** A seat of this event is offered to the signed-in student: no 'Full' badge for them. */
  seatHeld?: boolean;
  /** The event's details dialog is open over this card. */
  behindDialog?: boolean;
}) {
  // The event's own date: its first round's (workshops have none and show only the venue).
  const firstRound = [...event.rounds].sort((a, b) => a.roundNumber - b.roundNumber)[0]?.roundDateTime ?? null;
  return (
    <Card withBorder padding={0} radius="md" className={classes.card} component="article" aria-labelledby={`event-${event.id}-name`}>
      <button type="button" className={classes.cardButton} onClick={onOpen} aria-label={`Details of ${event.eventName}`}>
        <PosterImage event={event} size="small" priority={priority} />
      </button>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {event.eventCategory}
          </Badge>
          <FeeBadge fees={event.registrationFees} size="sm" />
          <Badge variant="outline" size="sm" color="gray.7">
            {event.teamOrIndividual}
          </Badge>
          <SeatsBadge event={event} held={seatHeld} />
        </Group>
        <Title order={2} size="h4" id={`event-${event.id}-name`} lh={1.25}>
          {event.eventName}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {previewText(event.eventDescription)}
        </Text>
        <Stack gap={4}>
          {firstRound && (
            <IconDetail icon={IconCalendarEvent} label="Date: " gap={6} fw={600}>
              {formatSiteDateTime(firstRound)} IST
            </IconDetail>
          )}
          {event.location && (
            <IconDetail icon={IconMapPin} label="Venue: " gap={6}>
              {event.location}
            </IconDetail>
          )}
        </Stack>
        <DeadlineCountdown deadline={event.lastDateForRegistration} />
        <Stack gap="xs" mt={4}>
          <Button variant="light" fullWidth onClick={onOpen}>
            View Details
          </Button>
          {symposiumOpen && renderActions?.(event, { symposiumOpen, behindDialog })}
        </Stack>
      </Stack>
    </Card>
  );
}
