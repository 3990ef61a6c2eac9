import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { useEvents } from '../../api/events';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { RegistrationStatus } from '../../features/payments/components/registration-status';

/**
 * Registration Status for organizers and the admin; the event filter lists the caller's paid
 * events. A statement is matched against every pending payment, so a coordinator is not offered
 * the import (the server refuses it).
 */
export function Component() {
  usePageMeta('Registration Status');
  const events = useEvents();
  const mine = useMyEventFilter();
  if (!mine.ready) return <PageLoader label="Loading events..." />;
  const eventOptions = (events.data ?? [])
    .filter((e) => e.registrationFees > 0 && (!mine.allowed || mine.allowed.has(e.id)))
    .map((e) => ({ value: String(e.id), label: `${e.eventName} (${e.symposiumName}, #${e.id})` }));
  return <RegistrationStatus eventOptions={eventOptions} canImportStatement={!mine.allowed} />;
}
