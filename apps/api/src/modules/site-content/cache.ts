import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { SECTION_KEY, type PastTeam, type SiteContent, type SiteSection } from '@app/shared';
import type { Db } from '../../db/connection';
import { toSiteItem } from './mappers';
import * as repo from './repository';

// GET /api/site-content is read by every visit to the landing page. Its JSON (and the gzip of it)
// is built once per change and served from memory with an ETag. A change made by this process
// drops it at once; one made by another API process bumps the version row, which each process
// reads (one row by primary key) at most once a second.

export interface SerializedContent {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Snapshot {
  version: number;
  checkedAt: number;
  content: SerializedContent;
  years: Map<number, SerializedContent | null>;
}

function serialize(value: unknown, tag: string): SerializedContent {
  const body = Buffer.from(JSON.stringify(value));
  return {
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    etag: `"${tag}-${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

export class SiteContentCache {
  private snap: Snapshot | null = null;
  private loading: Promise<void> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly recheckMs = 1000,
  ) {}

  /** Call after every committed change. */
  invalidate(): void {
    this.snap = null;
    this.generation += 1;
  }

  async content(): Promise<SerializedContent> {
    return (await this.snapshot()).content;
  }

  /** The archived office bearers of a year, or null when none are archived for it. */
  async year(year: number): Promise<SerializedContent | null> {
    const snap = await this.snapshot();
    if (!snap.years.has(year)) {
      const rows = await repo.listArchivedItems(this.db, year);
      const team: PastTeam = { year, officeBearers: rows.map(toSiteItem) };
      snap.years.set(year, rows.length ? serialize(team, `sy${year}`) : null);
    }
    return snap.years.get(year)!;
  }

  private async snapshot(): Promise<Snapshot> {
    const snap = this.snap;
    if (snap && Date.now() - snap.checkedAt < this.recheckMs) return snap;
    for (let attempt = 0; attempt < 3; attempt++) {
      this.loading ??= this.refresh().finally(() => {
        this.loading = null;
      });
      await this.loading;
      if (this.snap) return this.snap;
    }
    // Changes kept arriving while loading: answer from a fresh read without keeping it.
    return this.load(await repo.readVersion(this.db));
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    const version = await repo.readVersion(this.db);
    const current = this.snap;
    if (current && current.version === version) {
      current.checkedAt = Date.now();
      return;
    }
    const snap = await this.load(version);
    // Invalidated while reading: what was read may predate the change, so it is not kept.
    if (generation === this.generation) this.snap = snap;
  }

  private async load(version: number): Promise<Snapshot> {
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
    return { version, checkedAt: Date.now(), content: serialize(content, 'sc'), years: new Map() };
  }
}
