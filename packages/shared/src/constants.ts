// Business constants from SPEC §9. Next year's team edits values here, once, for both sides.

export const SYMPOSIA = ['Enigma', 'Carteblanche'] as const;
export type SymposiumName = (typeof SYMPOSIA)[number];

export const ROLES = ['student', 'organizer', 'volunteer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Organizers and the admin: who verify payments, see registrations and run the events. No one signed in is not. */
export const isStaff = (user: { role: Role } | null | undefined) => user?.role === 'organizer' || user?.role === 'admin';

/** The staff and the volunteers: who work the event-day desks (check-in, walk-ins). */
export const isDesk = (user: { role: Role } | null | undefined) => isStaff(user) || user?.role === 'volunteer';

export const EVENT_CATEGORIES = [
  'Workshop',
  'Paper Presentation',
  'Technical Events',
  'Non-Technical Events',
  'Other',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EXPERIENCE_TYPES = [
  'Placement',
  'Intern',
  'Off-Campus Placement',
  'Off-Campus Intern',
] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

export const EXPERIENCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExperienceStatus = (typeof EXPERIENCE_STATUSES)[number];

export const DEPARTMENTS = [
  'CSE',
  'IT',
  'ECE',
  'EEE',
  'MECH',
  'CIVIL',
  'AUTO',
  'RPT',
  'CT',
  'AE',
] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEFAULT_DEPARTMENT: Department = 'IT';

export const HOME_COLLEGE = 'Madras Institute of Technology';
export const OTHER_COLLEGE = 'Other';
export const COLLEGE_CHOICES = [HOME_COLLEGE, OTHER_COLLEGE] as const;

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export const DEFAULT_STATE = 'Tamil Nadu';

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** One code mail a minute per address; the form offers a new code once the minute is up. */
export const OTP_RESEND_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 6;
export const MOBILE_LENGTH = 10;
export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const DEFAULT_ROUNDS = 1;
export const MAX_ROUNDS = 10;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** Round result values (SPEC §3): -1 undecided, 0 not selected, 1 selected. */
export const ROUND_STATUS = { undecided: -1, notEligible: 0, eligible: 1 } as const;

/** Year of passing offers 10 years: current year minus 5 to plus 4 (SPEC §5). */
export function yearOfPassingOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, i) => year - 5 + i);
}

/** Cuts a description to the 100-character preview used on cards. */
export function previewText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

const collegeKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A college counts as the society's own only when it is the home college's name itself (case and
 * spacing aside): a word match let 'MIT' inside other colleges' names through
 * (docs/decisions/003-home-college.md). The server may also require an address at the college's
 * mail domains.
 */
export function isHomeCollege(college: string | null | undefined): boolean {
  return !!college && collegeKey(college) === collegeKey(HOME_COLLEGE);
}

/** True when two spellings name one college (case and spacing aside). */
export function sameCollege(a: string | null | undefined, b: string | null | undefined): boolean {
  return collegeKey(a ?? '') === collegeKey(b ?? '');
}
