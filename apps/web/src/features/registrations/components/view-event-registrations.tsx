import { MSG, SYMPOSIA, type Event } from '@app/shared';
import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { TableOrCardList } from '../../../components/table-or-card-list';
import { showError } from '../../../lib/notify';
import { useEvents } from '../../../api/events';

const date = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * 'View Event Registrations' (SPEC §2): every event with its registration date and a button to its
 * registrations, on the organizer's or the admin's path.
 */
export function ViewEventRegistrations({
  registrationsPath,
  only = null,
}: {
  registrationsPath: (eventId: number, symposium: string) => string;
  /** The events a coordinator is held to (null: all). */
  only?: ReadonlySet<number> | null;
}) {
  const events = useEvents();
  const navigate = useNavigate();
  const [symposium, setSymposium] = useState<string>('All');
  const [search, setSearch] = useState('');

  const open = (e: Pick<Event, 'id' | 'symposiumName'>) => {
    if (!e.id || !e.symposiumName) {
      showError(MSG.invalidRegistrationsView);
      return;
    }
    navigate(registrationsPath(e.id, e.symposiumName));
  };

  if (events.isLoading) return <PageLoader label="Loading events..." />;
  if (events.isLoadingError) return <ErrorState message={MSG.eventsFetchError} read={events} />;
  const needle = search.trim().toLowerCase();
  const list = (events.data ?? [])
    .filter((e) => !only || only.has(e.id))
    .filter((e) => symposium === 'All' || e.symposiumName === symposium)
    .filter((e) => !needle || e.eventName.toLowerCase().includes(needle))
    .sort((a, b) => a.lastDateForRegistration.localeCompare(b.lastDateForRegistration));

  const button = (e: Event, fullWidth = false) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconUsers size={14} aria-hidden="true" />}
      onClick={() => open(e)}
      fullWidth={fullWidth}
      aria-label={`View Registrations of ${e.eventName}`}
    >
      View Registrations
    </Button>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>View Event Registrations</Title>
      <Group justify="space-between" gap="sm" align="flex-end">
        <SegmentedControl
          data={['All', ...SYMPOSIA]}
          value={symposium}
          onChange={setSymposium}
          aria-label="Symposium"
        />
        <TextInput
          placeholder="Search events"
          aria-label="Search events"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {list.length === 0 ? (
        <EmptyState title="No events">There are no events to show.</EmptyState>
      ) : (
        <TableOrCardList
          items={list}
          itemKey={(e) => e.id}
          table={
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event Name</Table.Th>
                  <Table.Th>Event Date</Table.Th>
                  <Table.Th>View Registrations</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {e.eventName}
                        </Text>
                        <Badge size="xs" variant="light" color="gray">
                          {e.symposiumName}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>{date.format(new Date(e.lastDateForRegistration))}</Table.Td>
                    <Table.Td>{button(e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          }
          card={(e) => (
            <>
              <Group
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                preventGrowOverflow={false}
              >
                <Text fw={600}>{e.eventName}</Text>
                {/* The name wraps; the symposium stays whole. */}
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {e.symposiumName}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mb="xs">
                Event Date: {date.format(new Date(e.lastDateForRegistration))}
              </Text>
              {button(e, true)}
            </>
          )}
        />
      )}
    </Stack>
  );
}
