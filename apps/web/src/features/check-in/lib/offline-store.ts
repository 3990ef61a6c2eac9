import type { Roster } from '@app/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// What the desk keeps in the browser so it works without a connection: each event's roster as last
// downloaded (with the check-ins this desk made since), and the scans still to be sent.

export interface QueuedScan {
  scanId: string;
  eventId: number;
  passCode: string;
  scannedAt: string;
  /** What the desk answered offline, to compare with the server's answer after the sync. */
  localResult: 'checked-in' | 'already-checked-in' | 'unknown';
  name: string | null;
}

interface DeskDb extends DBSchema {
  rosters: { key: number; value: Roster };
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

export const saveRoster = async (roster: Roster) => void (await db()).put('rosters', roster);
export const loadRoster = async (eventId: number) => (await db()).get('rosters', eventId);

export const queueScan = async (scan: QueuedScan) => void (await db()).put('queue', scan);
export const queuedScans = async () => (await db()).getAll('queue');
export const dropScan = async (scanId: string) => (await db()).delete('queue', scanId);
