import { Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ErrorState } from '../../../components/page-state';
import { attendanceCsvUrl, useAttendance } from '../api/get-attendance';
import { atTime } from '../lib/use-desk';

/** Attendance of the event: verified registrations against check-ins, and the CSV. */
/** `version`: the desk's count and queue; when either moves, the list is fetched again. */
export function AttendancePanel({ eventId, version }: { eventId: number; version: string }) {
  const attendance = useAttendance(eventId);
  const { data, refetch, isFetching } = attendance;
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
                  <Table.Th>Name</Table.Th>
                  <Table.Th>College</Table.Th>
                  <Table.Th>In at</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.attendees.map((a) => (
                  <Table.Tr key={a.registrationId}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.college}</Table.Td>
                    <Table.Td>{atTime(a.checkedInAt)}</Table.Td>
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
