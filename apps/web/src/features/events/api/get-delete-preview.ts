import type { EventDeletePreview } from '@app/shared';
import { api } from '../../../lib/api-client';

/** GET /api/events/{id}/delete-preview (admin): asked afresh each time the admin deletes an event. */
export const getDeletePreview = (id: number) => api.get<EventDeletePreview>(`/events/${id}/delete-preview`);
