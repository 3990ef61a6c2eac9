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

/** A student's profile form as the users table's columns (signup and profile edit). */
export function profileColumns(input: {
  fullName: string;
  dob: string;
  mobile: string;
  college: string;
  department: string;
  yearOfPassing: number;
  state: string;
  district: string;
}) {
  return {
    full_name: input.fullName,
    dob: input.dob,
    mobile: input.mobile,
    college: input.college,
    department: input.department,
    year_of_passing: input.yearOfPassing,
    state: input.state,
    district: input.district,
  };
}
