import type { Roster } from '@app/shared';
import { passCodeFromScan } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  answerFromRoster,
  markCheckedIn,
  rosterCounts,
  searchRoster,
} from '../../src/features/check-in/lib/answer-offline';

const roster: Roster = {
  event: { id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche', location: 'Rajam Hall' },
  generatedAt: '2030-03-01T03:00:00.000Z',
  entries: [
    {
      registrationId: 1,
      passCode: 'AAAAAAAAAAAAAAAAAAAA',
      name: 'Asha Iyer',
      email: 'asha@example.com',
      college: 'MIT',
      teamName: null,
      checkedInAt: null,
      checkedInBy: null,
    },
    {
      registrationId: 2,
      passCode: 'BBBBBBBBBBBBBBBBBBBB',
      name: 'Bala K',
      email: 'bala@example.com',
      college: 'PSG',
      teamName: null,
      checkedInAt: '2030-03-01T04:00:00.000Z',
      checkedInBy: 'Devi',
    },
  ],
};

describe('the desk without a connection', () => {
  it('answers checked in, already in, or unknown from the roster', () => {
    expect(answerFromRoster(roster, 'AAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      kind: 'checked-in',
      entry: { name: 'Asha Iyer' },
    });
    expect(answerFromRoster(roster, 'BBBBBBBBBBBBBBBBBBBB')).toMatchObject({
      kind: 'already-checked-in',
      entry: { checkedInBy: 'Devi' },
    });
    expect(answerFromRoster(roster, 'CCCCCCCCCCCCCCCCCCCC')).toEqual({
      kind: 'unknown',
      message: 'Unknown pass.',
    });
    // No roster of the event on this device: nothing is known about the pass, not that it is unknown.
    expect(answerFromRoster(undefined, 'AAAAAAAAAAAAAAAAAAAA').kind).toBe('no-roster');
  });

  it('marks a check-in, keeps the earlier of two times, and counts', () => {
    const once = markCheckedIn(roster, 1, '2030-03-01T05:00:00.000Z', 'this desk');
    expect(answerFromRoster(once, 'AAAAAAAAAAAAAAAAAAAA').kind).toBe('already-checked-in');
    expect(rosterCounts(once)).toEqual({ registered: 2, checkedIn: 2 });
    const later = markCheckedIn(once, 2, '2030-03-01T06:00:00.000Z', 'this desk');
    expect(later.entries[1]!.checkedInAt).toBe('2030-03-01T04:00:00.000Z');
    const earlier = markCheckedIn(once, 2, '2030-03-01T03:30:00.000Z', 'this desk');
    expect(earlier.entries[1]).toMatchObject({
      checkedInAt: '2030-03-01T03:30:00.000Z',
      checkedInBy: 'this desk',
    });
    expect(rosterCounts(markCheckedIn(once, 1, null, null))).toEqual({
      registered: 2,
      checkedIn: 1,
    });
  });

  it('finds people by any words of their name or email', () => {
    expect(searchRoster(roster, 'asha').map((e) => e.registrationId)).toEqual([1]);
    expect(searchRoster(roster, 'k bala').map((e) => e.registrationId)).toEqual([2]);
    expect(searchRoster(roster, 'example.com')).toHaveLength(2);
    expect(searchRoster(roster, '   ')).toEqual([]);
  });

  it('reads the pass code from the URL in the QR code or from a bare code', () => {
    expect(passCodeFromScan('https://csmit.example/check-in/AAAAAAAAAAAAAAAAAAAA')).toBe(
      'AAAAAAAAAAAAAAAAAAAA',
    );
    expect(passCodeFromScan('  AAAAAAAAAAAAAAAAAAAA\n')).toBe('AAAAAAAAAAAAAAAAAAAA');
  });
});
