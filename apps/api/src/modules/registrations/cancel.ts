import { isRegistrationOpen, isStaff, MSG, SEATS_MSG, type SessionUser } from '@app/shared';
import type { Db } from '../../db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { insertMail } from '../mail/repository';
import { closeIfPaysForNothing } from '../payments/service';
import { partyLeft, type SeatingContext } from '../seats/service';
import { lockTeam } from '../teams/repository';
import { cancelMemberOfTeam } from '../teams/service';
import { holdEvent } from '../winners/repository';
import { REGISTRATION_ENDED, registrationsEnded } from '../winners/service';
import { staffCancelledMail, teamCancelledMail } from './mails';
import * as repo from './repository';

/**
 * DELETE /api/registrations/{id} (SPEC-2 §A). A student cancels their own free registration
 * before the deadline (a team's leader cancels the whole team's, and the other members are
 * mailed; the team stays, forming again); staff cancel any one (audited). The rows go, with their
 * round results, places and certificates; a seat the party no longer holds is freed and offered.
 * Staff cancelling one member of a registered team take the member out of the team too, as a
 * staff removal from the team does: a team names only people who hold its registration.
 */
export async function cancelRegistration(
  db: Db,
  actor: SessionUser,
  id: number,
  seating: SeatingContext,
) {
  return db.transaction().execute(async (trx) => {
    const reg = await findHeld(trx, id, seating.lock);
    if (!reg) throw notFound(SEATS_MSG.registrationNotFound);
    const staff = isStaff(actor);
    if (!staff) {
      if (reg.user_id !== actor.id) throw forbidden(MSG.forbidden);
      if (reg.payment_id !== null) throw conflict(SEATS_MSG.paidNotCancellable);
      if (!isRegistrationOpen({ lastDateForRegistration: reg.last_date_for_registration })) {
        throw badRequest(MSG.registrationDeadlinePassed);
      }
      if (reg.team_id !== null && reg.leader_id !== actor.id)
        throw conflict(SEATS_MSG.teamRegistered);
    }
    if (staff && reg.team_id !== null && reg.status !== 'rejected') {
      await cancelMemberOfTeam(trx, seating, actor, reg.team_id, reg.user_id);
      await auditStaffCancel(trx, actor, reg, true);
      return { message: SEATS_MSG.registrationCancelled };
    }
    // A leader's cancel takes every member's registration; staff take the one row they chose.
    const team =
      !staff && reg.team_id !== null ? await repo.listRegistrationsOfTeam(trx, reg.team_id) : null;
    await repo.deleteRegistrations(trx, team ? team.map((r) => r.id) : [reg.id]);
    // A pending payment left paying for nothing is closed (staff alone cancel paid registrations).
    if (reg.payment_id !== null) await closeIfPaysForNothing(trx, actor, reg.payment_id, seating.lock);
    // No longer registrants: their places at the event and certificates for it go too.
    await registrationsEnded(
      trx,
      actor,
      (team ?? [reg]).map((r) => ({
        event_id: reg.event_id,
        user_id: r.user_id,
        team_id: reg.team_id,
      })),
      REGISTRATION_ENDED.cancelled,
      seating.lock,
    );
    if (reg.status !== 'rejected') {
      await partyLeft(
        trx,
        { eventId: reg.event_id, userId: reg.user_id, teamId: reg.team_id },
        seating.site,
      );
    }
    if (team) {
      // The other members lost their registrations without being asked: each is told.
      const leaderName = team.find((r) => r.user_id === actor.id)?.full_name ?? actor.name;
      for (const member of team.filter((r) => r.user_id !== actor.id)) {
        await insertMail(
          trx,
          teamCancelledMail({
            to: member.email,
            name: member.full_name,
            leaderName,
            teamName: reg.team_name ?? '',
            eventName: reg.event_name,
            symposiumName: reg.symposium_name,
          }),
        );
      }
    }
    if (staff) {
      // Its holder did not ask for it here: they are told, and whom to ask. A rejected
      // registration held nothing, so its removal is only tidying.
      if (reg.status !== 'rejected') {
        await insertMail(
          trx,
          staffCancelledMail({
            to: reg.email,
            name: reg.full_name,
            eventName: reg.event_name,
            symposiumName: reg.symposium_name,
            paid: reg.payment_id !== null,
            coordinatorName: reg.coordinator_name,
            coordinatorContactNo: reg.coordinator_contact_no,
          }),
        );
      }
      await auditStaffCancel(trx, actor, reg, false);
    }
    return { message: SEATS_MSG.registrationCancelled };
  });
}

type CancelRow = NonNullable<Awaited<ReturnType<typeof repo.findRegistrationForCancel>>>;

/**
 * The registration to cancel. On PostgreSQL its team's row and then its event's are held first
 * (teams, then events, then registrations: docs/architecture.md, 'Row locks'), and it is read again
 * as it now stands: a member joining, a payment decided, winners saved or certificates issued
 * meanwhile go wholly before or after.
 */
async function findHeld(trx: Db, id: number, lock: boolean): Promise<CancelRow | undefined> {
  const reg = await repo.findRegistrationForCancel(trx, id);
  if (!reg || !lock) return reg;
  if (reg.team_id !== null) await lockTeam(trx, reg.team_id, true);
  await holdEvent(trx, reg.event_id, true);
  return repo.findRegistrationForCancel(trx, id);
}

/** The audit row of a staff cancel; `leftTeam` when the holder was taken out of their team too. */
async function auditStaffCancel(trx: Db, actor: SessionUser, reg: CancelRow, leftTeam: boolean) {
  await insertAudit(trx, {
    actor,
    action: 'registration.cancel',
    targetType: 'registration',
    targetId: reg.id,
    before: {
      userId: reg.user_id,
      eventId: reg.event_id,
      status: reg.status,
      paymentId: reg.payment_id,
      teamId: reg.team_id,
      ...(leftTeam ? { teamName: reg.team_name } : {}),
    },
    ...(leftTeam ? { after: { leftTeam } } : {}),
  });
}
