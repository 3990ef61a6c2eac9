import { formatSiteDateTime, SEATS_MSG, type MyWaitlistEntry } from '@app/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconSparkles } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/**
 * My Events' waitlist places (SPEC-2 §A): 'Waitlist #N', or 'Seat offered until {time}' with a
 * way to take it and 'Decline'. `declineEventId` (from the offer mail's link) asks at once.
 */
export function MyWaitlist({
  entries,
  eventPath,
  declineEventId,
  onDeclineAsked,
}: {
  entries: MyWaitlistEntry[];
  eventPath: (entry: MyWaitlistEntry) => string;
  declineEventId?: number | null;
  onDeclineAsked?: () => void;
}) {
  const leave = useLeaveWaitlist();
  const ask = (entry: MyWaitlistEntry) =>
    confirmAction({
      title: entry.status === 'offered' ? 'Decline the seat' : 'Leave the waitlist',
      message:
        entry.status === 'offered'
          ? `Decline the seat held for you in ${entry.eventName}? It goes to the next person waiting at once.`
          : `Leave the waitlist of ${entry.eventName}?`,
      confirm: entry.status === 'offered' ? SEATS_MSG.decline : 'Leave',
      danger: true,
      onConfirm: () =>
        leave.mutate(entry.eventId, {
          onSuccess: (r) => showSuccess(r.message, 2500),
          onError: (err) => showError(errorMessage(err, SEATS_MSG.notOnWaitlist)),
        }),
    });

  const toDecline = declineEventId ? entries.find((e) => e.eventId === declineEventId) : undefined;
  useEffect(() => {
    if (!toDecline) return;
    onDeclineAsked?.();
    ask(toDecline);
    // once per link opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toDecline?.eventId]);

  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="waitlist-heading">
      <Title order={2} size="h4" id="waitlist-heading">
        Waitlist
      </Title>
      {entries.map((e) => (
        <Paper key={e.eventId} withBorder p="sm" radius="md" data-testid="waitlist-place">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text fw={600}>{e.eventName}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {e.symposiumName}
                {e.teamName ? ` · Team ${e.teamName}` : ''}
              </Text>
              {e.status === 'offered' ? (
                <Group gap={4} mt={6} wrap="nowrap">
                  <IconSparkles
                    size={16}
                    color="var(--mantine-color-orange-9)"
                    aria-hidden="true"
                  />
                  <Text size="sm" fw={700} c="orange.9">
                    {SEATS_MSG.seatOfferedUntil(formatSiteDateTime(e.offeredUntil))}
                  </Text>
                </Group>
              ) : (
                <Badge
                  mt={6}
                  variant="light"
                  color="gray"
                  c="gray.8"
                  leftSection={<IconClockHour4 size={12} aria-hidden="true" />}
                >
                  {SEATS_MSG.waitlistPlace(e.position)}
                </Badge>
              )}
            </div>
            <Group gap="xs">
              {e.status === 'offered' && (
                <Button component={Link} to={eventPath(e)} color="orange.9" size="sm">
                  {SEATS_MSG.claimYourSeat}
                </Button>
              )}
              <Button
                variant="outline"
                color="red.8"
                size="sm"
                loading={leave.isPending}
                onClick={() => ask(e)}
              >
                {e.status === 'offered' ? SEATS_MSG.decline : 'Leave waitlist'}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
