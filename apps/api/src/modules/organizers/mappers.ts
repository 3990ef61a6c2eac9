import type { Organizer } from '@app/shared';
import type { UserRow } from '../../db/database';

export function toOrganizer(row: Pick<UserRow, 'id' | 'full_name' | 'email' | 'department' | 'mobile' | 'role' | 'created_at'>): Organizer {
  return {
    id: row.id,
    name: row.full_name,
    email: row.email,
    department: row.department,
    mobile: row.mobile,
    role: row.role === 'volunteer' ? 'volunteer' : 'organizer',
    createdAt: row.created_at,
  };
}
