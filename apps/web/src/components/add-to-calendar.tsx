import type { ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { DownloadButton } from './link-buttons';

/** Whether any round has a time: only then is there something to add to a calendar. */
export const hasTimedRound = (rounds: { roundDateTime: string | null }[]) => rounds.some((r) => !!r.roundDateTime);

/**
 * 'Add to calendar' (SPEC-2 §J): the event's rounds as an .ics file in India time, which phones and
 * desktop calendars open as new entries.
 */
export function AddToCalendarButton({ eventId, eventName, ...props }: { eventId: number; eventName: string } & ButtonProps) {
  return (
    <DownloadButton
      href={`/api/events/${eventId}/calendar.ics`}
      fileName={`${eventName}.ics`}
      variant="default"
      icon={IconCalendarPlus}
      aria-label={`Add ${eventName} to calendar`}
      {...props}
    >
      Add to calendar
    </DownloadButton>
  );
}
