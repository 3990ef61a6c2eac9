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

/**
 * Folds the spellings of each company into one entry named by its most used spelling (the
 * earliest on a tie), sorted alphabetically without regard to case.
 */
export function toCompanies(
  spellings: { key: string; company: string; count: number; firstId: number }[],
): Company[] {
  const byKey = new Map<string, { name: string; best: number; firstId: number; count: number }>();
  for (const s of spellings) {
    const entry = byKey.get(s.key);
    if (!entry) {
      byKey.set(s.key, { name: s.company, best: s.count, firstId: s.firstId, count: s.count });
      continue;
    }
    entry.count += s.count;
    if (s.count > entry.best || (s.count === entry.best && s.firstId < entry.firstId)) {
      entry.name = s.company;
      entry.best = s.count;
      entry.firstId = s.firstId;
    }
  }
  return [...byKey.entries()]
    .map(([key, e]) => ({ name: e.name, key, count: e.count }))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.key.localeCompare(b.key),
    );
}
