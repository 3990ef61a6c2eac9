import { formatSiteDateTime, SEATS_MSG, type WaitlistEntry } from '@app/shared';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { TableOrCardList } from '../../../components/table-or-card-list';
import { WRAPPING_BADGE } from '../../../components/wrapping-badge';
import { useEventWaitlist } from '../api/get-event-waitlist';


function Status({ entry }: { entry: WaitlistEntry }) {
  return entry.offeredUntil ? (
    <Badge color="orange.9" styles={WRAPPING_BADGE}>
      {SEATS_MSG.seatOfferedUntil(formatSiteDateTime(entry.offeredUntil))}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" c="gray.8" styles={WRAPPING_BADGE}>
      Waiting
    </Badge>
  );
}

/** Staff: an event's waitlist in order, with the open offers and their ends (SPEC-2 §A). */
export function EventWaitlist({ eventId }: { eventId: number }) {
  const list = useEventWaitlist(eventId);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-waitlist">
      <Title order={2} size="h4" id="event-waitlist">
        Waitlist ({list.data.length})
      </Title>
      <TableOrCardList
        items={list.data}
        itemKey={(w) => w.userId}
        gap="xs"
        table={
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
                      <Status entry={w} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        }
        card={(w) => (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={700} style={{ flexShrink: 0 }}>
                #{w.position}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {w.name}
                {w.teamName && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    · Team {w.teamName}
                  </Text>
                )}
              </Text>
            </Group>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {w.email}
            </Text>
            <div>
              <Status entry={w} />
            </div>
          </Stack>
        )}
      />
    </Stack>
  );
}
