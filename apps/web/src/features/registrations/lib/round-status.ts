// Round labels and card highlighting of My Enrolled Events (SPEC §4).

export const ROUND_LABELS = {
  notSelected: 'Not selected for next round',
  selected: 'Selected',
  upcoming: 'Yet to happen',
  missed: 'Not attended the event',
  /** Checked in at the event, the round's date has passed, no result yet (SPEC-2 §C). */
  awaited: 'Result awaited',
  notApplicable: 'Not applicable',
} as const;

export type RoundLabel = (typeof ROUND_LABELS)[keyof typeof ROUND_LABELS];

export interface RoundProgress {
  roundNumber: number;
  /** -1 undecided, 0 not selected, 1 selected */
  status: number;
  /** ISO time of the round, when the organisers set one. */
  roundDateTime: string | null;
}

function isPast(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).getTime() < now.getTime();
}

/** `checkedIn`: the student was checked in at the event, so a past undecided round is not a no-show. */
export function roundLabel(round: RoundProgress, now: Date = new Date(), checkedIn = false): RoundLabel {
  if (round.status === 0) return ROUND_LABELS.notSelected;
  if (round.status === 1) return ROUND_LABELS.selected;
  // An undecided round without a date has not happened yet as far as anyone can tell.
  if (round.roundDateTime === null || !isPast(round.roundDateTime, now)) return ROUND_LABELS.upcoming;
  return checkedIn ? ROUND_LABELS.awaited : ROUND_LABELS.missed;
}

/** Labels of an event's rounds in order: once a round reads 'Not selected', the undecided ones after it do not apply. */
export function roundLabels(rounds: RoundProgress[], now: Date = new Date(), checkedIn = false): RoundLabel[] {
  const ordered = [...rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  const outAt = ordered.find((r) => r.status === 0)?.roundNumber ?? Infinity;
  return rounds.map((r) => (r.status === -1 && r.roundNumber > outAt ? ROUND_LABELS.notApplicable : roundLabel(r, now, checkedIn)));
}

export type CardHighlight = 'red' | 'yellow' | 'none';

export function cardHighlight(rounds: RoundProgress[], now: Date = new Date()): CardHighlight {
  if (rounds.some((r) => r.status === 0)) return 'red';
  if (rounds.some((r) => r.status === -1 && isPast(r.roundDateTime, now))) return 'yellow';
  return 'none';
}
