import {
  ROUND_STATUS,
  roundGateMessage,
  type MarkEligibilityInput,
  type MarkEligibilityResponse,
  type NotifyRoundResponse,
  type NotifyStatus,
  type RoundParams,
  type RoundRegistrant,
} from '@app/shared';
import type { Db, Dialect } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { toNotifyStatus, toRoundRegistrant } from './mappers';
import { insertMail } from '../mail/repository';
import * as repo from './repository';

export interface RoundsContext {
  db: Db;
  dialect: Dialect;
}

type Actor = { id: number; email: string };

export const MSG_EVENT_NOT_FOUND = 'Event not found.';
export const MSG_NOT_PARTICIPANT = 'This user is not a verified participant of this event.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 400 unless 1 ≤ roundNumber ≤ the event's number of rounds. */
function checkRoundInRange(roundNumber: number, rounds: number) {
  if (rounds === 0) throw badRequest('This event has no rounds.');
  if (roundNumber < 1 || roundNumber > rounds) {
    throw badRequest(`Round ${roundNumber} does not exist: this event has ${plural(rounds, 'round')}.`);
  }
}

async function requireEvent(db: Db, eventId: number) {
  const event = await repo.findEvent(db, eventId);
  if (!event) throw notFound(MSG_EVENT_NOT_FOUND);
  return event;
}

export async function listRegistrants(
  db: Db,
  eventId: number,
  page: { limit: number; offset: number },
): Promise<RoundRegistrant[]> {
  const event = await requireEvent(db, eventId);
  const [rows, results] = await Promise.all([
    repo.listVerifiedRegistrants(db, eventId, page),
    repo.listRoundResultsOfEvent(db, eventId),
  ]);
  const byRegistration = new Map<number, Map<number, number>>();
  for (const r of results) {
    let m = byRegistration.get(r.registration_id);
    if (!m) byRegistration.set(r.registration_id, (m = new Map()));
    m.set(r.round_number, r.status);
  }
  return rows.map((row) => toRoundRegistrant(row, byRegistration.get(row.id), event.number_of_rounds));
}

/**
 * Marks one participant eligible (1) or not (0) in a round. Round N > 1 needs round N-1 to be 1
 * (SPEC §4); a decided round may change only while the next one is still undecided, so a later
 * result never rests on a reversed earlier one.
 */
export async function markEligibility(
  ctx: RoundsContext,
  actor: Actor,
  { eventId, roundNumber }: RoundParams,
  input: MarkEligibilityInput,
): Promise<MarkEligibilityResponse> {
  if (input.teamId !== undefined) return markTeamEligibility(ctx, actor, { eventId, roundNumber }, { teamId: input.teamId, status: input.status });
  return ctx.db.transaction().execute(async (trx) => {
    const event = await requireEvent(trx, eventId);
    checkRoundInRange(roundNumber, event.number_of_rounds);
    const registration = await repo.findVerifiedRegistration(trx, eventId, input.userId, ctx.dialect === 'postgres');
    if (!registration) throw notFound(MSG_NOT_PARTICIPANT);

    const results = new Map((await repo.listResultsOfRegistration(trx, registration.id)).map((r) => [r.round_number, r.status]));
    const resultOf = (n: number) => results.get(n) ?? ROUND_STATUS.undecided;
    if (roundNumber > 1 && resultOf(roundNumber - 1) !== ROUND_STATUS.eligible) throw conflict(roundGateMessage(roundNumber));

    const before = resultOf(roundNumber);
    const label = input.status === ROUND_STATUS.eligible ? 'eligible' : 'not eligible';
    const message = `${registration.full_name} is marked ${label} in Round ${roundNumber}.`;
    const answer = { message, userId: input.userId, roundNumber, status: input.status };
    if (before === input.status) return answer;
    if (before !== ROUND_STATUS.undecided && roundNumber < event.number_of_rounds && resultOf(roundNumber + 1) !== ROUND_STATUS.undecided) {
      throw conflict(
        `Round ${roundNumber} can no longer be changed for ${registration.full_name}: ` +
          `Round ${roundNumber + 1} has already been decided. Change Round ${roundNumber + 1} back first.`,
      );
    }

    await repo.upsertRoundResult(trx, {
      registrationId: registration.id,
      roundNumber,
      status: input.status,
      updatedBy: actor.id,
    });
    await insertAudit(trx, {
      actor,
      action: 'round.mark',
      targetType: 'registration',
      targetId: registration.id,
      before: { eventId, userId: input.userId, roundNumber, status: before },
      after: { eventId, userId: input.userId, roundNumber, status: input.status },
    });
    return answer;
  });
}

function mailText(name: string, message: string, event: { event_name: string; symposium_name: string; coordinator_name: string; coordinator_mail: string }) {
  return (
    `Hello ${name},\n\n${message}\n\n` +
    `${event.event_name}, ${event.symposium_name}\n` +
    `Questions? Write to ${event.coordinator_name} at ${event.coordinator_mail}.\n`
  );
}

/**
 * Queues one mail per participant of the round, each addressed to that participant alone:
 * the eligible message to those marked 1, the other to those marked 0; undecided ones and a group
 * whose message is empty get nothing. The caller kicks the mail worker after commit.
 */
export async function notifyRound(
  ctx: RoundsContext,
  actor: Actor,
  { eventId, roundNumber }: RoundParams,
  input: { eligibleMessage: string; ineligibleMessage: string },
): Promise<NotifyRoundResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const event = await requireEvent(trx, eventId);
    checkRoundInRange(roundNumber, event.number_of_rounds);
    const recipients = await repo.listRoundRecipients(trx, eventId, roundNumber);
    const subject = `${event.event_name}: Round ${roundNumber} result`;

    const queued: { outboxId: number; group: 'eligible' | 'ineligible' }[] = [];
    for (const r of recipients) {
      const group = r.status === ROUND_STATUS.eligible ? 'eligible' : r.status === ROUND_STATUS.notEligible ? 'ineligible' : null;
      if (!group) continue;
      const message = group === 'eligible' ? input.eligibleMessage : input.ineligibleMessage;
      if (!message) continue;
      const outboxId = await insertMail(trx, { to: r.email, subject, text: mailText(r.full_name, message, event) });
      queued.push({ outboxId, group });
    }
    const counts = {
      eligible: queued.filter((q) => q.group === 'eligible').length,
      ineligible: queued.filter((q) => q.group === 'ineligible').length,
    };

    let noticeId: number | null = null;
    if (queued.length > 0) {
      noticeId = await repo.insertNotice(trx, { eventId, roundNumber, ...counts, createdBy: actor.id });
      await repo.insertNoticeMails(trx, noticeId, queued);
    }
    await insertAudit(trx, {
      actor,
      action: 'round.notify',
      targetType: 'event',
      targetId: eventId,
      after: {
        roundNumber,
        queued: counts,
        eligibleMessage: input.eligibleMessage,
        ineligibleMessage: input.ineligibleMessage,
      },
    });

    const message =
      queued.length > 0
        ? `Notifications queued for ${plural(queued.length, 'participant')}: ${counts.eligible} eligible, ${counts.ineligible} not eligible.`
        : 'No notifications were queued: nobody in this round has a result with a message for it.';
    return { message, queued: counts, noticeId };
  });
}

export async function notifyStatus(db: Db, { eventId, roundNumber }: RoundParams): Promise<NotifyStatus> {
  const event = await requireEvent(db, eventId);
  checkRoundInRange(roundNumber, event.number_of_rounds);
  const notice = await repo.findLatestNotice(db, eventId, roundNumber);
  const counts = notice ? await repo.countNoticeMailsByStatus(db, notice.id) : [];
  return toNotifyStatus(notice, counts);
}

export const MSG_TEAM_NOT_PARTICIPANT = 'This team has no verified participants in this event.';

/**
 * Marks every verified member of a team alike (SPEC-2 §B), in one transaction: the same round
 * gate as for one participant, checked for each member before anything is written.
 */
async function markTeamEligibility(
  ctx: RoundsContext,
  actor: Actor,
  { eventId, roundNumber }: RoundParams,
  input: { teamId: number; status: 0 | 1 },
): Promise<MarkEligibilityResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const event = await requireEvent(trx, eventId);
    checkRoundInRange(roundNumber, event.number_of_rounds);
    const members = await repo.findVerifiedTeamRegistrations(trx, eventId, input.teamId, ctx.dialect === 'postgres');
    if (members.length === 0) throw notFound(MSG_TEAM_NOT_PARTICIPANT);
    const changes: { id: number; userId: number; before: number }[] = [];
    for (const m of members) {
      const results = new Map((await repo.listResultsOfRegistration(trx, m.id)).map((r) => [r.round_number, r.status]));
      const resultOf = (n: number) => results.get(n) ?? -1;
      if (roundNumber > 1 && resultOf(roundNumber - 1) !== 1) throw conflict(roundGateMessage(roundNumber));
      const before = resultOf(roundNumber);
      if (before === input.status) continue;
      if (before !== -1 && roundNumber < event.number_of_rounds && resultOf(roundNumber + 1) !== -1) {
        throw conflict(
          `Round ${roundNumber} can no longer be changed for ${m.full_name}: ` +
            `Round ${roundNumber + 1} has already been decided. Change Round ${roundNumber + 1} back first.`,
        );
      }
      changes.push({ id: m.id, userId: m.user_id, before });
    }
    for (const c of changes) {
      await repo.upsertRoundResult(trx, { registrationId: c.id, roundNumber, status: input.status, updatedBy: actor.id });
    }
    const teamName = members[0]!.team_name;
    if (changes.length > 0) {
      await insertAudit(trx, {
        actor,
        action: 'round.mark-team',
        targetType: 'team',
        targetId: input.teamId,
        before: { eventId, roundNumber, results: changes.map((c) => ({ userId: c.userId, status: c.before })) },
        after: { eventId, roundNumber, status: input.status, userIds: changes.map((c) => c.userId) },
      });
    }
    const label = input.status === 1 ? 'eligible' : 'not eligible';
    return {
      message: `Team ${teamName} (${plural(members.length, 'member')}) is marked ${label} in Round ${roundNumber}.`,
      userId: members.find((m) => m.user_id === m.leader_id)?.user_id ?? members[0]!.user_id,
      teamId: input.teamId,
      userIds: members.map((m) => m.user_id),
      roundNumber,
      status: input.status,
    };
  });
}
