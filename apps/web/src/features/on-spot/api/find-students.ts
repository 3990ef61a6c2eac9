import type { StudentLookup } from '@app/shared';
import { api } from '../../../lib/api-client';

/** GET /api/on-spot/students?q=: an existing account with exactly this email or mobile. */
export const findStudents = (q: string) =>
  api.get<StudentLookup>(`/on-spot/students?q=${encodeURIComponent(q.trim())}`);
