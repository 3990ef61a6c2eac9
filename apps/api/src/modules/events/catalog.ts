import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Event, SymposiumName } from '@app/shared';
import type { Db } from '../../db/connection';
import { RecheckedSnapshot } from '../../lib/rechecked-snapshot';
import { toEvent } from './mappers';
import * as repo from './repository';

// GET /api/events is the busiest call of the site. The catalogue keeps every event (with its
// rounds) in memory and the JSON of each list a visitor can get, built once per change:
// 2 audiences (everyone / non-MIT students) x 3 symposium filters. A change made by this
// process drops it at once; a change made by another process (several API processes on one
// PostgreSQL) is noticed by a one-row fingerprint query at most once a second.

export type Audience = 'all' | 'nonMit';

export interface SerializedList {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Snapshot {
  events: Event[];
  byId: Map<number, Event>;
  lists: Map<string, SerializedList>;
}

export class EventCatalog {
  private readonly snapshot: RecheckedSnapshot<Snapshot, string>;

  constructor(
    private readonly db: Db,
    recheckMs = 1000,
  ) {
    this.snapshot = new RecheckedSnapshot(
      () => repo.eventsFingerprint(db),
      () => this.load(),
      recheckMs,
    );
  }

  /** Call after every committed change to events, rounds or posters. */
  invalidate(): void {
    this.snapshot.invalidate();
  }

  async list(audience: Audience, symposium?: SymposiumName): Promise<SerializedList> {
    const snap = await this.snapshot.get();
    const key = `${audience}:${symposium ?? '*'}`;
    let list = snap.lists.get(key);
    if (!list) {
      const events = snap.events.filter(
        (e) => (!symposium || e.symposiumName === symposium) && (audience === 'all' || e.open_to_non_mit),
      );
      const body = Buffer.from(JSON.stringify(events));
      list = {
        body,
        gzip: zlib.gzipSync(body, { level: 6 }),
        etag: `"ev-${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      };
      snap.lists.set(key, list);
    }
    return list;
  }

  async get(id: number): Promise<Event | undefined> {
    return (await this.snapshot.get()).byId.get(id);
  }

  private async load(): Promise<Snapshot> {
    const rows = await repo.listEventRows(this.db);
    const rounds = await repo.listRounds(this.db);
    const roundsOf = new Map<number, typeof rounds>();
    for (const r of rounds) {
      const list = roundsOf.get(r.event_id);
      if (list) list.push(r);
      else roundsOf.set(r.event_id, [r]);
    }
    const events = rows.map((row) => toEvent(row, roundsOf.get(row.id) ?? []));
    return { events, byId: new Map(events.map((e) => [e.id, e])), lists: new Map() };
  }
}
