import { describe, expect, it } from 'vitest';
import type { Event, RoundRegistrant } from '@app/shared';
import {
  filterRegistrants,
  groupByTeam,
  parseSelection,
  roundCounts,
  roundEvents,
  rowState,
  teamState,
} from '../../src/features/rounds/lib/round-state';

const person = (over: Partial<RoundRegistrant> & Record<string, unknown> = {}): RoundRegistrant =>
  ({
    id: 1,
    userId: 1,
    name: 'Asha Iyer',
    email: 'asha@example.com',
    round1: -1,
    round2: -1,
    round3: -1,
    ...over,
  }) as RoundRegistrant;

describe('rowState', () => {
  it('lets round 1 be marked whatever its state', () => {
    expect(rowState(person(), 1, 3)).toMatchObject({
      value: -1,
      gated: false,
      locked: false,
      reason: null,
    });
  });

  it('disables round N with the spec text unless round N-1 is eligible', () => {
    for (const prev of [-1, 0]) {
      const s = rowState(person({ round1: prev }), 2, 3);
      expect(s.gated).toBe(true);
      expect(s.reason).toBe(
        'User cannot proceed to Round 2 as they were not marked eligible in the previous round.',
      );
    }
    expect(rowState(person({ round1: 1 }), 2, 3).gated).toBe(false);
    expect(rowState(person({ round1: 1, round2: 0 }), 3, 3).reason).toBe(
      'User cannot proceed to Round 3 as they were not marked eligible in the previous round.',
    );
  });

  it('locks a decided round once the next round is decided, never the last round', () => {
    expect(rowState(person({ round1: 1, round2: 0 }), 1, 3)).toMatchObject({ locked: true });
    expect(rowState(person({ round1: 1 }), 1, 3)).toMatchObject({ locked: false });
    expect(rowState(person({ round1: 1, round2: 1, round3: 0 }), 3, 3)).toMatchObject({
      locked: false,
      value: 0,
    });
  });
});

describe('teamState', () => {
  const member = (id: number, name: string, rounds: Record<string, number>) =>
    person({ id, userId: id, name, teamId: 5, teamName: 'Alpha', ...rounds });

  it('offers both team buttons when every member may be marked', () => {
    const team = [member(1, 'Deepa', { round1: 1 }), member(2, 'Esha', { round1: 1, round2: 0 })];
    expect(teamState(team, 2, 3)).toEqual({ disabled: { 0: false, 1: false }, reason: null });
  });

  it('disables both when any member is held back by the previous round, as the server refuses the whole team', () => {
    const some = [member(1, 'Deepa', { round1: 1 }), member(2, 'Esha', { round1: 0 }), member(3, 'Farah', { round1: -1 })];
    expect(teamState(some, 2, 3)).toEqual({
      disabled: { 0: true, 1: true },
      reason:
        'Esha and Farah were not marked eligible in the previous round, so the team cannot be marked as a whole in Round 2. Mark the other members one by one.',
    });
    const none = [member(2, 'Esha', { round1: 0 })];
    expect(teamState(none, 2, 3)).toEqual({
      disabled: { 0: true, 1: true },
      reason: 'No member can proceed to Round 2: none was marked eligible in the previous round.',
    });
  });

  it("disables only the button that would change a member whose next round is decided", () => {
    const team = [member(1, 'Deepa', { round1: 1, round2: 1 }), member(2, 'Esha', { round1: -1 })];
    expect(teamState(team, 1, 3)).toEqual({
      disabled: { 0: true, 1: false },
      reason: "Round 2 is already decided for Deepa; change it back first to change the team's Round 1.",
    });
  });
});

describe('groupByTeam', () => {
  it('keeps each team together in the order teams first come, and puts those in no team last', () => {
    const rows = [
      person({ id: 1, name: 'Deepa', teamId: 5, teamName: 'Alpha' }),
      person({ id: 2, name: 'Hari', teamId: null, teamName: null }),
      person({ id: 3, name: 'Gowri', teamId: 9, teamName: 'Beta' }),
      person({ id: 4, name: 'Esha', teamId: 5, teamName: 'Alpha' }),
    ];
    expect(groupByTeam(rows).map((g) => [g.teamName, g.members.map((m) => m.name)])).toEqual([
      ['Alpha', ['Deepa', 'Esha']],
      ['Beta', ['Gowri']],
      [null, ['Hari']],
    ]);
  });

  it('gives an event without teams one group', () => {
    const rows = [person({ id: 1, teamId: null, teamName: null }), person({ id: 2, teamId: null, teamName: null })];
    expect(groupByTeam(rows)).toEqual([{ teamId: null, teamName: null, members: rows }]);
  });
});

describe('filters and counts', () => {
  const rows = [
    person({ id: 1, name: 'Asha Iyer', email: 'asha@example.com', round1: 1 }),
    person({ id: 2, name: 'Bala K', email: 'bala@college.edu', round1: 0 }),
    person({ id: 3, name: 'Chitra', email: 'chitra@example.com' }),
  ];

  it('searches name or email regardless of case', () => {
    expect(filterRegistrants(rows, 1, 'ASHA', 'all').map((r) => r.id)).toEqual([1]);
    expect(filterRegistrants(rows, 1, 'college.EDU', 'all').map((r) => r.id)).toEqual([2]);
    expect(filterRegistrants(rows, 1, '  ', 'all')).toHaveLength(3);
  });

  it('filters by the round result and counts each state', () => {
    expect(filterRegistrants(rows, 1, '', 'undecided').map((r) => r.id)).toEqual([3]);
    expect(filterRegistrants(rows, 1, '', 'ineligible').map((r) => r.id)).toEqual([2]);
    expect(roundCounts(rows, 1)).toEqual({ eligible: 1, ineligible: 1, undecided: 1 });
  });
});

describe('roundEvents and parseSelection', () => {
  const ev = (id: number, eventName: string, symposiumName: string, numberOfRounds: number) =>
    ({
      id,
      eventName,
      symposiumName,
      numberOfRounds,
      eventCategory: 'Technical Events',
      rounds: [],
    }) as unknown as Event;

  it('keeps events with rounds, Enigma first, then by name', () => {
    const list = roundEvents([
      ev(1, 'Zeta', 'Carteblanche', 2),
      ev(2, 'Alpha', 'Carteblanche', 1),
      ev(3, 'Workshop', 'Enigma', 0),
      ev(4, 'Quiz', 'Enigma', 1),
    ]);
    expect(list.map((e) => e.eventName)).toEqual(['Quiz', 'Alpha', 'Zeta']);
  });

  it('reads ?event=&round= and ignores nonsense', () => {
    expect(parseSelection(new URLSearchParams('event=12&round=2'))).toEqual({
      eventId: 12,
      roundNumber: 2,
    });
    expect(parseSelection(new URLSearchParams('event=12'))).toBeNull();
    expect(parseSelection(new URLSearchParams('event=x&round=1'))).toBeNull();
    expect(parseSelection(new URLSearchParams('event=3&round=-1'))).toBeNull();
  });
});
