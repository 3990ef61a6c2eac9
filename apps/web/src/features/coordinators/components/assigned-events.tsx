import { SYMPOSIA, type AssignedEvent } from '@app/shared';
import { Badge, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ModalActions } from '../../../components/modal-actions';
import { errorMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { useEvents } from '../../../api/events';
import { useSetAssignedEvents } from '../api/set-assigned-events';

/**
 * The organizers page's 'Events' cell: what a person is assigned to, and a dialog to change it.
 * An organizer with none acts on every event; a volunteer with none acts on nothing.
 */
export function AssignedEvents({
  person,
  events,
}: {
  person: { id: number; name: string; role: string };
  events: AssignedEvent[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Group gap={4} wrap="wrap">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {person.role === 'volunteer' ? 'None yet' : 'All events'}
        </Text>
      ) : (
        events.map((e) => (
          <Badge key={e.id} variant="light" color="gray" tt="none">
            {e.eventName}
          </Badge>
        ))
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setOpen(true)}
        aria-label={`Assign events to ${person.name}`}
      >
        Assign
      </Button>
      {open && <AssignDialog person={person} current={events} onClose={() => setOpen(false)} />}
    </Group>
  );
}

function AssignDialog({
  person,
  current,
  onClose,
}: {
  person: { id: number; name: string };
  current: AssignedEvent[];
  onClose: () => void;
}) {
  const events = useEvents();
  const save = useSetAssignedEvents();
  const [ids, setIds] = useState(current.map((e) => String(e.id)));
  const groups = SYMPOSIA.map((s) => ({
    group: s,
    items: (events.data ?? [])
      .filter((e) => e.symposiumName === s)
      .map((e) => ({ value: String(e.id), label: e.eventName })),
  }));
  const submit = () =>
    save.mutate(
      { userId: person.id, eventIds: ids.map(Number) },
      {
        onSuccess: (res) => {
          showSuccess(res.message);
          onClose();
        },
        onError: (err) => showError(errorMessage(err, 'Could not save the assigned events.')),
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Events of ${person.name}`} centered>
      <Stack gap="sm">
        <MultiSelect
          label="Assigned events"
          description="Leave empty to give an organizer every event."
          placeholder={events.isPending ? 'Loading events…' : 'Choose events'}
          data={groups.filter((g) => g.items.length)}
          value={ids}
          onChange={setIds}
          searchable
          clearable
        />
        <ModalActions onCancel={onClose} onConfirm={submit} loading={save.isPending}>
          Save
        </ModalActions>
      </Stack>
    </Modal>
  );
}
