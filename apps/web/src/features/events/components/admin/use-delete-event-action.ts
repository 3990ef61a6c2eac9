import { MSG, type Event } from '@app/shared';
import { errorMessage } from '../../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../../lib/notify';
import { useDeleteEvent } from '../../api/delete-event';

/**
 * Asks 'Are you sure you want to delete this event?', deletes, and shows the spec's Success or
 * Error dialog; the server's own reason (e.g. paid registrations exist) when it refuses.
 */
export function useDeleteEventAction() {
  const remove = useDeleteEvent();
  return (event: Event) =>
    confirmDelete('event', () =>
      remove.mutate(
        { id: event.id, symposiumName: event.symposiumName },
        {
          onSuccess: () => showSuccess(MSG.eventDeleted),
          onError: (err) => showError(errorMessage(err, MSG.eventDeleteFailed, MSG.eventDeleteError)),
        },
      ),
    );
}
