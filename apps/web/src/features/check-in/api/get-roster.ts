import type { Roster } from '@app/shared';
import { api } from '../../../lib/api-client';

/** GET /api/events/{id}/check-in-roster: every verified registrant's pass, for answering offline. */
export const getRoster = (eventId: number) => api.get<Roster>(`/events/${eventId}/check-in-roster`);
