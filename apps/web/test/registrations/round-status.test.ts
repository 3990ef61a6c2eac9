import { describe, expect, it } from 'vitest';
import { cardHighlight, roundLabel, roundLabels } from '../../src/features/registrations/lib/round-status';

const now = new Date('2030-03-10T12:00:00Z');
const past = '2030-03-01T10:00:00Z';
const future = '2030-03-20T10:00:00Z';

describe('round label (SPEC §4)', () => {
  it('says "Not selected for next round" for 0, whatever the date', () => {
    expect(roundLabel({ roundNumber: 1, status: 0, roundDateTime: future }, now)).toBe(
      'Not selected for next round',
    );
    expect(roundLabel({ roundNumber: 1, status: 0, roundDateTime: past }, now)).toBe(
      'Not selected for next round',
    );
  });
  it('says "Selected" for 1', () => {
    expect(roundLabel({ roundNumber: 2, status: 1, roundDateTime: past }, now)).toBe('Selected');
  });
  it('says "Yet to happen" for an undecided round in the future or without a date', () => {
    expect(roundLabel({ roundNumber: 1, status: -1, roundDateTime: future }, now)).toBe(
      'Yet to happen',
    );
    expect(roundLabel({ roundNumber: 1, status: -1, roundDateTime: null }, now)).toBe(
      'Yet to happen',
    );
  });
  it('says "Not attended the event" for an undecided round whose date has passed', () => {
    expect(roundLabel({ roundNumber: 1, status: -1, roundDateTime: past }, now)).toBe(
      'Not attended the event',
    );
  });
  it('says "Result awaited" instead when the student was checked in (SPEC-2 §C)', () => {
    expect(roundLabel({ roundNumber: 1, status: -1, roundDateTime: past }, now, true)).toBe('Result awaited');
    // Checked in or not, a decided or future round reads as before.
    expect(roundLabel({ roundNumber: 1, status: 0, roundDateTime: past }, now, true)).toBe('Not selected for next round');
    expect(roundLabel({ roundNumber: 1, status: -1, roundDateTime: future }, now, true)).toBe('Yet to happen');
  });
});

describe('round labels of an event', () => {
  it('reads "Not applicable" for undecided rounds after a "Not selected" one, past or future', () => {
    expect(
      roundLabels(
        [
          { roundNumber: 1, status: 1, roundDateTime: past },
          { roundNumber: 2, status: 0, roundDateTime: past },
          { roundNumber: 3, status: -1, roundDateTime: future },
          { roundNumber: 4, status: -1, roundDateTime: past },
        ],
        now,
      ),
    ).toEqual(['Selected', 'Not selected for next round', 'Not applicable', 'Not applicable']);
  });
  it('leaves rounds alone while nobody was left out', () => {
    expect(
      roundLabels(
        [
          { roundNumber: 1, status: 1, roundDateTime: past },
          { roundNumber: 2, status: -1, roundDateTime: future },
        ],
        now,
      ),
    ).toEqual(['Selected', 'Yet to happen']);
  });
});

describe('card highlight (SPEC §4)', () => {
  it('is red when any round is 0, even if another passed undecided', () => {
    expect(
      cardHighlight(
        [
          { roundNumber: 1, status: -1, roundDateTime: past },
          { roundNumber: 2, status: 0, roundDateTime: future },
        ],
        now,
      ),
    ).toBe('red');
  });
  it('is yellow when a round date passed with no result', () => {
    expect(
      cardHighlight(
        [
          { roundNumber: 1, status: 1, roundDateTime: past },
          { roundNumber: 2, status: -1, roundDateTime: past },
        ],
        now,
      ),
    ).toBe('yellow');
  });
  it('is neutral when every round is selected or still to come', () => {
    expect(
      cardHighlight(
        [
          { roundNumber: 1, status: 1, roundDateTime: past },
          { roundNumber: 2, status: -1, roundDateTime: future },
        ],
        now,
      ),
    ).toBe('none');
    expect(cardHighlight([], now)).toBe('none');
  });
});
