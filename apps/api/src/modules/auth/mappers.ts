import type { SessionUser } from '@app/shared';
import type { UserRow } from '../../db/database';

type SessionUserRow = Pick<UserRow, 'id' | 'email' | 'role' | 'full_name' | 'college' | 'department' | 'mobile'>;

/** SPEC §3: students carry fullName, every user carries name and college. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: row.full_name,
    ...(row.role === 'student' ? { fullName: row.full_name } : {}),
    college: row.college,
    department: row.department,
    mobile: row.mobile,
  };
}
