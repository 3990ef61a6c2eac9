import { SECTION_KEY, type PastTeam, type SiteContent, type SiteSection } from '@app/shared';
import type { Db } from '../../db/connection';
import { RecheckedSnapshot } from '../../lib/rechecked-snapshot';
import { serializeJson, type SerializedJson } from '../../lib/serialized-json';
import { toSiteItem } from './mappers';
import * as repo from './repository';

// GET /api/site-content is read by every visit to the landing page. Its JSON (and the gzip of it)
// is built once per change and served from memory with an ETag. Every change bumps the version
// row in its transaction, which each API process reads (one row by primary key) at most once a
// second, so a change made by another process shows here within a second.

interface Snapshot {
  content: SerializedJson;
  /** Past years' office bearers, read on first request; null when none are archived for it. */
  years: Map<number, SerializedJson | null>;
}

export class SiteContentCache {
  private readonly snapshot: RecheckedSnapshot<Snapshot, number>;

  constructor(
    private readonly db: Db,
    recheckMs = 1000,
  ) {
    this.snapshot = new RecheckedSnapshot(
      () => repo.readVersion(db),
      () => this.load(),
      recheckMs,
    );
  }

  /** Call after every committed change. */
  invalidate(): void {
    this.snapshot.invalidate();
  }

  async content(): Promise<SerializedJson> {
    return (await this.snapshot.get()).content;
  }

  /** The archived office bearers of a year, or null when none are archived for it. */
  async year(year: number): Promise<SerializedJson | null> {
    const snap = await this.snapshot.get();
    if (!snap.years.has(year)) {
      const rows = await repo.listArchivedItems(this.db, year);
      const team: PastTeam = { year, officeBearers: rows.map(toSiteItem) };
      snap.years.set(year, rows.length ? serializeJson(team, `sy${year}`) : null);
    }
    return snap.years.get(year)!;
  }

  private async load(): Promise<Snapshot> {
    const rows = await repo.listCurrentItems(this.db);
    const content: SiteContent = {
      alumni: [],
      timeline: [],
      faculty: [],
      officeBearers: [],
      sponsors: [],
      gallery: [],
      pastYears: await repo.listArchiveYears(this.db),
    };
    for (const row of rows) content[SECTION_KEY[row.section as SiteSection]].push(toSiteItem(row));
    return { content: serializeJson(content, 'sc'), years: new Map() };
  }
}
