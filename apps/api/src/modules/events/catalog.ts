import type { Event, ScheduleSlot, SymposiumName } from '@app/shared';
import type { Db } from '../../db/connection';
import { serializeJson, type SerializedJson } from '../../lib/serialized-json';
import { seatsEpoch } from '../seats/changes';
import { toEvent } from './mappers';
import * as repo from './repository';

// GET /api/events is the busiest call of the site. The catalogue keeps every event (with its
// rounds) in memory and the JSON of each list a visitor can get, built once per change:
// 2 audiences (everyone / non-MIT students) x 3 symposium filters. A change made by this
// process drops it at once; a change made by another process (several API processes on one
// PostgreSQL) is noticed by a one-row fingerprint query at most once a second.

export type Audience = 'all' | 'nonMit';

interface Snapshot {
  events: Event[];
  byId: Map<number, Event>;
  fingerprint: string;
  checkedAt: number;
  /** seatsEpoch() when read: a seat change committed in this process since makes it stale. */
  epoch: number;
  /** When the next waitlist offer ends: its seat may pass on then, so the counts are read again. */
  offersDueAt: number;
  lists: Map<string, SerializedJson>;
}

export class EventCatalog {
  private snap: Snapshot | null = null;
  private loading: Promise<void> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly recheckMs = 1000,
    /** Ends lapsed waitlist offers before seats are counted (SPEC-2 §A: on every read). */
    private readonly settle?: () => Promise<unknown>,
  ) {}

  /** Call after every committed change to events, rounds or posters. */
  invalidate(): void {
    this.snap = null;
    this.generation += 1;
  }

  async list(audience: Audience, symposium?: SymposiumName): Promise<SerializedJson> {
    return this.serialized(`${audience}:${symposium ?? '*'}`, audience, symposium, (events) => events);
  }

  /** The timetable (GET /api/schedule): every timed round, by time, built once per change like the lists. */
  async schedule(audience: Audience, symposium?: SymposiumName): Promise<SerializedJson> {
    return this.serialized(`schedule:${audience}:${symposium ?? '*'}`, audience, symposium, scheduleOf);
  }

  private async serialized(
    key: string,
    audience: Audience,
    symposium: SymposiumName | undefined,
    shape: (events: Event[]) => unknown,
  ): Promise<SerializedJson> {
    const snap = await this.snapshot();
    let list = snap.lists.get(key);
    if (!list) {
      const events = snap.events.filter(
        (e) => (!symposium || e.symposiumName === symposium) && (audience === 'all' || e.open_to_non_mit),
      );
      list = serializeJson(shape(events), 'ev');
      snap.lists.set(key, list);
    }
    return list;
  }

  async get(id: number): Promise<Event | undefined> {
    return (await this.snapshot()).byId.get(id);
  }

  private async snapshot(): Promise<Snapshot> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const snap = this.snap;
      const now = Date.now();
      if (snap && now - snap.checkedAt < this.recheckMs && snap.epoch === seatsEpoch() && now < snap.offersDueAt) return snap;
      this.loading ??= this.refresh().finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    // Changes kept arriving while loading: answer from a fresh read without keeping it.
    return this.load(await repo.eventsState(this.db));
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    const epoch = seatsEpoch();
    const current = this.snap;
    let state = await repo.eventsState(this.db);
    if (this.settle && state.nextOfferEnd <= Date.now()) {
      await this.settle();
      state = await repo.eventsState(this.db);
    }
    if (current && current.fingerprint === state.fingerprint) {
      current.checkedAt = Date.now();
      current.epoch = epoch;
      current.offersDueAt = state.nextOfferEnd;
      return;
    }
    const snap = await this.load(state);
    snap.epoch = epoch;
    // Invalidated while reading: what was read may predate the change, so it is not kept.
    if (generation === this.generation) this.snap = snap;
  }

  private async load(state: repo.EventsState): Promise<Snapshot> {
    const rows = await repo.listEventRows(this.db);
    const rounds = await repo.listRounds(this.db);
    const roundsOf = new Map<number, typeof rounds>();
    for (const r of rounds) {
      const list = roundsOf.get(r.event_id);
      if (list) list.push(r);
      else roundsOf.set(r.event_id, [r]);
    }
    const events = rows.map((row) => toEvent(row, roundsOf.get(row.id) ?? []));
    return {
      events,
      byId: new Map(events.map((e) => [e.id, e])),
      fingerprint: state.fingerprint,
      checkedAt: Date.now(),
      epoch: seatsEpoch(),
      offersDueAt: state.nextOfferEnd,
      lists: new Map(),
    };
  }
}

/** Every round with a time, earliest first (then by event name and round). */
export function scheduleOf(events: Event[]): ScheduleSlot[] {
  const slots: ScheduleSlot[] = [];
  for (const e of events) {
    for (const r of e.rounds) {
      if (!r.roundDateTime) continue;
      slots.push({
        eventId: e.id,
        eventName: e.eventName,
        eventCategory: e.eventCategory,
        symposiumName: e.symposiumName,
        location: e.location,
        roundNumber: r.roundNumber,
        roundDetails: r.roundDetails,
        startsAt: r.roundDateTime,
      });
    }
  }
  return slots.sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventName.localeCompare(b.eventName) || a.roundNumber - b.roundNumber,
  );
}
