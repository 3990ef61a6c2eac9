import type { Coordinator } from '@app/shared';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useEventCoordinators } from '../api/get-event-coordinators';

export type Person = Pick<Coordinator, 'id' | 'name' | 'email' | 'mobile' | 'role'>;
export interface Contact {
  name: string;
  mobile: string;
  email: string;
}

const roleLabel = (p: Person) => (p.role === 'volunteer' ? 'volunteer' : 'organizer');

/**
 * The event form's 'Coordinators': the organizers and volunteers held to this event. `value` is
 * null until the admin changes it (the saved list shows meanwhile). An assigned organizer with a
 * mobile number can fill the event's coordinator contact with one click.
 */
export function CoordinatorsField({
  eventId,
  people,
  value,
  onChange,
  onFillContact,
}: {
  eventId: number | null;
  people: Person[];
  value: number[] | null;
  onChange: (ids: number[]) => void;
  onFillContact: (contact: Contact) => void;
}) {
  const saved = useEventCoordinators(eventId);
  const selected = value ?? (saved.data ?? []).map((c) => c.id);
  const chosen = people.filter((p) => selected.includes(p.id));
  return (
    <Stack gap={6}>
      <MultiSelect
        label="Coordinators"
        description="Organizers assigned here see and act on this event only; volunteers get its check-in and on-spot desk. An organizer with no event sees every event."
        placeholder={saved.isPending && eventId !== null ? 'Loading…' : 'Choose organizers or volunteers'}
        data={people.map((p) => ({ value: String(p.id), label: `${p.name} (${roleLabel(p)}, ${p.email})` }))}
        value={selected.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        searchable
        clearable
        nothingFoundMessage="No organizer or volunteer by that name"
      />
      {chosen.some((p) => p.mobile) && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Use as the contact below:
          </Text>
          {chosen
            .filter((p) => p.mobile)
            .map((p) => (
              <Button
                key={p.id}
                size="compact-xs"
                variant="light"
                onClick={() => onFillContact({ name: p.name, mobile: p.mobile!, email: p.email })}
                aria-label={`Use ${p.name} as the coordinator contact`}
              >
                {p.name}
              </Button>
            ))}
        </Group>
      )}
    </Stack>
  );
}
