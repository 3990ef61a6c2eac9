import { describe, expect, it } from 'vitest';
import { findClashes, formatClashTime, type TimedEvent } from '../src/index';

// The clash rule (SPEC-2 §J, docs/decisions/012): start times at most 60 minutes apart, either way.

const ev = (id: number, eventName: string, ...times: (string | null)[]): TimedEvent => ({
  id,
  eventName,
  rounds: times.map((roundDateTime) => ({ roundDateTime })),
});
// 10:00 in India on Thursday 14 March 2030.
const TEN = '2030-03-14T04:30:00.000Z';
const plus = (minutes: number) => new Date(Date.parse(TEN) + minutes * 60_000).toISOString();

describe('findClashes', () => {
  it('counts the same start and up to 60 minutes either way, not 61', () => {
    const target = ev(1, 'Target', TEN);
    const held = [ev(2, 'Same', TEN), ev(3, 'After60', plus(60)), ev(4, 'Before60', plus(-60)), ev(5, 'After61', plus(61)), ev(6, 'Before61', plus(-61))];
    expect(findClashes(target, held).map((c) => c.eventName)).toEqual(['Before60', 'Same', 'After60']);
  });

  it('ignores untimed rounds, the event itself, and gives one clash per event at its earliest clashing round', () => {
    const target = ev(1, 'Target', TEN, null, plus(24 * 60));
    const held = [ev(1, 'Target', TEN), ev(2, 'Two rounds', plus(30), plus(24 * 60 - 20)), ev(3, 'Untimed', null)];
    expect(findClashes(target, held)).toEqual([
      { eventId: 2, eventName: 'Two rounds', at: plus(30), message: 'Clashes with Two rounds at Thu 14 Mar, 10:30 am.' },
    ]);
    expect(findClashes(ev(9, 'No times', null), held)).toEqual([]);
  });

  it('writes the time in India time, 12-hour, lower-case', () => {
    expect(formatClashTime(TEN)).toBe('Thu 14 Mar, 10:00 am');
    expect(formatClashTime('2030-03-14T18:30:00.000Z')).toBe('Fri 15 Mar, 12:00 am');
    expect(formatClashTime('2030-03-14T07:45:00.000Z')).toBe('Thu 14 Mar, 1:15 pm');
  });
});
