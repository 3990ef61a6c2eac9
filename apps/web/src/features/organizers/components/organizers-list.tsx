import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { MSG, type Organizer } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../lib/notify';
import { useOrganizers } from '../api/list-organizers';
import { useRemoveOrganizer } from '../api/remove-organizer';
import { AddOrganizerDialog } from './add-organizer-dialog';

/** `eventsOf` renders a person's assigned events (composed from the coordinators feature). */
export function OrganizersList({
  eventsOf,
}: { eventsOf?: (organizer: Organizer) => ReactNode } = {}) {
  const organizers = useOrganizers();
  const remove = useRemoveOrganizer();
  const [adding, setAdding] = useState(false);

  const onRemove = (id: number) =>
    confirmDelete('organizer', () =>
      remove.mutate(id, {
        onSuccess: () => showSuccess(MSG.organizerRemoved),
        onError: (err) => showError(errorMessage(err, 'Failed to remove organizer.')),
      }),
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Organizers</Title>
        <Button onClick={() => setAdding(true)}>Add Organizer</Button>
      </Group>
      <AddOrganizerDialog opened={adding} onClose={() => setAdding(false)} />
      {organizers.isPending && <PageLoader />}
      {organizers.isLoadingError && (
        <ErrorState message={errorMessage(organizers.error, 'Failed to load organizers.')} read={organizers} />
      )}
      {organizers.data?.length === 0 && (
        <EmptyState title="No organizers yet">
          Add the first organizer with the button above.
        </EmptyState>
      )}
      {!!organizers.data?.length && (
        <Card withBorder p={0}>
          <DataTable
            label="Organizers"
            minWidth={eventsOf ? 900 : 640}
            striped
            highlightOnHover
            columns={[
              'Name',
              'Email',
              'Department',
              'Mobile',
              'Role',
              !!eventsOf && 'Events',
              <Table.Th>
                <Text span className="visually-hidden">
                  Actions
                </Text>
              </Table.Th>,
            ]}
          >
            {organizers.data.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>{o.name}</Table.Td>
                <Table.Td>{o.email}</Table.Td>
                <Table.Td>{o.department}</Table.Td>
                <Table.Td>{o.mobile}</Table.Td>
                <Table.Td miw={120}>
                  <Badge variant="outline" color={o.role === 'volunteer' ? 'teal.9' : 'blue.9'}>
                    {o.role === 'volunteer' ? 'Volunteer' : 'Organizer'}
                  </Badge>
                </Table.Td>
                {eventsOf && <Table.Td>{eventsOf(o)}</Table.Td>}
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => onRemove(o.id)}
                    aria-label={`Remove ${o.name}`}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </Card>
      )}
    </Stack>
  );
}
