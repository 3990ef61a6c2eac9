import { useRef, useState } from 'react';
import { usePageMeta } from '../../../components/page-title';
import { useAccounts } from '../../../api/accounts';
import { useSetEventCoordinators } from '../../../features/coordinators/api/set-event-coordinators';
import { CoordinatorsField } from '../../../features/coordinators/components/coordinators-field';
import type { CoordinatorsSlot } from '../../../features/events/components/admin/event-form';
import { EventManagementPortal } from '../../../features/events/components/admin/event-management-portal';
import { useOrganizers } from '../../../features/organizers/api/list-organizers';
import { paths } from '../../paths';

/** The admin's events, with the coordinators field of the events form taken from the organizers. */
export function Component() {
  usePageMeta('Event Management Portal');
  const accounts = useAccounts();
  const organizers = useOrganizers();
  const setCoordinators = useSetEventCoordinators();
  // What the admin picked in the open form, and for which event (null: a new one); unchanged if null.
  const [picked, setPicked] = useState<{ eventId: number | null; userIds: number[] } | null>(null);
  const pickedRef = useRef(picked);
  pickedRef.current = picked;

  const coordinators: CoordinatorsSlot = {
    render: ({ eventId, fillContact }) => (
      <CoordinatorsField
        key={eventId ?? 'new'}
        eventId={eventId}
        people={organizers.data ?? []}
        value={picked && picked.eventId === eventId ? picked.userIds : null}
        onChange={(userIds) => setPicked({ eventId, userIds })}
        onFillContact={fillContact}
      />
    ),
    save: async (eventId, editingId) => {
      const chosen = pickedRef.current;
      if (!chosen || chosen.eventId !== editingId) return;
      await setCoordinators.mutateAsync({ eventId, userIds: chosen.userIds });
      setPicked(null);
    },
  };

  return (
    <EventManagementPortal
      accounts={accounts.data}
      accountsError={accounts.isLoadingError}
      links={{ registrations: paths.admin.eventRegistrations }}
      coordinators={coordinators}
    />
  );
}
