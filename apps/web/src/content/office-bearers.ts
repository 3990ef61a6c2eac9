import type { OfficeBearer } from './types';

// This year's 17 office bearers (SPEC §9: the first 8 show until View More). Roles are the
// society's; names and photos are placeholders (avatars show the role's initials).
export const officeBearers: OfficeBearer[] = [
  { name: 'Student Name (placeholder)', role: 'President', image: 'office-bearers/office-bearer-01' },
  { name: 'Student Name (placeholder)', role: 'Vice President', image: 'office-bearers/office-bearer-02' },
  { name: 'Student Name (placeholder)', role: 'General Secretary', image: 'office-bearers/office-bearer-03' },
  { name: 'Student Name (placeholder)', role: 'Joint Secretary', image: 'office-bearers/office-bearer-04' },
  { name: 'Student Name (placeholder)', role: 'Treasurer', image: 'office-bearers/office-bearer-05' },
  { name: 'Student Name (placeholder)', role: 'Joint Treasurer', image: 'office-bearers/office-bearer-06' },
  { name: 'Student Name (placeholder)', role: 'Technical Head', image: 'office-bearers/office-bearer-07' },
  { name: 'Student Name (placeholder)', role: 'Events Head', image: 'office-bearers/office-bearer-08' },
  { name: 'Student Name (placeholder)', role: 'Design Head', image: 'office-bearers/office-bearer-09' },
  { name: 'Student Name (placeholder)', role: 'Web Head', image: 'office-bearers/office-bearer-10' },
  { name: 'Student Name (placeholder)', role: 'Public Relations Head', image: 'office-bearers/office-bearer-11' },
  { name: 'Student Name (placeholder)', role: 'Sponsorship Head', image: 'office-bearers/office-bearer-12' },
  { name: 'Student Name (placeholder)', role: 'Content Head', image: 'office-bearers/office-bearer-13' },
  { name: 'Student Name (placeholder)', role: 'Media Head', image: 'office-bearers/office-bearer-14' },
  { name: 'Student Name (placeholder)', role: 'Logistics Head', image: 'office-bearers/office-bearer-15' },
  { name: 'Student Name (placeholder)', role: 'Outreach Head', image: 'office-bearers/office-bearer-16' },
  { name: 'Student Name (placeholder)', role: 'Workshops Head', image: 'office-bearers/office-bearer-17' },
];

/** How many office bearers show before View More. */
export const OFFICE_BEARERS_SHOWN = 8;
