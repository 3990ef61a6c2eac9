import {
  formatSiteDateTime,
  formatSiteTime,
  passCodeFromScan,
  siteDayOf,
  type CheckInPaymentPending,
  type Roster,
} from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { showError } from '../../../lib/notify';
import { getRoster } from '../api/get-roster';
import { postScan, type ScanAnswer } from '../api/post-scan';
import { answerFromRoster, markCheckedIn } from './answer-offline';
import { feedback } from './feedback';
import {
  dropScan,
  forgetRoster,
  forgetRostersOfOthers,
  loadRoster,
  madeBy,
  queuedScans,
  queueScan,
  saveRoster,
  type QueuedScan,
} from './offline-store';

// The desk's state for one event and the signed-in staff member: the roster (kept in IndexedDB),
// the scans waiting to be sent, the last result card, and the conflicts found when offline scans
// reach the server. A scan is sent only by the staff member who made it, and dropped only once the
// server has answered about the pass; a refusal of the staff member (401, 403) keeps it.

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
        /** The holder's name alone and the event, which 'Undo check-in' asks about. */
        person: string;
        eventName: string;
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
    | {
        // Neither in nor refused: with no roster of the event on this device the pass cannot be
        // checked until the kept scan reaches the server.
        tone: 'unchecked';
        title: string;
        detail: string;
      }
  );

/** A card saying someone is in: the one 'Undo check-in' acts on. */
export type CheckedInCard = Extract<ResultCard, { tone: 'ok' | 'warn' }>;

export interface Conflict {
  scanId: string;
  text: string;
  /** A payment awaiting verification: the pass page (`/check-in/{passCode}`) can verify it. */
  passCode?: string;
}

export const scansOf = (n: number) => `${n} ${n === 1 ? 'scan' : 'scans'}`;

/**
 * A check-in time in India: '10:30 am' today, '4 Mar 2031, 10:30 am' on another day, so that on
 * an event's second day the first day's check-ins do not read as today's.
 */
export const atTime = (iso: string, now = Date.now()) =>
  siteDayOf(iso) === siteDayOf(new Date(now).toISOString())
    ? formatSiteTime(iso)
    : formatSiteDateTime(iso);

/**
 * When and by whom a registration was checked in: 'checked in at 10:30 am by Devi', and without
 * 'by …' when it is not known who (a staff account removed since). Every line of the desk that
 * says so goes through here.
 */
const checkedInAtBy = (at: string, by: string | null) =>
  `checked in at ${atTime(at)}${by ? ` by ${by}` : ''}`;

/** What the desk's cards say of a registration already checked in: 'Already checked in at …'. */
export const alreadyCheckedIn = (at: string, by: string | null) =>
  `Already ${checkedInAtBy(at, by)}`;

const newScanId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

/** The server's answers about the pass scanned. */
export type ServerAnswer = Exclude<ScanAnswer, { kind: 'offline' | 'unavailable' | 'not-allowed' }>;

/** The card for a server answer. */
export function cardOf(answer: ServerAnswer, passCode: string, ms: number): ResultCard {
  if (answer.kind === 'ok') {
    const r = answer.result;
    const person = {
      name: `${r.attendee.name}${r.attendee.teamName ? ` · ${r.attendee.teamName}` : ''}`,
      detail: `${r.attendee.college} · ${r.event.eventName}`,
      registrationId: r.attendee.registrationId,
      person: r.attendee.name,
      eventName: r.event.eventName,
      fromRoster: null,
      ms,
    };
    return r.result === 'checked-in'
      ? { tone: 'ok', title: 'Checked in', ...person }
      : {
          tone: 'warn',
          title: alreadyCheckedIn(r.checkedInAt, r.checkedInBy),
          ...person,
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
    name: answer.name,
    detail: '',
    fromRoster: null,
    ms,
  };
}

function conflictOf(scan: QueuedScan, answer: ServerAnswer): Omit<Conflict, 'scanId'> | null {
  if (answer.kind === 'ok') {
    const r = answer.result;
    if (scan.localResult === 'checked-in' && r.result === 'already-checked-in') {
      return {
        text: `${r.attendee.name}: scanned on two devices; in since ${atTime(r.checkedInAt)} (${r.checkedInBy ?? 'unknown'}).`,
      };
    }
    if (scan.localResult === 'unknown')
      return {
        text: `${r.attendee.name}: not in the downloaded roster; the server checked them in.`,
      };
    // Scanned with no roster: the desk said nothing at the door, so only a second use of the pass
    // is news (the server's check-in is the answer the scan was waiting for).
    if (scan.localResult === 'no-roster' && r.result === 'already-checked-in')
      return {
        text: `${r.attendee.name}: already ${checkedInAtBy(r.checkedInAt, r.checkedInBy)} before this scan.`,
      };
    return null;
  }
  if (answer.kind === 'payment')
    return {
      text: `${answer.body.attendee.name}: ${answer.body.message}`,
      passCode: scan.passCode,
    };
  const name = answer.name ?? scan.name ?? `Pass ${scan.passCode}`;
  return {
    text:
      scan.localResult === 'unknown' || scan.localResult === 'no-roster'
        ? `${name}: ${answer.message}`
        : `${name}: ${answer.message} (registration changed meanwhile)`,
  };
}

export function useDesk(eventId: number | null) {
  const { user, setUser } = useAuth();
  const staffId = user?.id ?? null;
  const [roster, setRosterState] = useState<Roster | undefined>();
  const rosterRef = useRef<Roster | undefined>(undefined);
  /** The signed-in staff member's scans waiting to be sent (every event). */
  const [waiting, setWaiting] = useState(0);
  /** Scans another staff member made on this device: only they can send them. */
  const [othersWaiting, setOthersWaiting] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);
  /** The connection is up but the server failed the last scan sent: the desk answers from the roster. */
  const [serverDown, setServerDown] = useState(false);
  /** Scans sent and not awaited yet: the desk shows 'Checking …' meanwhile. */
  const [checking, setChecking] = useState(0);
  const [card, setCard] = useState<ResultCard | null>(null);
  /** What the desk last did by itself ('Check-in undone for …'), shown until the next scan. */
  const [notice, setNotice] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [rosterError, setRosterError] = useState<string | null>(null);
  /** Why the server refused this staff member's waiting scans (403): the sync waits for a scan it accepts. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<string | null>(null);
  const syncing = useRef(false);
  const sessionEnded = useRef(false);

  const refuse = useCallback((message: string | null) => {
    refusalRef.current = message;
    setRefusal(message);
  }, []);

  const setRoster = useCallback(
    (next: Roster | undefined) => {
      rosterRef.current = next;
      setRosterState(next);
      if (next && staffId !== null) void saveRoster(next, staffId);
    },
    [staffId],
  );

  const mine = useCallback(
    (scan: QueuedScan) => staffId !== null && madeBy(scan, staffId),
    [staffId],
  );

  const countWaiting = useCallback(async () => {
    const all = await queuedScans();
    const own = all.filter(mine).length;
    setWaiting(own);
    setOthersWaiting(all.length - own);
    return own;
  }, [mine]);

  /**
   * The server says the session is gone (401): the scans stay on the device, and the person is
   * signed out (every other call would fail too) with a message saying what is kept.
   */
  const endSession = useCallback(async () => {
    if (sessionEnded.current) return;
    sessionEnded.current = true;
    const n = await countWaiting();
    showError(
      `Your session has ended. ${scansOf(n)} ${n === 1 ? 'is' : 'are'} waiting on this phone: log in again to send ${n === 1 ? 'it' : 'them'}.`,
    );
    setUser(null);
  }, [countWaiting, setUser]);

  /** The server's roster, with this desk's scans not yet sent laid over it. */
  const refreshRoster = useCallback(async () => {
    if (!eventId || staffId === null) return;
    try {
      let fresh = await getRoster(eventId);
      for (const scan of (await queuedScans()).filter(mine)) {
        const entry = fresh.entries.find((e) => e.passCode === scan.passCode);
        // Only scans the desk let in count as in: not an unknown pass, nor one it could not look up.
        const letIn =
          scan.localResult === 'checked-in' || scan.localResult === 'already-checked-in';
        if (scan.eventId === eventId && entry && letIn)
          fresh = markCheckedIn(fresh, entry.registrationId, scan.scannedAt, 'this desk');
      }
      setRosterError(null);
      setOnline(true);
      setRoster(fresh);
    } catch (err) {
      if (err instanceof ApiError && [401, 403, 404].includes(err.status)) {
        // Refused (not this staff member's event, or no longer; or gone): the copy kept goes too.
        rosterRef.current = undefined;
        setRosterState(undefined);
        void forgetRoster(eventId);
        setRosterError(err.message);
      } else if (!rosterRef.current)
        setRosterError(
          'The roster could not be downloaded. Scans are answered by the server while online.',
        );
    }
  }, [eventId, staffId, mine, setRoster]);

  /** Sends this staff member's waiting scans, oldest first; stops at the first not answered. */
  const sync = useCallback(async () => {
    if (syncing.current || staffId === null) return;
    syncing.current = true;
    let signedOut = false;
    try {
      const scans = refusalRef.current
        ? []
        : (await queuedScans()).filter(mine).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
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
        // Not an answer about the pass: the scan stays, and so do the ones after it.
        if (answer.kind === 'not-allowed') {
          if (answer.status === 401) signedOut = true;
          else refuse(answer.message);
          break;
        }
        await dropScan(scan.scanId);
        const conflict = conflictOf(scan, answer);
        if (conflict) setConflicts((list) => [...list, { scanId: scan.scanId, ...conflict }]);
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
    if (signedOut) await endSession();
    else await refreshRoster();
  }, [staffId, mine, countWaiting, endSession, refreshRoster, refuse]);

  useEffect(() => {
    setCard(null);
    setNotice(null);
    rosterRef.current = undefined;
    setRosterState(undefined);
    setRosterError(null);
    void countWaiting();
    if (staffId === null) return;
    let live = true;
    void forgetRostersOfOthers(staffId);
    if (eventId)
      void loadRoster(eventId, staffId).then((kept) => {
        if (live && kept && !rosterRef.current) {
          rosterRef.current = kept;
          setRosterState(kept);
        }
      });
    // Scans kept for any event are sent, also before an event is chosen.
    void sync();
    // Counters follow the other desks while online.
    const timer = window.setInterval(() => navigator.onLine && void sync(), 15_000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [eventId, staffId, countWaiting, sync]);

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
    feedback(next.tone === 'payment' ? 'error' : next.tone);
  }, []);

  /** Keeps a scan for the sync, with the roster's answer (compared with the server's once sent). */
  const keepScan = useCallback(
    async (passCode: string, scanId: string, scannedAt: string) => {
      const answer = answerFromRoster(rosterRef.current, passCode);
      await queueScan({
        scanId,
        eventId: eventId!,
        passCode,
        scannedAt,
        localResult: answer.kind,
        name: 'entry' in answer ? answer.entry.name : null,
        staffId: staffId!,
      });
      if (answer.kind === 'checked-in')
        setRoster(
          markCheckedIn(rosterRef.current!, answer.entry.registrationId, scannedAt, 'this desk'),
        );
      await countWaiting();
      return answer;
    },
    [eventId, staffId, countWaiting, setRoster],
  );

  const answerOffline = useCallback(
    async (passCode: string, scanId: string, scannedAt: string, t0: number, why: RosterReason) => {
      const answer = await keepScan(passCode, scanId, scannedAt);
      const ms = Math.round(performance.now() - t0);
      if (answer.kind === 'no-roster') {
        // Not red: nothing says the pass is bad, only that this device cannot tell yet.
        show({
          scanId,
          tone: 'unchecked',
          title: 'Cannot check this pass offline',
          detail:
            why === 'offline'
              ? "This event's roster is not on this device. The scan is kept and sent when the connection returns."
              : "This event's roster is not on this device and the server is not answering. The scan is kept and sent when the server answers again.",
          ms,
        });
      } else if (answer.kind === 'unknown') {
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
        const person = {
          scanId,
          name: e.name,
          detail: e.college,
          registrationId: e.registrationId,
          person: e.name,
          eventName: rosterRef.current?.event.eventName ?? '',
          fromRoster: why,
          ms,
        };
        show(
          answer.kind === 'checked-in'
            ? { tone: 'ok', title: 'Checked in', ...person }
            : {
                tone: 'warn',
                title: alreadyCheckedIn(e.checkedInAt!, e.checkedInBy),
                ...person,
              },
        );
      }
    },
    [keepScan, show],
  );

  /**
   * One scan, typed or read by the camera: the server answers while online, the roster otherwise.
   * `t0`: when the scan began (for the camera, the frame it was read from), for 'Answered in'.
   */
  const scan = useCallback(
    async (text: string, t0 = performance.now()) => {
      if (!eventId || staffId === null) return;
      const passCode = passCodeFromScan(text);
      if (!passCode) return;
      const scanId = newScanId();
      const scannedAt = new Date().toISOString();
      setNotice(null);
      let why: RosterReason = 'offline';
      if (navigator.onLine) {
        // The last person's card goes at once: it must not be read as this pass's answer.
        setCard(null);
        setChecking((n) => n + 1);
        const answer = await postScan({ passCode, eventId, scanId, scannedAt });
        setChecking((n) => n - 1);
        if (answer.kind === 'not-allowed') {
          // About the staff member, not the pass: the scan is kept for when the server takes it.
          const kept = await keepScan(passCode, scanId, scannedAt);
          if (answer.status === 401) {
            await endSession();
            return;
          }
          refuse(answer.message);
          show({
            scanId,
            tone: 'error',
            title: answer.message.replace(/\.$/, ''),
            name: 'entry' in kept ? kept.entry.name : null,
            detail: 'Not sent: the scan is kept on this phone.',
            fromRoster: null,
            ms: Math.round(performance.now() - t0),
          });
          return;
        }
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
          refuse(null);
          if (waiting > 0) void sync();
          return;
        }
        // The desk must keep working at the door: a failing or stalled server is answered for
        // like no connection (the scan is kept for the sync), but the badge tells the two apart.
        if (answer.kind === 'offline') setOnline(false);
        else {
          setServerDown(true);
          why = 'server-down';
        }
      }
      await answerOffline(passCode, scanId, scannedAt, t0, why);
    },
    [
      eventId,
      staffId,
      waiting,
      answerOffline,
      endSession,
      keepScan,
      refreshRoster,
      refuse,
      setRoster,
      show,
      sync,
    ],
  );

  /** After 'Undo check-in': the person counts as not in, and `done` says so in the card's place. */
  const forgetCheckIn = useCallback(
    (registrationId: number, done: string) => {
      if (rosterRef.current)
        setRoster(markCheckedIn(rosterRef.current, registrationId, null, null));
      setCard(null);
      setNotice(done);
    },
    [setRoster],
  );

  return {
    roster,
    waiting,
    othersWaiting,
    online,
    serverDown,
    checking: checking > 0,
    refusal,
    card,
    notice,
    conflicts,
    rosterError,
    scan,
    sync,
    forgetCheckIn,
    clearConflicts: () => setConflicts([]),
  };
}
