import { api } from '../../../lib/api-client';

/** DELETE /api/check-in/{registrationId}: takes a mistaken check-in back (audited). */
export const undoCheckIn = (registrationId: number, eventId: number) =>
  api.delete<{ message: string }>(`/check-in/${registrationId}?eventId=${eventId}`);
