import { usePageMeta } from '../../../components/page-title';
import { useAssignments } from '../../../features/coordinators/api/list-assignments';
import { AssignedEvents } from '../../../features/coordinators/components/assigned-events';
import { OrganizersList } from '../../../features/organizers/components/organizers-list';

/** Organizers and volunteers, each with the events they are assigned to. */
export function Component() {
  usePageMeta('Organizers');
  const assignments = useAssignments();
  return (
    <OrganizersList
      eventsOf={(o) => (
        <AssignedEvents person={o} events={assignments.data?.find((a) => a.userId === o.id)?.events ?? []} />
      )}
    />
  );
}
