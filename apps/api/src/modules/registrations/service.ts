import {
  MSG,
  type EventRegistrationRow,
  type FreeRegistrationInput,
  type SessionUser,
  type UserRegistrationLookup,
  type UserRegistrationsResponse,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { groupBy } from '../../lib/group-by';
import { badRequest, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { ensurePass } from '../passes/repository';
import { eventDayOfRegistrations } from '../passes/service';
import { pendingPaymentsOfUser } from '../payments/service';
import { clashesFor } from '../calendar/service';
import { assertOwnEmailOrStaff, assertOwnIdOrStaff, targetByEmail } from '../users/access';
import { attachmentHeader, registrationsCsv, registrationsXlsx } from './export';
import { groupByTeam, toEventRegistrationRow, toLookup, toUserRegistration } from './mappers';
import * as repo from './repository';
import { insertPartyRegistrations, prepareParty, takePartySeat } from './party';
import { assertOpenFor } from './rules';
import type { SeatingContext } from '../seats/service';

/**
 * POST /api/registrations/simple: a free event, verified at once. The (user, event) unique
 * constraint decides between simultaneous attempts and the guarded seat counter between
 * simultaneous registrants; the event leaves the cart in the same step. For a team event the
 * leader registers every member.
 */
export async function registerFree(db: Db, actor: SessionUser, input: FreeRegistrationInput, seating: SeatingContext) {
  const user = await targetByEmail(db, actor, input.userEmail);
  return db.transaction().execute(async (trx) => {
    const event = await repo.findEventForRegistration(trx, input.eventId);
    assertOpenFor(event, user);
    if (event.registration_fees !== 0) throw badRequest(MSG.eventNotFree);
    const party = await prepareParty(trx, event, user.id, seating.lock);
    await takePartySeat(trx, party, seating.site);
    const id = await insertPartyRegistrations(trx, party, { status: 'verified', paymentId: null });
    await repo.deleteCartLines(trx, user.id, [event.id]);
    await ensurePass(trx, user.id, event.symposium_name);
    if (actor.id !== user.id) {
      await insertAudit(trx, {
        actor,
        action: 'registration.create-for-user',
        targetType: 'registration',
        targetId: id,
        after: { userId: user.id, eventId: event.id, status: 'verified', teamId: party.seat.teamId },
      });
    }
    return {
      message: MSG.registeredFor(event.event_name),
      registration: { id, eventId: event.id, status: 'verified' as const },
      // Registered all the same: the answer only warns (SPEC-2 §J). Read in the same transaction,
      // so that an answer never fails (waiting for another pooled connection) once this is stored.
      clashes: await clashesFor(trx, user.id, event.id),
    };
  });
}

async function eventFor(db: Db, eventId: number, symposium?: string) {
  const event = await repo.findEventHeader(db, eventId);
  if (!event || (symposium && symposium !== event.symposium_name)) throw notFound(MSG.invalidRegistrationsView);
  return event;
}

/** Free registrants and verified paid ones, by name. */
export async function eventRegistrants(db: Db, eventId: number, symposium?: string): Promise<EventRegistrationRow[]> {
  await eventFor(db, eventId, symposium);
  return groupByTeam((await repo.listEventRegistrants(db, eventId)).map(toEventRegistrationRow));
}

export async function exportRegistrants(db: Db, eventId: number, format: 'csv' | 'xlsx' | 'pdf', symposium?: string) {
  const event = await eventFor(db, eventId, symposium);
  const rows = groupByTeam((await repo.listEventRegistrants(db, eventId)).map(toEventRegistrationRow));
  const disposition = attachmentHeader(event.event_name, format);
  if (format === 'csv') return { body: registrationsCsv(rows), contentType: 'text/csv; charset=utf-8', disposition };
  if (format === 'xlsx') {
    const body = await registrationsXlsx(event.event_name, rows);
    return { body, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', disposition };
  }
  // pdfkit and the fonts load on the first list printed, not in every server process at boot.
  const { registrationsPdf } = await import('./registrations-pdf');
  const body = await registrationsPdf(
    { eventName: event.event_name, coordinatorName: event.coordinator_name, coordinatorContactNo: event.coordinator_contact_no },
    rows,
  );
  return { body, contentType: 'application/pdf', disposition };
}

/** Events the user holds a pending or verified registration for: the cards' 'Registered' state. */
export async function registeredEventIds(db: Db, actor: SessionUser, email: string) {
  assertOwnEmailOrStaff(actor, email);
  return { eventIds: await repo.listLiveEventIdsByEmail(db, email) };
}

/**
 * My Enrolled Events: verified registrations with their events, rounds and results, plus the
 * payments still awaiting a decision. Four queries however many registrations there are.
 */
export async function userRegistrations(db: Db, actor: SessionUser, userId: number): Promise<UserRegistrationsResponse> {
  assertOwnIdOrStaff(actor, userId);
  const [rows, pendingPayments] = await Promise.all([
    repo.listVerifiedRegistrationsWithEvents(db, userId),
    pendingPaymentsOfUser(db, userId),
  ]);
  const [rounds, results] = await Promise.all([
    repo.listRoundsOfEvents(db, [...new Set(rows.map((r) => r.id))]),
    repo.listRoundResultsOfRegistrations(db, rows.map((r) => r.registration_id)),
  ]);
  const roundsOf = groupBy(rounds, (r) => r.event_id);
  const resultsOf = groupBy(results, (r) => r.registration_id);
  const eventDay = await eventDayOfRegistrations(db, userId, rows.map((r) => r.registration_id));
  const registrations = rows.map((row) => ({
    ...toUserRegistration(row, roundsOf.get(row.id) ?? [], resultsOf.get(row.registration_id) ?? []),
    ...eventDay.get(row.registration_id),
  }));
  return { registrations, pendingPayments };
}

export async function lookupByEmail(db: Db, actor: SessionUser, email: string): Promise<UserRegistrationLookup> {
  assertOwnEmailOrStaff(actor, email);
  return (await repo.listRegistrationsByEmail(db, email)).map(toLookup);
}
