import { SYMPOSIA, type SymposiumName } from '@app/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { EventsBrowser } from '../../features/events/components/events-browser';
import { EventWinners } from '../../features/winners/components/event-winners';
import { NotifyMeForm } from '../../features/notify-me/components/notify-me-form';
import { useSymposiumOfEvent } from '../../api/events';
import { useSymposiumStatus } from '../../api/symposia';
import { useMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { useAuth } from '../../lib/auth';
import { useUrlDialog } from '../../lib/url-dialog';
import { EventSeatActions } from '../compose/event-seat-actions';

const isSymposium = (v: string | null): v is SymposiumName => !!v && (SYMPOSIA as readonly string[]).includes(v);

/** /events?symposium=Enigma|Carteblanche (SPEC §2). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('symposium');
  // ?event={id} opens that event's dialog (a shared link); closing it takes the id off the URL.
  const eventDialog = useUrlDialog('event');
  const eventParam = Number(eventDialog.value);
  const openEventId = Number.isSafeInteger(eventParam) && eventParam > 0 ? eventParam : null;
  // The open event decides the tab: a link whose symposium is not the event's own (edited by hand,
  // or without one) would show one symposium's cards behind another's event.
  const openedSymposium = useSymposiumOfEvent(openEventId);
  const symposium: SymposiumName = openedSymposium ?? (isSymposium(requested) ? requested : 'Enigma');
  useEffect(() => {
    if (openedSymposium && openEventId !== null && requested !== openedSymposium)
      setParams({ symposium: openedSymposium, event: String(openEventId) }, { replace: true });
  }, [openedSymposium, openEventId, requested, setParams]);
  // While the shown symposium is closed this asks again by itself, so its register buttons appear
  // when the admin starts it, without a reload.
  const status = useSymposiumStatus(symposium);
  const { user } = useAuth();
  // The same offers the register buttons read (one cached query): a seat held for this student
  // counts as taken, so the event often reads 'Full', yet the seat is theirs to claim.
  const waitlist = useMyWaitlist(user?.role === 'student' ? user.id : undefined);
  const isSeatHeld = (event: { id: number }) =>
    !!waitlist.data?.some((w) => w.eventId === event.id && w.status === 'offered');
  // Opening an event is a step in the history: a phone's Back closes its dialog (see useUrlDialog).
  const onOpenEvent = (id: number | null) =>
    id === null ? eventDialog.close({ symposium }) : eventDialog.open(String(id), { symposium });
  usePageMeta(`${symposium} Events`, `Events of ${symposium}, the symposium of the Computer Society of MIT: rounds, fees, deadlines and coordinators.`);
  return (
    <EventsBrowser
      symposium={symposium}
      onSymposiumChange={(name) => setParams({ symposium: name }, { replace: true })}
      openEventId={openEventId}
      onOpenEvent={onOpenEvent}
      status={status.data}
      renderActions={(event, ctx) => (
        <EventSeatActions event={event} behindDialog={ctx.behindDialog} />
      )}
      renderDetails={(event) => <EventWinners event={event} />}
      closedExtra={<NotifyMeForm />}
      isSeatHeld={isSeatHeld}
    />
  );
}
