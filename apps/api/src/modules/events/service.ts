import {
  MSG,
  SEATS_MSG,
  type Account,
  type Event,
  type EventDeletePreview,
  type EventFields,
  type SessionUser,
  type SymposiumName,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { groupBy } from '../../lib/group-by';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { UploadedFile } from '../../lib/uploads';
import { toAccount } from '../accounts/mappers';
import * as accountsRepo from '../accounts/repository';
import { insertAudit } from '../audit-log/repository';
import * as coordinators from '../coordinators/repository';
import { deleteFile, insertFile } from '../files/repository';
import { recountSeats, seatsLeft } from '../seats/repository';
import { expireAllDueOffers, expireDueOffers, makeOffers, type Site } from '../seats/service';
import type { Audience } from './catalog';
import { toEvent } from './mappers';
import { encodePoster } from './posters';
import { isHomeStudent } from '../../lib/home-college';
import * as repo from './repository';

type Actor = { id: number; email: string };

/**
 * SPEC §5 non-MIT visibility: anonymous visitors and staff see every event; a logged-in student
 * whose college is not the home college sees only events open to non-MIT students.
 */
export function audienceOf(user: SessionUser | null): Audience {
  if (!user || user.role !== 'student' || isHomeStudent(user)) return 'all';
  return 'nonMit';
}

export function canSeeEvent(user: SessionUser | null, event: { open_to_non_mit: boolean | number }): boolean {
  return audienceOf(user) === 'all' || event.open_to_non_mit === true || event.open_to_non_mit === 1;
}

async function loadEvent(db: Db, id: number): Promise<Event | undefined> {
  const row = await repo.findEventRow(db, id);
  if (!row) return undefined;
  return toEvent(row, await repo.listRoundsOfEvent(db, id));
}

/**
 * One event as `user` may see it, else 404 'Event not found.' (an event closed to non-MIT
 * students does not exist for them). Other features call this before cart or registration.
 */
export async function findEventForUser(
  db: Db,
  user: SessionUser | null,
  id: number,
  symposium?: SymposiumName,
): Promise<Event> {
  const event = await loadEvent(db, id);
  if (!event || !canSeeEvent(user, event) || (symposium && event.symposiumName !== symposium)) {
    throw notFound(MSG.eventNotFound);
  }
  return event;
}

/** Every event with its assigned accounts, for the admin screens: three queries in all. */
export async function listEventsForAdmin(db: Db, symposium?: SymposiumName, site?: Site): Promise<Event[]> {
  await expireAllDueOffers(db, site);
  const rows = await repo.listEventRows(db, symposium);
  const rounds = await repo.listRounds(db, symposium);
  const links = symposium
    ? await accountsRepo.listAccountsOfEvents(db, rows.map((r) => r.id))
    : await accountsRepo.listAllEventAccounts(db);
  const roundsOf = groupBy(rounds, (r) => r.event_id);
  const accountsOf = groupBy(links, (l) => l.event_id);
  return rows.map((row) =>
    toEvent(row, roundsOf.get(row.id) ?? [], (accountsOf.get(row.id) ?? []).map(toAccount)),
  );
}

function toValues(input: EventFields): repo.EventValues {
  return {
    symposium_name: input.symposiumName,
    event_name: input.eventName,
    event_category: input.eventCategory,
    event_description: input.eventDescription,
    number_of_rounds: input.numberOfRounds,
    team_or_individual: input.teamOrIndividual,
    location: input.location,
    registration_fees: input.registrationFees,
    coordinator_name: input.coordinatorName,
    coordinator_contact_no: input.coordinatorContactNo,
    coordinator_mail: input.coordinatorMail,
    last_date_for_registration: input.lastDateForRegistration,
    open_to_non_mit: input.isOpenForNonMIT ? 1 : 0,
    registration_link: input.registrationLink ?? null,
    capacity: input.capacity,
    waitlist_offer_hours: input.waitlistOfferHours,
    min_team_size: input.minTeamSize,
    max_team_size: input.maxTeamSize,
  };
}

/** Audit snapshots leave out nothing but the poster URLs' hashes. */
const auditShape = (e: Event) => ({ ...e, posterUrl: e.posterUrl ? 'poster' : null, posterSmallUrl: undefined });

export async function createEvent(db: Db, actor: Actor, input: EventFields): Promise<Event> {
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertEvent(trx, toValues(input));
    await repo.replaceRounds(trx, id, input.rounds);
    const event = (await loadEvent(trx, id))!;
    await insertAudit(trx, { actor, action: 'event.create', targetType: 'event', targetId: id, after: auditShape(event) });
    return event;
  });
}

/**
 * SPEC-2 §B team sizes hold for the teams already formed: the largest size may not go below a
 * team's members (forming or registered: a forming team's members are in it all the same), the
 * smallest may not rise above a registered team's members (a forming team can still grow before
 * it registers), and an event with teams may not become individual. Only a change that tightens
 * is checked, so saving other fields is never refused over teams formed before this rule.
 */
async function assertTeamsFit(db: Db, before: Event, input: EventFields): Promise<void> {
  if (before.teamOrIndividual !== 'Team') return;
  const teams = await repo.listTeamSizes(db, before.id);
  if (teams.length === 0) return;
  if (input.teamOrIndividual !== 'Team') throw conflict(SEATS_MSG.teamsExist);
  const largest = Math.max(...teams.map((t) => t.members));
  if (input.maxTeamSize < before.maxTeamSize && input.maxTeamSize < largest)
    throw conflict(SEATS_MSG.maxTeamBelowTeam(largest));
  const registered = teams.filter((t) => t.registered).map((t) => t.members);
  const smallest = Math.min(...registered); // Infinity when no team is registered
  if (input.minTeamSize > before.minTeamSize && input.minTeamSize > smallest)
    throw conflict(SEATS_MSG.minTeamAboveTeam(smallest));
}

/**
 * Updates the event and replaces its rounds, in one transaction. Seats are counted afresh from
 * what holds them; Seats may not go below that; seats a larger capacity frees are offered to
 * the waitlist at once. Team sizes must fit the teams already formed (assertTeamsFit); with
 * `lock` (PostgreSQL) the event's teams are held meanwhile, so no member joins one meanwhile.
 * A free event takes no payment: made free, it loses its payment accounts (each removal audited
 * as the admin's own removal is), as the admin's form warns before saving. Fewer rounds drop the
 * results of the rounds dropped, each round's count written in the audit row.
 */
export async function updateEvent(
  db: Db,
  actor: Actor,
  id: number,
  input: EventFields,
  site?: Site,
  lock = false,
): Promise<{ event: Event; offersMade: number }> {
  return db.transaction().execute(async (trx) => {
    if (lock) await repo.lockTeamsOfEvent(trx, id);
    const before = await loadEvent(trx, id);
    if (!before) throw notFound(MSG.eventNotFound);
    await assertTeamsFit(trx, before, input);
    await expireDueOffers(trx, id, site);
    const taken = await recountSeats(trx, id);
    if (!(await repo.updateEvent(trx, id, toValues(input)))) throw conflict(SEATS_MSG.capacityBelowTaken(taken));
    await repo.replaceRounds(trx, id, input.rounds);
    // A dropped round's results go with it: added again, it starts undecided rather than locked.
    const droppedResults = await repo.deleteResultsOfDroppedRounds(
      trx,
      id,
      input.rounds.map((r) => r.roundNumber),
    );
    if (input.registrationFees === 0) await dropAccounts(trx, actor, id);
    const offersMade = await makeOffers(trx, id, site);
    const event = (await loadEvent(trx, id))!;
    await insertAudit(trx, {
      actor,
      action: 'event.update',
      targetType: 'event',
      targetId: id,
      before: auditShape(before),
      after: droppedResults.length ? { ...auditShape(event), droppedResults } : auditShape(event),
    });
    return { event, offersMade };
  });
}

/** The event became free: no account is left to pay into, each removal audited. */
async function dropAccounts(trx: Db, actor: Actor, eventId: number) {
  for (const accountId of await accountsRepo.deleteAccountsOfEvent(trx, eventId)) {
    await insertAudit(trx, {
      actor,
      action: 'event.account.remove',
      targetType: 'event',
      targetId: eventId,
      before: { accountId },
      after: { reason: 'The event was made free.' },
    });
  }
}

async function findForChange(db: Db, id: number, symposium?: SymposiumName) {
  const row = await repo.findEventRow(db, id);
  if (!row || (symposium && row.symposium_name !== symposium)) throw notFound(MSG.eventNotFound);
  return row;
}

/**
 * What the admin is told before deleting an event: the organizers it would leave assigned to no
 * event, who then see every event (SPEC-2 §I). A warning, not a refusal: the spec allows that state.
 */
export async function deletePreview(db: Db, id: number): Promise<EventDeletePreview> {
  if (!(await repo.findEventRow(db, id))) throw notFound(MSG.eventNotFound);
  const organizers = await coordinators.listOrganizersOnlyOf(db, id);
  return { organizersWithNoOtherEvent: organizers.map((o) => ({ id: o.id, name: o.full_name })) };
}

/**
 * Deletes an event with its rounds, cart lines, free or rejected registrations, their round
 * results and account links; refused with 409 while paid registrations that are not rejected
 * exist (docs/decisions/002-event-delete.md).
 */
export async function deleteEvent(db: Db, actor: Actor, id: number, symposium?: SymposiumName): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findForChange(trx, id, symposium);
    if ((await repo.countPaidRegistrations(trx, id)) > 0) throw conflict(MSG.eventHasPaidRegistrations);
    const removed = await repo.countEventDependants(trx, id);
    const before = toEvent(row, await repo.listRoundsOfEvent(trx, id));
    await repo.deleteEvent(trx, id);
    for (const fileId of [row.poster_file_id, row.poster_small_file_id]) if (fileId != null) await deleteFile(trx, fileId);
    await insertAudit(trx, {
      actor,
      action: 'event.delete',
      targetType: 'event',
      targetId: id,
      before: { ...auditShape(before), removed },
    });
  });
}

export async function uploadPoster(
  db: Db,
  actor: Actor,
  id: number,
  file: UploadedFile | undefined,
  symposium?: SymposiumName,
): Promise<Event> {
  if (!file) throw badRequest(MSG.posterRequired);
  await findForChange(db, id, symposium);
  // Re-encoding is slow; done before the transaction so no lock is held meanwhile.
  const encoded = await encodePoster(file.bytes);
  return db.transaction().execute(async (trx) => {
    const row = await findForChange(trx, id, symposium);
    const large = await insertFile(trx, { kind: 'poster', contentType: 'image/webp', bytes: encoded.large });
    const small = await insertFile(trx, { kind: 'poster', contentType: 'image/webp', bytes: encoded.small });
    await repo.setEventPoster(trx, id, large, small);
    for (const old of [row.poster_file_id, row.poster_small_file_id]) if (old != null) await deleteFile(trx, old);
    await insertAudit(trx, {
      actor,
      action: 'event.poster.upload',
      targetType: 'event',
      targetId: id,
      before: { posterFileId: row.poster_file_id },
      after: { posterFileId: large, bytes: encoded.large.length, uploadedType: file.type, uploadedBytes: file.bytes.length },
    });
    return (await loadEvent(trx, id))!;
  });
}

export async function removePoster(db: Db, actor: Actor, id: number, symposium?: SymposiumName): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findForChange(trx, id, symposium);
    if (row.poster_file_id == null && row.poster_small_file_id == null) throw notFound(MSG.noPoster);
    await repo.setEventPoster(trx, id, null, null);
    for (const old of [row.poster_file_id, row.poster_small_file_id]) if (old != null) await deleteFile(trx, old);
    await insertAudit(trx, {
      actor,
      action: 'event.poster.remove',
      targetType: 'event',
      targetId: id,
      before: { posterFileId: row.poster_file_id },
      after: { posterFileId: null },
    });
  });
}

/** GET /api/admin/accounts/event/{eventId}: where a student sends the money for this event. */
export async function accountsForPayment(db: Db, user: SessionUser, eventId: number): Promise<Account[]> {
  await findEventForUser(db, user, eventId);
  const accounts = (await accountsRepo.listAccountsOfEvents(db, [eventId])).map(toAccount);
  if (accounts.length === 0) throw notFound(MSG.noAccountForEvent);
  return accounts;
}

/** The event's seats as they are now, lapsed offers ended first (the single-event read is exact). */
export async function currentSeats(db: Db, id: number, site?: Site) {
  return db.transaction().execute(async (trx) => {
    const ended = await expireDueOffers(trx, id, site);
    const row = await repo.findSeats(trx, id);
    return row ? { capacity: row.capacity, seatsLeft: seatsLeft(row), ended } : null;
  });
}
