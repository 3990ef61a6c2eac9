import { usePageMeta } from '../../components/page-title';
import { useRegisteredEventIds } from '../../features/cart/api/get-registered-event-ids';
import { ScheduleView } from '../../features/schedule/components/schedule-view';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

/** /schedule (SPEC-2 §J): the public timetable, the signed-in student's own events marked. */
export function Component() {
  usePageMeta('Schedule', 'The timetable of Enigma and Carteblanche: every round by day and time, with its venue.');
  const { user } = useAuth();
  const registered = useRegisteredEventIds(user && user.role !== 'admin' ? user.email : null);
  return (
    <ScheduleView
      markedEventIds={registered.data}
      eventPath={(slot) => `${paths.events(slot.symposiumName)}&event=${slot.eventId}`}
    />
  );
}
