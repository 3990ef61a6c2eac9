import crypto from 'node:crypto';
import {
  EVENT_DAY_MSG,
  MSG,
  type OnSpotInputSchema,
  type OnSpotResponse,
  type SessionUser,
  type StudentLookup,
} from '@app/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { isHomeStudent } from '../../lib/home-college';
import { hashPassword } from '../../lib/passwords';
import { insertAudit } from '../audit-log/repository';
import { findUserByEmail, insertUser } from '../users/repository';
import { insertMail } from '../mail/repository';
import { insertPaymentEvents } from '../payments/repository';
import { ensurePass } from '../passes/repository';
import { passLinesOf } from '../passes/service';
import * as regRepo from '../registrations/repository';
import { insertPartyRegistrations, prepareParty, takePartySeat, type PreparedParty } from '../registrations/party';
import type { SeatingContext } from '../seats/service';
import { accountCreatedMail, onSpotRegisteredMail } from './mails';
import * as repo from './repository';

type OnSpotInput = z.output<typeof OnSpotInputSchema>;

/**
 * GET /api/on-spot/students?q=: the walk-in's account, if they already have one, with the events
 * they hold among `mine` (the caller's events; null for every event).
 */
export async function lookupStudents(
  db: Db,
  q: string,
  mine: ReadonlySet<number> | null,
): Promise<StudentLookup> {
  // Someone held to no event registers nobody, so they look nobody's details up.
  if (mine?.size === 0) throw forbidden(MSG.noEventsAssigned);
  const rows = await repo.findStudentsByEmailOrMobile(db, q.trim());
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    fullName: r.full_name,
    mobile: r.mobile ?? '',
    college: r.college ?? '',
    department: r.department ?? '',
    yearOfPassing: r.year_of_passing,
    registeredEventIds: mine ? r.event_ids.filter((id) => mine.has(id)) : r.event_ids,
  }));
}

/**
 * POST /api/registrations/on-spot, in one transaction: the student (found, or made with a mail to
 * set a password), the rules of a registration except the deadline, the amount against the fees,
 * the money (a UPI reference is a transaction ID: canonical and used once), a seat per event,
 * verified registrations, the passes, the audit row with the staff member's name, and the mails.
 */
export async function registerOnSpot(
  db: Db,
  actor: SessionUser,
  input: OnSpotInput,
  seating: SeatingContext,
): Promise<OnSpotResponse> {
  const { site } = seating;
  // Hashed before the transaction: argon2 takes tens of milliseconds and the transaction holds SQLite.
  const unusablePassword = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    let user = await findUserByEmail(trx, input.user.email);
    const newAccount = !user;
    if (!user) {
      try {
        await insertUser(trx, {
          email: input.user.email,
          password_hash: unusablePassword,
          role: 'student',
          full_name: input.user.fullName,
          dob: null,
          mobile: input.user.mobile,
          college: input.user.college,
          department: input.user.department,
          year_of_passing: input.user.yearOfPassing,
          state: null,
          district: null,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
        throw err;
      }
      user = (await findUserByEmail(trx, input.user.email))!;
    }
    if (user.role !== 'student') throw conflict(EVENT_DAY_MSG.onlyStudents);

    const found = new Map(
      (await regRepo.listEventsForRegistration(trx, input.eventIds)).map((e) => [e.id, e]),
    );
    const events = input.eventIds.map((id) => {
      const event = found.get(id);
      if (!event) throw notFound(MSG.registrationEventNotFound);
      if (Number(event.is_open) !== 1) throw badRequest(MSG.symposiumNotOpen);
      // The deadline is for online registration; the desk takes walk-ins on the day.
      if (Number(event.open_to_non_mit) !== 1 && !isHomeStudent(user))
        throw forbidden(MSG.openToMitOnly);
      return event;
    });
    const fees = events.reduce((sum, e) => sum + e.registration_fees, 0);
    if (input.amount !== fees) throw badRequest(MSG.amountMismatch(input.amount, fees));

    // The rules of a registration (SPEC-2 §F: 'as usual'): a team event is registered by the team's
    // leader for the whole team, once it has enough members; nobody may be registered twice.
    const parties: PreparedParty[] = [];
    for (const e of events) parties.push(await prepareParty(trx, e, user.id, seating.lock));

    const paid = events.filter((e) => e.registration_fees > 0);
    let paymentId: number | null = null;
    if (paid.length > 0) {
      try {
        paymentId = await repo.insertDeskPayment(trx, {
          userId: user.id,
          transactionId: input.paymentMethod === 'upi' ? input.reference : repo.cashTransactionId(),
          name: user.full_name,
          amount: input.amount,
          mobile: user.mobile ?? input.user.mobile,
          method: input.paymentMethod,
          staffId: actor.id,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.transactionUsed);
        throw err;
      }
      await insertPaymentEvents(trx, paymentId, paid);
    }

    const passes = new Map<string, string>();
    const registrations: OnSpotResponse['registrations'] = [];
    for (const party of parties) {
      const e = party.event;
      // Its own waitlist offer, or a free seat; for a team, one seat for the whole team.
      await takePartySeat(trx, party, seating.site);
      const id = await insertPartyRegistrations(trx, party, {
        status: 'verified',
        paymentId: e.registration_fees > 0 ? paymentId : null,
      });
      if (!passes.has(e.symposium_name))
        passes.set(e.symposium_name, await ensurePass(trx, user.id, e.symposium_name));
      registrations.push({
        id,
        eventId: e.id,
        status: 'verified',
        passCode: passes.get(e.symposium_name)!,
      });
    }
    await regRepo.deleteCartLines(trx, user.id, input.eventIds);
    await insertAudit(trx, {
      actor,
      action: 'registration.on-spot',
      targetType: 'user',
      targetId: user.id,
      after: {
        staffName: actor.name,
        userId: user.id,
        newAccount,
        eventIds: input.eventIds,
        registrationIds: registrations.map((r) => r.id),
        paymentMethod: input.paymentMethod,
        reference: input.reference || null,
        amount: input.amount,
        paymentId,
      },
    });
    if (newAccount)
      await insertMail(trx, accountCreatedMail({ to: user.email, name: user.full_name, site }));
    await insertMail(
      trx,
      onSpotRegisteredMail({
        to: user.email,
        name: user.full_name,
        amount: input.amount,
        method: input.paymentMethod,
        eventNames: events.map((e) => e.event_name),
        pass: await passLinesOf(
          trx,
          user.id,
          registrations.map((r, i) => ({
            id: r.id,
            symposiumName: parties[i]!.event.symposium_name,
          })),
          site,
        ),
      }),
    );
    return {
      message: EVENT_DAY_MSG.onSpotDone(user.full_name),
      userId: user.id,
      newAccount,
      registrations,
    };
  });
}
