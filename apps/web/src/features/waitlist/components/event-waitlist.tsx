import { formatSiteDateTime, SEATS_MSG } from '@app/shared';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEventWaitlist } from '../api/get-event-waitlist';

/** Staff: an event's waitlist in order, with the open offers and their ends (SPEC-2 §A). */
export function EventWaitlist({ eventId }: { eventId: number }) {
  const list = useEventWaitlist(eventId);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-waitlist">
      <Title order={2} size="h4" id="event-waitlist">
        Waitlist ({list.data.length})
      </Title>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="xs" miw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((w) => (
              <Table.Tr key={w.userId}>
                <Table.Td>{w.position}</Table.Td>
                <Table.Td>
                  {w.name}
                  {w.teamName && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · Team {w.teamName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{w.email}</Table.Td>
                <Table.Td>
                  {w.offeredUntil ? (
                    <Badge color="orange.9">
                      {SEATS_MSG.seatOfferedUntil(formatSiteDateTime(w.offeredUntil))}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray" c="gray.8">
                      Waiting
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
