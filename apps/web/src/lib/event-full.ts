import { SEATS_MSG, type EventFullAnswer } from '@app/shared';
import { ApiError } from './api-client';

/**
 * When a call was refused with 409 'This event is full.' (SPEC-2 §A), the event it is about, as
 * the answer names it beside the message (its fields may be missing from an older server); null
 * for any other error.
 */
export function fullEventOf(
  err: unknown,
): Partial<Pick<EventFullAnswer, 'eventId' | 'eventName'>> | null {
  if (!(err instanceof ApiError) || err.status !== 409 || err.message !== SEATS_MSG.eventFull)
    return null;
  const { eventId, eventName } = err.details;
  return {
    ...(typeof eventId === 'number' ? { eventId } : {}),
    ...(typeof eventName === 'string' ? { eventName } : {}),
  };
}

/** '{eventName}: This event is full.', or the SPEC text alone when no name is known. */
export function eventFullMessage(full: { eventName?: string }, fallbackName?: string): string {
  const name = full.eventName ?? fallbackName;
  return name ? SEATS_MSG.eventFullNamed(name) : SEATS_MSG.eventFull;
}
