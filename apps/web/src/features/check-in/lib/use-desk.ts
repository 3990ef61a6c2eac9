import { passCodeFromScan, type CheckInPaymentPending, type Roster } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRoster } from '../api/get-roster';
import { postScan, type ScanAnswer } from '../api/post-scan';
import { answerFromRoster, markCheckedIn } from './answer-offline';
import { feedback } from './feedback';
import {
  dropScan,
  loadRoster,
  queuedScans,
  queueScan,
  saveRoster,
  type QueuedScan,
} from './offline-store';

// The desk's state for one event: the roster (kept in IndexedDB), the scans waiting to be sent,
// the last result card, and the conflicts found when offline scans reach the server.

/** Why a scan was answered from the roster: no connection, or a server that failed to answer. */
export type RosterReason = 'offline' | 'server-down';

/** What every card carries besides its own answer. */
interface CardBase {
  ms: number;
  /** The kept scan a card answered from the roster, so the sync can put the server's answer in its place. */
  scanId?: string;
  /** The server's answer to a scan kept and sent afterwards. */
  sentLater?: boolean;
}

export type ResultCard = CardBase &
  (
    | {
        tone: 'ok' | 'warn';
        title: string;
        name: string;
        detail: string;
        registrationId: number;
        fromRoster: RosterReason | null;
      }
    | {
        tone: 'error';
        title: string;
        name: string | null;
        detail: string;
        fromRoster: RosterReason | null;
      }
    | {
        tone: 'payment';
        title: string;
        payment: CheckInPaymentPending;
        passCode: string;
      }
  );

export interface Conflict {
  scanId: string;
  text: string;
}

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const atTime = (iso: string) => time.format(new Date(iso));

const newScanId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

/** The server's answers to a scan (not the lack of one). */
export type ServerAnswer = Exclude<ScanAnswer, { kind: 'offline' | 'unavailable' }>;

/** The card for a server answer. */
export function cardOf(answer: ServerAnswer, passCode: string, ms: number): ResultCard {
  if (answer.kind === 'ok') {
    const r = answer.result;
    const who = `${r.attendee.name}${r.attendee.teamName ? ` · ${r.attendee.teamName}` : ''}`;
    return r.result === 'checked-in'
      ? {
          tone: 'ok',
          title: 'Checked in',
          name: who,
          detail: `${r.attendee.college} · ${r.event.eventName}`,
          registrationId: r.attendee.registrationId,
          fromRoster: null,
          ms,
        }
      : {
          tone: 'warn',
          title: `Already checked in at ${atTime(r.checkedInAt)} by ${r.checkedInBy ?? 'someone'}`,
          name: who,
          detail: `${r.attendee.college} · ${r.event.eventName}`,
          registrationId: r.attendee.registrationId,
          fromRoster: null,
          ms,
        };
  }
  if (answer.kind === 'payment')
    return {
      tone: 'payment',
      title: 'Payment awaiting verification',
      payment: answer.body,
      passCode,
      ms,
    };
  return {
    tone: 'error',
    title: answer.message.replace(/\.$/, ''),
    name: null,
    detail: '',
    fromRoster: null,
    ms,
  };
}

function conflictOf(scan: QueuedScan, answer: ServerAnswer): string | null {
  const name = scan.name ?? `Pass ${scan.passCode}`;
  if (answer.kind === 'ok') {
    const r = answer.result;
    if (scan.localResult === 'checked-in' && r.result === 'already-checked-in') {
      return `${r.attendee.name}: scanned on two devices; in since ${atTime(r.checkedInAt)} (${r.checkedInBy ?? 'unknown'}).`;
    }
    if (scan.localResult === 'unknown')
      return `${r.attendee.name}: not in the downloaded roster; the server checked them in.`;
    return null;
  }
  if (answer.kind === 'payment') return `${name}: ${answer.body.message}`;
  return scan.localResult === 'unknown'
    ? `${name}: ${answer.message}`
    : `${name}: ${answer.message} (registration changed meanwhile)`;
}

export function useDesk(eventId: number | null) {
  const [roster, setRosterState] = useState<Roster | undefined>();
  const rosterRef = useRef<Roster | undefined>(undefined);
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);
  /** The connection is up but the server failed the last scan sent: the desk answers from the roster. */
  const [serverDown, setServerDown] = useState(false);
  const [card, setCard] = useState<ResultCard | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [rosterError, setRosterError] = useState<string | null>(null);
  const syncing = useRef(false);

  const setRoster = useCallback((next: Roster | undefined) => {
    rosterRef.current = next;
    setRosterState(next);
    if (next) void saveRoster(next);
  }, []);

  const countWaiting = useCallback(async () => setWaiting((await queuedScans()).length), []);

  /** The server's roster, with this desk's scans not yet sent laid over it. */
  const refreshRoster = useCallback(async () => {
    if (!eventId) return;
    try {
      let fresh = await getRoster(eventId);
      for (const scan of await queuedScans()) {
        const entry = fresh.entries.find((e) => e.passCode === scan.passCode);
        if (scan.eventId === eventId && entry && scan.localResult !== 'unknown')
          fresh = markCheckedIn(fresh, entry.registrationId, scan.scannedAt, 'this desk');
      }
      setRosterError(null);
      setOnline(true);
      setRoster(fresh);
    } catch {
      if (!rosterRef.current)
        setRosterError(
          'The roster could not be downloaded. Scans are answered by the server while online.',
        );
    }
  }, [eventId, setRoster]);

  /** Sends every waiting scan, oldest first; stops at the first that gets no answer. */
  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const scans = (await queuedScans()).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
      for (const scan of scans) {
        const answer = await postScan({
          passCode: scan.passCode,
          eventId: scan.eventId,
          scanId: scan.scanId,
          scannedAt: scan.scannedAt,
        });
        if (answer.kind === 'offline') break;
        if (answer.kind === 'unavailable') {
          setServerDown(true);
          break;
        }
        setOnline(true);
        setServerDown(false);
        await dropScan(scan.scanId);
        const text = conflictOf(scan, answer);
        if (text) setConflicts((list) => [...list, { scanId: scan.scanId, text }]);
        // The card still showing this scan's answer from the roster would now contradict the
        // server: it shows the server's answer instead (silently: the next person is at the door).
        setCard((shown) =>
          shown?.scanId === scan.scanId
            ? { ...cardOf(answer, scan.passCode, shown.ms), sentLater: true }
            : shown,
        );
      }
    } finally {
      syncing.current = false;
      await countWaiting();
    }
    await refreshRoster();
  }, [countWaiting, refreshRoster]);

  useEffect(() => {
    setCard(null);
    rosterRef.current = undefined;
    setRosterState(undefined);
    setRosterError(null);
    if (!eventId) return;
    let live = true;
    void loadRoster(eventId).then((kept) => {
      if (live && kept && !rosterRef.current) {
        rosterRef.current = kept;
        setRosterState(kept);
      }
    });
    void countWaiting();
    void sync();
    // Counters follow the other desks while online.
    const timer = window.setInterval(() => navigator.onLine && void sync(), 15_000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [eventId, countWaiting, sync]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  const show = useCallback((next: ResultCard) => {
    setCard(next);
    feedback(next.tone === 'ok' ? 'ok' : next.tone === 'warn' ? 'warn' : 'error');
  }, []);

  const answerOffline = useCallback(
    async (passCode: string, scanId: string, scannedAt: string, t0: number, why: RosterReason) => {
      const answer = answerFromRoster(rosterRef.current, passCode);
      const name = answer.kind === 'unknown' ? null : answer.entry.name;
      await queueScan({
        scanId,
        eventId: eventId!,
        passCode,
        scannedAt,
        localResult: answer.kind,
        name,
      });
      if (answer.kind === 'checked-in')
        setRoster(
          markCheckedIn(rosterRef.current!, answer.entry.registrationId, scannedAt, 'this desk'),
        );
      await countWaiting();
      const ms = Math.round(performance.now() - t0);
      if (answer.kind === 'unknown') {
        show({
          scanId,
          tone: 'error',
          title: 'Unknown pass',
          name: null,
          detail:
            why === 'offline'
              ? 'Not in the downloaded roster: the server decides when the connection returns.'
              : 'Not in the downloaded roster: the server decides when it answers again.',
          fromRoster: why,
          ms,
        });
      } else {
        const e = answer.entry;
        show(
          answer.kind === 'checked-in'
            ? {
                scanId,
                tone: 'ok',
                title: 'Checked in',
                name: e.name,
                detail: e.college,
                registrationId: e.registrationId,
                fromRoster: why,
                ms,
              }
            : {
                scanId,
                tone: 'warn',
                title: `Already checked in at ${atTime(e.checkedInAt!)} by ${e.checkedInBy ?? 'someone'}`,
                name: e.name,
                detail: e.college,
                registrationId: e.registrationId,
                fromRoster: why,
                ms,
              },
        );
      }
    },
    [eventId, countWaiting, setRoster, show],
  );

  /**
   * One scan, typed or read by the camera: the server answers while online, the roster otherwise.
   * `t0`: when the scan began (for the camera, the frame it was read from), for 'Answered in'.
   */
  const scan = useCallback(
    async (text: string, t0 = performance.now()) => {
      if (!eventId) return;
      const passCode = passCodeFromScan(text);
      if (!passCode) return;
      const scanId = newScanId();
      const scannedAt = new Date().toISOString();
      let why: RosterReason = 'offline';
      if (navigator.onLine) {
        const answer = await postScan({ passCode, eventId, scanId, scannedAt });
        if (answer.kind !== 'offline' && answer.kind !== 'unavailable') {
          setServerDown(false);
          if (answer.kind === 'ok' && rosterRef.current) {
            const { registrationId } = answer.result.attendee;
            if (rosterRef.current.entries.some((e) => e.registrationId === registrationId)) {
              setRoster(
                markCheckedIn(
                  rosterRef.current,
                  registrationId,
                  answer.result.checkedInAt,
                  answer.result.checkedInBy,
                ),
              );
            } else {
              // Not in the roster yet (a payment just verified at this desk): fetch it again, so
              // the counters and the attendance list count them now, not at the next sync.
              void refreshRoster();
            }
          }
          show(cardOf(answer, passCode, Math.round(performance.now() - t0)));
          // The server answers again: the scans kept meanwhile need not wait for the next sync.
          if (waiting > 0) void sync();
          return;
        }
        // The desk must keep working at the door: a failing server is answered for like no
        // connection (the scan is kept for the sync), but the badge tells the two apart.
        if (answer.kind === 'offline') setOnline(false);
        else {
          setServerDown(true);
          why = 'server-down';
        }
      }
      await answerOffline(passCode, scanId, scannedAt, t0, why);
    },
    [eventId, waiting, answerOffline, refreshRoster, setRoster, show, sync],
  );

  const forgetCheckIn = useCallback(
    (registrationId: number) => {
      if (rosterRef.current)
        setRoster(markCheckedIn(rosterRef.current, registrationId, null, null));
      setCard(null);
    },
    [setRoster],
  );

  return {
    roster,
    waiting,
    online,
    serverDown,
    card,
    conflicts,
    rosterError,
    scan,
    sync,
    forgetCheckIn,
    clearConflicts: () => setConflicts([]),
  };
}
