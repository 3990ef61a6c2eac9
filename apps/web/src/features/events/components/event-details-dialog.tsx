import { formatSiteDateTime, MSG, type Event } from '@app/shared';
import {
  Anchor,
  Badge,
  Box,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconExternalLink,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { AddToCalendarButton, hasTimedRound } from '../../../components/add-to-calendar';
import { SeatsBadge } from '../../../components/seats-badge';
import { DeadlineCountdown } from './deadline-countdown';
import type { RenderEventActions } from './event-card';
import { PosterImage } from '../../../components/poster-image';
import { FeeBadge } from './fee-badge';
import { ShareButton } from './share-button';
import { shareTargetOf } from '../lib/event-display';

/**
 * The event detail dialog: poster, description, rounds and coordinator. While the symposium has
 * not started it says so instead (SPEC §4) and shows no register or cart button.
 */
export function EventDetailsDialog({
  event,
  symposiumOpen,
  onClose,
  renderActions,
  renderDetails,
  isSeatHeld,
}: {
  event: Event | null;
  symposiumOpen: boolean;
  onClose: () => void;
  renderActions?: RenderEventActions;
  renderDetails?: (event: Event) => ReactNode;
  /** Whether a seat of the event is offered to the signed-in student (no 'Full' badge for them). */
  isSeatHeld?: (event: Event) => boolean;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  // The dialog stays mounted and keeps showing the last event while it closes: Mantine hands focus
  // back to the card that opened it only when `opened` turns false (not when the dialog unmounts).
  const [last, setLast] = useState({ event, symposiumOpen });
  if (event && (event !== last.event || symposiumOpen !== last.symposiumOpen))
    setLast({ event, symposiumOpen });
  const shown = event ? { event, symposiumOpen } : last;
  const details = shown.event !== null && shown.symposiumOpen;
  const title =
    shown.event === null ? undefined : details ? shown.event.eventName : MSG.notYetStartedTitle;
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={title}
      size={details ? 'lg' : 'md'}
      fullScreen={details && phone}
      centered
    >
      {shown.event &&
        (details ? (
          <EventDetails
            event={shown.event}
            renderActions={renderActions}
            renderDetails={renderDetails}
            seatHeld={isSeatHeld?.(shown.event) ?? false}
          />
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{shown.event.eventName}</Text>
            <Text>{MSG.notYetStarted}</Text>
            <ShareButton target={shareTargetOf(shown.event, window.location.origin)} />
          </Stack>
        ))}
    </Modal>
  );
}

function EventDetails({
  event,
  renderActions,
  renderDetails,
  seatHeld,
}: {
  event: Event;
  renderActions?: RenderEventActions;
  renderDetails?: (event: Event) => ReactNode;
  seatHeld: boolean;
}) {
  return (
    <Stack gap="md">
      <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <PosterImage event={event} size="large" priority />
      </Box>
      <Group gap={6}>
        <Badge variant="light">{event.eventCategory}</Badge>
        <FeeBadge fees={event.registrationFees} />
        <Badge variant="light" color="gray" c="gray.8">
          {event.symposiumName}
        </Badge>
        <SeatsBadge event={event} held={seatHeld} />
      </Group>
      <ShareButton target={shareTargetOf(event, window.location.origin)} />
      <Text style={{ whiteSpace: 'pre-wrap' }}>{event.eventDescription}</Text>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact icon={<IconMapPin size={18} />} label="Location" value={event.location} />
        <Fact
          icon={<IconUsers size={18} />}
          label="Participation"
          value={
            event.teamOrIndividual === 'Team'
              ? `Team of ${event.minTeamSize === event.maxTeamSize ? event.minTeamSize : `${event.minTeamSize}–${event.maxTeamSize}`}`
              : event.teamOrIndividual
          }
        />
        <Fact
          icon={<IconCalendarEvent size={18} />}
          label="Registration closes"
          value={`${formatSiteDateTime(event.lastDateForRegistration)} (IST)`}
        />
        <Box>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={2}>
            Time left
          </Text>
          <DeadlineCountdown deadline={event.lastDateForRegistration} />
        </Box>
      </SimpleGrid>

      {event.rounds.length > 0 && (
        <>
          <Divider />
          <Title order={3} size="h5">
            {event.rounds.length === 1 ? 'Round' : `Rounds (${event.rounds.length})`}
          </Title>
          <Timeline active={-1} bulletSize={24} lineWidth={2}>
            {event.rounds.map((r) => (
              <Timeline.Item
                key={r.roundNumber}
                bullet={
                  <Text size="xs" fw={700}>
                    {r.roundNumber}
                  </Text>
                }
                title={`Round ${r.roundNumber}`}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.roundDetails}
                </Text>
                {r.roundDateTime && (
                  <Text size="xs" c="dimmed" mt={2}>
                    {formatSiteDateTime(r.roundDateTime)} (IST)
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
          {hasTimedRound(event.rounds) && (
            <Group>
              <AddToCalendarButton eventId={event.id} eventName={event.eventName} size="sm" />
            </Group>
          )}
        </>
      )}

      {renderDetails?.(event)}

      <Divider />
      <Title order={3} size="h5">
        Coordinator
      </Title>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconUser size={18} aria-hidden="true" />
          <Text size="sm">{event.coordinatorName}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconPhone size={18} aria-hidden="true" />
          <Anchor size="sm" href={`tel:${event.coordinatorContactNo.replace(/\s+/g, '')}`}>
            {event.coordinatorContactNo}
          </Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconMail size={18} aria-hidden="true" />
          <Anchor
            size="sm"
            href={`mailto:${event.coordinatorMail}`}
            style={{ wordBreak: 'break-all' }}
          >
            {event.coordinatorMail}
          </Anchor>
        </Group>
        {event.registrationLink && (
          <Group gap="xs" wrap="nowrap">
            <IconExternalLink size={18} aria-hidden="true" />
            <Anchor
              size="sm"
              href={event.registrationLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              More about this event
            </Anchor>
          </Group>
        )}
      </Stack>
      {/* Shown only while the symposium is open. */}
      {renderActions && (
        <Box pt="xs">{renderActions(event, { symposiumOpen: true, behindDialog: false })}</Box>
      )}
    </Stack>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={2}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Box c="brand.8" style={{ display: 'flex' }} aria-hidden="true">
          {icon}
        </Box>
        <Text size="sm">{value}</Text>
      </Group>
    </Box>
  );
}
