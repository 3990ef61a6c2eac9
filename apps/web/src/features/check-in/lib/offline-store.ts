import type { Roster } from '@app/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { onSignOut } from '../../../lib/auth';

// What the desk keeps in the browser so it works without a connection: each event's roster as last
// downloaded (with the check-ins this desk made since), the scans still to be sent, and the event
// chosen. A phone is shared at the door: the rosters and the event are the signed-in staff member's
// only and go when they log out; the scans stay until the one who made them sends them.

export interface QueuedScan {
  scanId: string;
  eventId: number;
  passCode: string;
  scannedAt: string;
  /** What the desk answered offline, to compare with the server's answer after the sync. */
  localResult: 'checked-in' | 'already-checked-in' | 'unknown' | 'no-roster';
  name: string | null;
  /** The staff member who made the scan: only they may send it. Missing in scans kept by older versions. */
  staffId?: number;
}

/** A roster as kept: with the staff member who downloaded it, the only one it is shown to. */
type KeptRoster = Roster & { staffId?: number };

interface DeskDb extends DBSchema {
  rosters: { key: number; value: KeptRoster };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: number } };
}

let opened: Promise<IDBPDatabase<DeskDb>> | null = null;
const db = () =>
  (opened ??= openDB<DeskDb>('check-in-desk', 1, {
    upgrade(d) {
      d.createObjectStore('rosters', { keyPath: 'event.id' });
      d.createObjectStore('queue', { keyPath: 'scanId' }).createIndex('byEvent', 'eventId');
    },
  }));

export const saveRoster = async (roster: Roster, staffId: number) =>
  void (await db()).put('rosters', { ...roster, staffId });

/** The event's kept roster, if `staffId` downloaded it. */
export async function loadRoster(eventId: number, staffId: number): Promise<Roster | undefined> {
  const kept = await (await db()).get('rosters', eventId);
  return kept?.staffId === staffId ? kept : undefined;
}

export const forgetRoster = async (eventId: number) => (await db()).delete('rosters', eventId);

/** Forgets the rosters someone other than `staffId` downloaded on this device. */
export async function forgetRostersOfOthers(staffId: number) {
  const d = await db();
  for (const kept of await d.getAll('rosters'))
    if (kept.staffId !== staffId) await d.delete('rosters', kept.event.id);
}

export const queueScan = async (scan: QueuedScan) => void (await db()).put('queue', scan);
export const queuedScans = async () => (await db()).getAll('queue');
export const dropScan = async (scanId: string) => (await db()).delete('queue', scanId);

/** Whether `staffId` may send a kept scan (a scan of an older version names no one: anyone may). */
export const madeBy = (scan: QueuedScan, staffId: number) =>
  scan.staffId === undefined || scan.staffId === staffId;

const EVENT_KEY = 'check-in-desk:event';

export const chosenEvent = () => Number(localStorage.getItem(EVENT_KEY)) || null;

export function chooseEvent(eventId: number | null) {
  if (eventId) localStorage.setItem(EVENT_KEY, String(eventId));
  else localStorage.removeItem(EVENT_KEY);
}

onSignOut(() => {
  chooseEvent(null);
  void db().then((d) => d.clear('rosters'));
});
