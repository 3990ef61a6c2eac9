import { useUrlDialog } from '../../../lib/url-dialog';

/**
 * The team dialog of one event, kept in the URL as `?team={eventId}` like the event's own dialog,
 * so a phone's Back closes it and stays on the page.
 */
export function useTeamDialog() {
  const dialog = useUrlDialog('team');
  const eventId = Number(dialog.value);
  return {
    /** The event whose team dialog is open, or null. */
    eventId: Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null,
    open: (eventId: number) => dialog.open(String(eventId)),
    close: () => dialog.close(),
  };
}
