import { EVENT_DAY_MSG, type Roster, type RosterEntry } from '@app/shared';

// Without a connection the desk answers from the roster it downloaded: the same three answers the
// server gives for a verified registrant (checked in, already in) or a code it does not know. With
// no roster of the event on this device it knows nothing, and says so ('no-roster'): a pass it
// cannot look up is not an unknown pass.

export type OfflineAnswer =
  | { kind: 'checked-in' | 'already-checked-in'; entry: RosterEntry }
  | { kind: 'unknown'; message: string }
  | { kind: 'no-roster' };

export function answerFromRoster(roster: Roster | undefined, passCode: string): OfflineAnswer {
  if (!roster) return { kind: 'no-roster' };
  const entry = roster.entries.find((e) => e.passCode === passCode);
  if (!entry) return { kind: 'unknown', message: EVENT_DAY_MSG.unknownPass };
  return { kind: entry.checkedInAt ? 'already-checked-in' : 'checked-in', entry };
}

/** The roster with one entry marked as checked in at `at` by `by` (an earlier time wins). */
export function markCheckedIn(
  roster: Roster,
  registrationId: number,
  at: string | null,
  by: string | null,
): Roster {
  return {
    ...roster,
    entries: roster.entries.map((e) => {
      if (e.registrationId !== registrationId) return e;
      if (at === null) return { ...e, checkedInAt: null, checkedInBy: null };
      if (e.checkedInAt && e.checkedInAt <= at) return e;
      return { ...e, checkedInAt: at, checkedInBy: by };
    }),
  };
}

export function rosterCounts(roster: Roster | undefined) {
  const entries = roster?.entries ?? [];
  return { registered: entries.length, checkedIn: entries.filter((e) => e.checkedInAt).length };
}

/** Name or email containing every word typed, best matches first, at most `limit`. */
export function searchRoster(roster: Roster | undefined, text: string, limit = 8): RosterEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!roster || words.length === 0) return [];
  return roster.entries
    .filter((e) =>
      words.every((w) => e.name.toLowerCase().includes(w) || e.email.toLowerCase().includes(w)),
    )
    .slice(0, limit);
}
