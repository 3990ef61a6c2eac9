import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { useEvents } from '../../api/events';
import { UpdateWinners } from '../../features/rounds/components/update-winners';
import { WinnersEditor } from '../../features/winners/components/winners-editor';

/** Update Winners, under /organizer and /admin alike: round results, then the event's places. */
export function Component() {
  usePageMeta('Update Winners');
  const [params] = useSearchParams();
  const events = useEvents();
  const event = events.data?.find((e) => e.id === Number(params.get('event')));
  return (
    <Stack gap="xl">
      <UpdateWinners />
      {event && <WinnersEditor key={event.id} eventId={event.id} eventName={event.eventName} />}
    </Stack>
  );
}
