import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { useEvents } from '../../api/events';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { UpdateWinners } from '../../features/rounds/components/update-winners';
import { WinnersEditor } from '../../features/winners/components/winners-editor';

/** Update Winners, under /organizer and /admin alike: round results, then the event's places; a coordinator's events only. */
export function Component() {
  usePageMeta('Update Winners');
  const [params] = useSearchParams();
  const events = useEvents();
  const mine = useMyEventFilter();
  const event = events.data?.find((e) => e.id === Number(params.get('event')) && (!mine.allowed || mine.allowed.has(e.id)));
  if (!mine.ready) return <PageLoader label="Loading events..." />;
  return (
    <Stack gap="xl">
      <UpdateWinners only={mine.allowed} />
      {event && <WinnersEditor key={event.id} eventId={event.id} eventName={event.eventName} />}
    </Stack>
  );
}
