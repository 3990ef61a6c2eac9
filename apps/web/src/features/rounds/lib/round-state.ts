import { roundGateMessage, roundKey, SYMPOSIA, type Event, type RoundRegistrant } from '@app/shared';

// The Update Winners rules as the screen shows them (SPEC §4); the server enforces the same.

export type RoundEvent = Pick<Event, 'id' | 'eventName' | 'eventCategory' | 'symposiumName' | 'numberOfRounds' | 'rounds'>;

/** Events that have rounds, by symposium (Enigma, Carteblanche) and then by name. */
export function roundEvents(events: Event[]): RoundEvent[] {
  const order = (s: string) => {
    const i = SYMPOSIA.indexOf(s as (typeof SYMPOSIA)[number]);
    return i === -1 ? SYMPOSIA.length : i;
  };
  return events
    .filter((e) => e.numberOfRounds > 0)
    .map(({ id, eventName, eventCategory, symposiumName, numberOfRounds, rounds }) => ({
      id,
      eventName,
      eventCategory,
      symposiumName,
      numberOfRounds,
      rounds,
    }))
    .sort((a, b) => order(a.symposiumName) - order(b.symposiumName) || a.eventName.localeCompare(b.eventName));
}

export function groupBySymposium(events: RoundEvent[]): { symposium: string; events: RoundEvent[] }[] {
  const groups = new Map<string, RoundEvent[]>();
  for (const e of events) groups.set(e.symposiumName, [...(groups.get(e.symposiumName) ?? []), e]);
  return [...groups].map(([symposium, list]) => ({ symposium, events: list }));
}

/** -1 undecided, 0 not eligible, 1 eligible; a missing key means undecided. */
export const resultOf = (r: RoundRegistrant, roundNumber: number): number => r[roundKey(roundNumber)] ?? -1;

export interface RowState {
  value: number;
  /** Round N > 1 whose previous round is not 1: the buttons are disabled with the spec text. */
  gated: boolean;
  /** Decided, and the next round is decided too: change the next round back first. */
  locked: boolean;
  reason: string | null;
}

export function rowState(r: RoundRegistrant, roundNumber: number, rounds: number): RowState {
  const value = resultOf(r, roundNumber);
  const gated = roundNumber > 1 && resultOf(r, roundNumber - 1) !== 1;
  const locked = !gated && value !== -1 && roundNumber < rounds && resultOf(r, roundNumber + 1) !== -1;
  const reason = gated
    ? roundGateMessage(roundNumber)
    : locked
      ? `Round ${roundNumber + 1} is already decided for this participant; change it back first to change this round.`
      : null;
  return { value, gated, locked, reason };
}

export function roundCounts(rows: RoundRegistrant[], roundNumber: number) {
  let eligible = 0;
  let ineligible = 0;
  let undecided = 0;
  for (const r of rows) {
    const v = resultOf(r, roundNumber);
    if (v === 1) eligible += 1;
    else if (v === 0) ineligible += 1;
    else undecided += 1;
  }
  return { eligible, ineligible, undecided };
}

export type ResultFilter = 'all' | 'undecided' | 'eligible' | 'ineligible';

/** Search by name or email (case-insensitive), then by the round's result. */
export function filterRegistrants(rows: RoundRegistrant[], roundNumber: number, search: string, filter: ResultFilter) {
  const q = search.trim().toLowerCase();
  const want = { all: null, undecided: -1, eligible: 1, ineligible: 0 }[filter];
  return rows.filter(
    (r) =>
      (!q || r.name.toLowerCase().includes(q) || r.email.toLowerCase().includes(q)) &&
      (want === null || resultOf(r, roundNumber) === want),
  );
}

/** `?event=12&round=2` in the address, so a reload or a shared link keeps the selection. */
export function parseSelection(params: URLSearchParams): { eventId: number; roundNumber: number } | null {
  const eventId = Number(params.get('event'));
  const roundNumber = Number(params.get('round'));
  if (!Number.isInteger(eventId) || eventId <= 0 || !Number.isInteger(roundNumber) || roundNumber <= 0) return null;
  return { eventId, roundNumber };
}
