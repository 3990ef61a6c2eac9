import type { Profile } from '@app/shared';
import type { ProfileRow } from './repository';

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fullName: row.full_name,
    dob: row.dob,
    mobile: row.mobile,
    college: row.college,
    department: row.department,
    yearOfPassing: row.year_of_passing,
    state: row.state,
    district: row.district,
    createdAt: row.created_at,
  };
}
