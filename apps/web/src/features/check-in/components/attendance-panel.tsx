import { Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ErrorState } from '../../../components/page-state';
import { attendanceCsvUrl, useAttendance } from '../api/get-attendance';
import { atTime } from '../lib/use-desk';

/** 'In at' and a time such as '9:40 pm' read on one line on a phone; name and college wrap instead. */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;
/** A long name or college ('Lakshminarayanan') breaks within the word sooner than push the time
 * out of the phone's width. */
const WRAPS = { overflowWrap: 'anywhere' } as const;

/** Attendance of the event: verified registrations against check-ins, and the CSV. */
/** `version`: the desk's count and queue; when either moves, the list is fetched again. */
export function AttendancePanel({
  eventId,
  teamEvent,
  version,
}: {
  eventId: number;
  /** A team event: who came is read by team too, as in the CSV. */
  teamEvent: boolean;
  version: string;
}) {
  const attendance = useAttendance(eventId);
  const { data, refetch, isFetching } = attendance;
  const teams = teamEvent || !!data?.attendees.some((a) => a.teamName);
  useEffect(() => {
    void refetch();
  }, [version, refetch]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="attendance-title">
          Attendance
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => void refetch()} loading={isFetching}>
            Refresh
          </Button>
          <Button
            component="a"
            href={attendanceCsvUrl(eventId)}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            CSV
          </Button>
        </Group>
      </Group>
      {/* A failed refresh keeps the list last read; only with none is the failure shown. */}
      {!data ? (
        attendance.isError ? (
          <ErrorState message="The attendance could not be loaded." read={attendance} />
        ) : (
          <Text c="dimmed">Loading…</Text>
        )
      ) : (
        <>
          <Text>
            <b>{data.checkedIn}</b> of <b>{data.registered}</b> registered have checked in.
          </Text>
          <ScrollArea.Autosize mah={360}>
            <Table striped stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    Name
                    {teams && (
                      <Text span inherit hiddenFrom="sm">
                        {' '}
                        · team
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Th>College</Table.Th>
                  {teams && <Table.Th visibleFrom="sm">Team</Table.Th>}
                  <Table.Th style={ONE_LINE}>In at</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.attendees.map((a) => (
                  <Table.Tr key={a.registrationId}>
                    <Table.Td style={WRAPS}>
                      {a.name}
                      {/* On a phone four columns leave each a word per line: the team goes under the name. */}
                      {teams && (
                        <Text
                          size="xs"
                          c="gray.7"
                          hiddenFrom="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {a.teamName ?? 'No team'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={WRAPS}>{a.college}</Table.Td>
                    {teams && <Table.Td visibleFrom="sm">{a.teamName ?? '—'}</Table.Td>}
                    <Table.Td style={ONE_LINE}>{atTime(a.checkedInAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
