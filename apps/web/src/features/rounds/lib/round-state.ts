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

/** "Gowri", "Gowri and Hari", "Asha, Gowri and Hari". */
const nameList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export interface TeamState {
  /** Whether 'Team not eligible' (0) and 'Team eligible' (1) are disabled. */
  disabled: Record<0 | 1, boolean>;
  reason: string | null;
}

/**
 * A team's own buttons. The server marks every verified member in one go and refuses the whole
 * call when any member would be refused alone, so `members` must be all of the team's members,
 * not only those the search shows.
 */
export function teamState(members: RoundRegistrant[], roundNumber: number, rounds: number): TeamState {
  const states = members.map((m) => ({ name: m.name, ...rowState(m, roundNumber, rounds) }));
  const gated = states.filter((s) => s.gated);
  if (gated.length > 0) {
    return {
      disabled: { 0: true, 1: true },
      reason:
        gated.length === states.length
          ? `No member can proceed to Round ${roundNumber}: none was marked eligible in the previous round.`
          : `${nameList(gated.map((s) => s.name))} ${gated.length === 1 ? 'was' : 'were'} not marked eligible in the previous round, ` +
            `so the team cannot be marked as a whole in Round ${roundNumber}. Mark the other members one by one.`,
    };
  }
  // A member whose next round is decided can keep this round's result but not change it: the
  // button that would change it is refused, the one matching it is not (the server skips them).
  const locked = states.filter((s) => s.locked);
  const disabled = { 0: locked.some((s) => s.value !== 0), 1: locked.some((s) => s.value !== 1) };
  return {
    disabled,
    reason:
      disabled[0] || disabled[1]
        ? `Round ${roundNumber + 1} is already decided for ${nameList(locked.map((s) => s.name))}; ` +
          `change it back first to change the team's Round ${roundNumber}.`
        : null,
  };
}

export interface TeamGroup {
  /** null: the participants in no team. */
  teamId: number | null;
  teamName: string | null;
  members: RoundRegistrant[];
}

/**
 * Each team's members together, teams in the order they first come, then everyone in no team
 * (older registrations and walk-ins), so nobody is drawn under a team they are not in.
 */
export function groupByTeam(rows: RoundRegistrant[]): TeamGroup[] {
  const teams = new Map<number, TeamGroup>();
  const alone: RoundRegistrant[] = [];
  for (const r of rows) {
    if (r.teamId === null) {
      alone.push(r);
      continue;
    }
    let group = teams.get(r.teamId);
    if (!group) teams.set(r.teamId, (group = { teamId: r.teamId, teamName: r.teamName, members: [] }));
    group.members.push(r);
  }
  const groups = [...teams.values()];
  if (alone.length > 0) groups.push({ teamId: null, teamName: null, members: alone });
  return groups;
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
