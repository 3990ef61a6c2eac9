import { MSG, type Event } from '@app/shared';
import { errorMessage } from '../../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../../lib/notify';
import { getDeletePreview } from '../../api/get-delete-preview';
import { useDeleteEvent } from '../../api/delete-event';

/**
 * Asks 'Are you sure you want to delete this event?' (naming the organizers whose only event it
 * is: once it is gone they see every event), deletes, and shows the spec's Success or Error
 * dialog; the server's own reason (e.g. paid registrations exist) when it refuses.
 */
export function useDeleteEventAction() {
  const remove = useDeleteEvent();
  const ask = async (event: Event) => {
    let names: string[];
    try {
      names = (await getDeletePreview(event.id)).organizersWithNoOtherEvent.map((o) => o.name);
    } catch (err) {
      showError(errorMessage(err, MSG.eventDeleteFailed, MSG.eventDeleteError));
      return;
    }
    confirmDelete(
      'event',
      () =>
        remove.mutate(
          { id: event.id, symposiumName: event.symposiumName },
          {
            onSuccess: () => showSuccess(MSG.eventDeleted),
            onError: (err) => showError(errorMessage(err, MSG.eventDeleteFailed, MSG.eventDeleteError)),
          },
        ),
      names.length > 0 ? MSG.onlyEventCoordinators(names) : undefined,
    );
  };
  return (event: Event) => void ask(event);
}
