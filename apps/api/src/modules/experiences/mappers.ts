import type { AdminExperience, Company, ExperienceType, PublicExperience } from '@app/shared';
import type { Selectable } from 'kysely';
import type { ExperiencesTable } from '../../db/database';

type ListRow = Pick<
  Selectable<ExperiencesTable>,
  | 'id'
  | 'name'
  | 'email'
  | 'company'
  | 'type'
  | 'year_of_passing'
  | 'linkedin'
  | 'status'
  | 'created_at'
  | 'reviewed_at'
>;

export const pdfUrl = (id: number) => `/api/placements/experiences/${id}/pdf`;

/** Public shape: the submitter's email never leaves the server here. */
export function toPublicExperience(row: ListRow): PublicExperience {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    type: row.type as ExperienceType,
    yearOfPassing: Number(row.year_of_passing),
    linkedin: row.linkedin,
    pdfUrl: pdfUrl(row.id),
  };
}

export function toAdminExperience(row: ListRow): AdminExperience {
  return {
    ...toPublicExperience(row),
    email: row.email,
    status: row.status,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/** One spelling of a company and how many experiences use it. */
export interface CompanySpelling {
  key: string;
  company: string;
  count: number;
}

const capitals = (s: string) => s.match(/\p{Lu}/gu)?.length ?? 0;

/**
 * Which spelling names a company, best first: the most used; on a tie the one with more capital
 * letters ('Amazon' before 'amazon', 'TCS' before 'Tcs'), then the first in code-point order. It
 * never depends on which was submitted first, so an approval or removal elsewhere cannot rename it.
 */
function bySpellingPreference(a: CompanySpelling, b: CompanySpelling): number {
  return (
    b.count - a.count ||
    capitals(b.company) - capitals(a.company) ||
    (a.company < b.company ? -1 : a.company > b.company ? 1 : 0)
  );
}

/**
 * Folds the spellings of each company into one entry, sorted alphabetically without regard to
 * case. `matching` are the spellings of the experiences the filters keep, which give the counts;
 * `all` those of every approved experience, which give the name, so a company keeps its name
 * whatever the filters.
 */
export function toCompanies(matching: CompanySpelling[], all: CompanySpelling[]): Company[] {
  const names = new Map<string, CompanySpelling>();
  for (const s of all) {
    const best = names.get(s.key);
    if (!best || bySpellingPreference(s, best) < 0) names.set(s.key, s);
  }
  const counts = new Map<string, number>();
  for (const s of matching) counts.set(s.key, (counts.get(s.key) ?? 0) + s.count);
  return [...counts.entries()]
    .map(([key, count]) => ({ name: names.get(key)?.company ?? key, key, count }))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.key.localeCompare(b.key),
    );
}
