import { companyKey } from '@app/shared';
import type { Db } from '../../db/connection';
import { RecheckedSnapshot } from '../../lib/rechecked-snapshot';
import { toPublicExperience } from './mappers';
import * as repo from './repository';
import type { PublicFilter } from './service';

// GET /api/placements/experiences is read by every visitor of the placements page. The approved
// experiences (a few hundred rows) are kept in memory, newest year first, and each page's JSON is
// built once. A review or removal made through this process drops them at once; one made by
// another API process is noticed by a one-row fingerprint query at most once a second.

type Row = Awaited<ReturnType<typeof repo.listApproved>>[number];

interface Snapshot {
  rows: Row[];
  pages: Map<string, { body: string; total: number }>;
}

/** Distinct pages kept per snapshot: filters typed by hand make many; a few hundred is plenty. */
const MAX_PAGES = 500;

export class ExperienceCatalog {
  private readonly snapshot: RecheckedSnapshot<Snapshot, string>;

  constructor(db: Db, recheckMs = 1000) {
    this.snapshot = new RecheckedSnapshot(
      () => repo.approvedFingerprint(db),
      async () => ({ rows: await repo.listApproved(db), pages: new Map() }),
      recheckMs,
    );
  }

  /** Call after every committed review or removal. */
  invalidate(): void {
    this.snapshot.invalidate();
  }

  /** One page of the approved experiences as JSON, with how many match in all. */
  async page(filter: PublicFilter, page: { limit: number; offset: number }): Promise<{ body: string; total: number }> {
    const snap = await this.snapshot.get();
    const key = JSON.stringify([filter.company, filter.type, filter.year, page.limit, page.offset]);
    let hit = snap.pages.get(key);
    if (!hit) {
      const company = filter.company === undefined ? undefined : companyKey(filter.company);
      const rows = snap.rows.filter(
        (r) =>
          (company === undefined || r.company_key === company) &&
          (filter.type === undefined || r.type === filter.type) &&
          (filter.year === undefined || Number(r.year_of_passing) === filter.year),
      );
      hit = { body: JSON.stringify(rows.slice(page.offset, page.offset + page.limit).map(toPublicExperience)), total: rows.length };
      if (snap.pages.size >= MAX_PAGES) snap.pages.clear();
      snap.pages.set(key, hit);
    }
    return hit;
  }
}
