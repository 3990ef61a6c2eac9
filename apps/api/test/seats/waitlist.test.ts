import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SEATS_MSG } from '@app/shared';
import { DIALECTS, createTestApp, runPeriodicNow, type TestApp } from '../helpers/app';
import { rowsWhere } from '../helpers/rows';
import {
  cartForm,
  closeSymposium,
  DAYS,
  newTxn,
  openSymposia,
  outboxTo,
  payCart,
  payManually,
  decidePayment,
} from '../registrations/fixtures';
import {
  cancel,
  entriesOf,
  insertSeatEvent,
  joinWaitlist,
  lapseOffers,
  leaveWaitlist,
  offerMails,
  registerFree,
  seatsOf,
} from './fixtures';

// SPEC-2 §A waitlist and offers: join, leave, positions, the staff list; an offer when a seat
// frees, held for the offered student only, declined or expired to the next in line; one mail each.

describe.each(DIALECTS)('waitlist on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  /** A free event of `capacity` seats, all taken; returns it with the seat holders. */
  async function fullEvent(capacity = 1, extra: Parameters<typeof insertSeatEvent>[1] = {}) {
    const e = await insertSeatEvent(t, { fees: 0, capacity, ...extra });
    const holders = [];
    for (let i = 0; i < capacity; i++) {
      const s = await t.createUser();
      const res = await registerFree(t, s, e.id);
      holders.push({ ...s, registrationId: res.json().registration.id as number });
    }
    return { ...e, holders };
  }

  /** A full event with two students in line; its one holder cancels, so the first has an offer. */
  async function seatOfferedToFirstOfTwo() {
    const e = await fullEvent();
    const first = await t.createUser();
    const second = await t.createUser();
    await joinWaitlist(t, first, e.id);
    await joinWaitlist(t, second, e.id);
    await cancel(t, e.holders[0]!.cookie, e.holders[0]!.registrationId);
    return { e, first, second };
  }

  describe('POST /api/events/{id}/waitlist', () => {
    it('puts students in line in order and tells each their position', async () => {
      const e = await fullEvent();
      const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()];
      for (const [s, place] of [
        [a, 1],
        [b, 2],
        [c, 3],
      ] as const) {
        const res = await joinWaitlist(t, s, e.id);
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual({ position: place });
      }
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/waitlist/mine',
        headers: { cookie: c.cookie },
      });
      expect(mine.json()).toEqual([
        expect.objectContaining({
          eventId: e.id,
          status: 'waiting',
          position: 3,
          offeredUntil: null,
        }),
      ]);
      expect((await leaveWaitlist(t, a, e.id)).json().message).toBe(SEATS_MSG.leftWaitlist);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/waitlist/mine',
        headers: { cookie: c.cookie },
      });
      expect(after.json()[0].position).toBe(2);
    });

    it('refuses a second place, an event with seats, a registered student, and the registration rules', async () => {
      const e = await fullEvent();
      const s = await t.createUser();
      await joinWaitlist(t, s, e.id);
      const twice = await joinWaitlist(t, s, e.id);
      expect([twice.statusCode, twice.json().message]).toEqual([409, SEATS_MSG.alreadyOnWaitlist]);

      const registered = await joinWaitlist(t, e.holders[0]!, e.id);
      expect([registered.statusCode, registered.json().message]).toEqual([
        409,
        SEATS_MSG.alreadyRegistered,
      ]);

      const roomy = await insertSeatEvent(t, { fees: 0, capacity: 5 });
      const seats = await joinWaitlist(t, s, roomy.id);
      expect([seats.statusCode, seats.json().message]).toEqual([409, SEATS_MSG.seatsAvailable]);
      const unlimited = await insertSeatEvent(t, { fees: 0, capacity: null });
      expect((await joinWaitlist(t, s, unlimited.id)).json().message).toBe(
        SEATS_MSG.seatsAvailable,
      );

      const late = await fullEvent(1, { closesIn: DAYS(1) });
      await t.db
        .updateTable('events')
        .set({ last_date_for_registration: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', late.id)
        .execute();
      const closed = await joinWaitlist(t, s, late.id);
      expect([closed.statusCode, closed.json().message]).toEqual([
        400,
        MSG.registrationDeadlinePassed,
      ]);

      const mitOnly = await fullEvent(1, { openToNonMit: false });
      const outsider = await t.createUser({ college: 'Anna University' });
      const refused = await joinWaitlist(t, outsider, mitOnly.id);
      expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.openToMitOnly]);

      const enigma = await fullEvent(1, { symposium: 'Enigma' });
      await closeSymposium(t, 'Enigma');
      const notOpen = await joinWaitlist(t, s, enigma.id);
      expect([notOpen.statusCode, notOpen.json().message]).toEqual([400, MSG.symposiumNotOpen]);
      await openSymposia(t, ['Enigma']);

      const staff = await t.createUser({ role: 'organizer' });
      expect((await joinWaitlist(t, staff, e.id)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/events/${e.id}/waitlist` })).statusCode,
      ).toBe(401);
      expect((await entriesOf(t, e.id)).filter((x) => x.status === 'waiting')).toHaveLength(1);
    });

    it('answers 404 for leaving a line one is not in', async () => {
      const e = await fullEvent();
      const res = await leaveWaitlist(t, await t.createUser(), e.id);
      expect([res.statusCode, res.json().message]).toEqual([404, SEATS_MSG.notOnWaitlist]);
    });
  });

  describe('GET /api/events/{id}/waitlist (staff)', () => {
    it('lists the line in order with the open offer and its end', async () => {
      const e = await fullEvent();
      const a = await t.createUser({ fullName: 'Asha Waiting' });
      const b = await t.createUser({ fullName: 'Bala Waiting' });
      await joinWaitlist(t, a, e.id);
      await joinWaitlist(t, b, e.id);
      await cancel(t, e.holders[0]!.cookie, e.holders[0]!.registrationId);
      const organizer = await t.createUser({ role: 'organizer' });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events/${e.id}/waitlist`,
        headers: { cookie: organizer.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          userId: a.id,
          name: 'Asha Waiting',
          email: a.email,
          position: 1,
          offeredUntil: expect.any(String),
          teamName: null,
        },
        {
          userId: b.id,
          name: 'Bala Waiting',
          email: b.email,
          position: 2,
          offeredUntil: null,
          teamName: null,
        },
      ]);
      const student = await t.createUser();
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/events/${e.id}/waitlist`,
            headers: { cookie: student.cookie },
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('offers', () => {
    it('a cancelled seat is offered to the first in line alone, by one mail, and they claim it by registering', async () => {
      const e = await fullEvent(1, { offerHours: 6 });
      const first = await t.createUser();
      const second = await t.createUser();
      await joinWaitlist(t, first, e.id);
      await joinWaitlist(t, second, e.id);
      const before = Date.now();
      const res = await cancel(t, e.holders[0]!.cookie, e.holders[0]!.registrationId);
      expect([res.statusCode, res.json().message]).toEqual([200, SEATS_MSG.registrationCancelled]);

      const mails = await offerMails(t, first.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(SEATS_MSG.seatOfferSubject(e.name));
      expect(mails[0]!.text).toContain('Decline');
      expect(await offerMails(t, second.email)).toHaveLength(0);
      const [offer] = await entriesOf(t, e.id);
      expect(offer!.status).toBe('offered');
      const held = Date.parse(offer!.offered_until!) - before;
      expect(held).toBeGreaterThan(6 * 3_600_000 - 60_000);
      expect(held).toBeLessThanOrEqual(6 * 3_600_000 + 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/events/${e.id}` })).json().seatsLeft,
      ).toBe(0);

      const mine = (
        await t.app.inject({
          method: 'GET',
          url: '/api/waitlist/mine',
          headers: { cookie: first.cookie },
        })
      ).json();
      expect(mine).toEqual([
        expect.objectContaining({
          eventId: e.id,
          status: 'offered',
          offeredUntil: offer!.offered_until,
        }),
      ]);

      const other = await registerFree(t, second, e.id);
      expect([other.statusCode, other.json().message]).toEqual([409, SEATS_MSG.eventFull]);
      const outsider = await registerFree(t, await t.createUser(), e.id);
      expect(outsider.json().message).toBe(SEATS_MSG.eventFull);

      expect((await registerFree(t, first, e.id)).statusCode).toBe(201);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['claimed', 'waiting']);
      expect(await seatsOf(t, e.id)).toMatchObject({ seats_taken: 1 });
      expect(await offerMails(t, first.email)).toHaveLength(1);
    });

    it('an offer made by a cancellation or a decline links to the site the request came to', async () => {
      const e = await fullEvent();
      const first = await t.createUser();
      const second = await t.createUser();
      await joinWaitlist(t, first, e.id);
      await joinWaitlist(t, second, e.id);
      const host = 'symposium.example';
      const claim = `http://${host}/events?symposium=Carteblanche&event=${e.id}`;
      const decline = `http://${host}/enrolled-events?decline=${e.id}`;

      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/api/registrations/${e.holders[0]!.registrationId}`,
        headers: { cookie: e.holders[0]!.cookie, host },
      });
      expect(cancelled.statusCode).toBe(200);
      const [offer] = await offerMails(t, first.email);
      expect(offer!.text).toContain(`('${SEATS_MSG.claimYourSeat}'):\n${claim}\n`);
      expect(offer!.text).toContain(`:\n${decline}\n`);

      const declined = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${e.id}/waitlist`,
        headers: { cookie: first.cookie, host },
      });
      expect(declined.statusCode).toBe(200);
      const [passedOn] = await offerMails(t, second.email);
      expect(passedOn!.text).toContain(`('${SEATS_MSG.claimYourSeat}'):\n${claim}\n`);
      expect(passedOn!.text).toContain(`:\n${decline}\n`);
    });

    it('Decline passes the seat to the next person at once', async () => {
      const { e, first, second } = await seatOfferedToFirstOfTwo();
      const res = await leaveWaitlist(t, first, e.id);
      expect([res.statusCode, res.json().message]).toEqual([200, SEATS_MSG.offerDeclined]);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['declined', 'offered']);
      expect(await offerMails(t, second.email)).toHaveLength(1);
      expect((await registerFree(t, second, e.id)).statusCode).toBe(201);
    });

    it('an offer not taken by its end expires and moves to the next person (the minute job)', async () => {
      const { e, first, second } = await seatOfferedToFirstOfTwo();
      await lapseOffers(t, e.id);
      await runPeriodicNow(t, 'waitlist-offers');
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['expired', 'offered']);
      expect(await offerMails(t, second.email)).toHaveLength(1);
      const late = await registerFree(t, first, e.id);
      expect([late.statusCode, late.json().message]).toEqual([409, SEATS_MSG.eventFull]);
      expect((await registerFree(t, second, e.id)).statusCode).toBe(201);
    });

    it('an offer past its end is passed on by the next read that depends on it, before any job runs', async () => {
      const { e, second } = await seatOfferedToFirstOfTwo();
      await lapseOffers(t, e.id);
      const mine = (
        await t.app.inject({
          method: 'GET',
          url: '/api/waitlist/mine',
          headers: { cookie: second.cookie },
        })
      ).json();
      expect(mine).toEqual([expect.objectContaining({ eventId: e.id, status: 'offered' })]);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['expired', 'offered']);
    });

    it('with nobody left in line an expired offer frees the seat for anyone', async () => {
      const e = await fullEvent();
      const only = await t.createUser();
      await joinWaitlist(t, only, e.id);
      await cancel(t, e.holders[0]!.cookie, e.holders[0]!.registrationId);
      await lapseOffers(t, e.id);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/events/${e.id}` })).json().seatsLeft,
      ).toBe(1);
      expect((await registerFree(t, await t.createUser(), e.id)).statusCode).toBe(201);
    });

    it('an offer ends at the deadline or the first round when they come before its hold', async () => {
      const e = await fullEvent(1, { offerHours: 48, closesIn: DAYS(1) });
      const first = await t.createUser();
      await joinWaitlist(t, first, e.id);
      await cancel(t, e.holders[0]!.cookie, e.holders[0]!.registrationId);
      const [offer] = await entriesOf(t, e.id);
      const deadline = (
        await t.db
          .selectFrom('events')
          .select('last_date_for_registration')
          .where('id', '=', e.id)
          .executeTakeFirstOrThrow()
      ).last_date_for_registration;
      expect(offer!.offered_until).toBe(deadline);

      const rounds = await fullEvent(1, {
        offerHours: 48,
        closesIn: DAYS(5),
        rounds: [3 * 3_600_000],
      });
      await joinWaitlist(t, first, rounds.id);
      await cancel(t, rounds.holders[0]!.cookie, rounds.holders[0]!.registrationId);
      const [roundOffer] = await entriesOf(t, rounds.id);
      const firstRound = (
        await t.db
          .selectFrom('rounds')
          .select('round_date_time')
          .where('event_id', '=', rounds.id)
          .executeTakeFirstOrThrow()
      ).round_date_time;
      expect(roundOffer!.offered_until).toBe(firstRound);
    });

    it('no offer is made once the first round has begun', async () => {
      const e = await fullEvent(1, { closesIn: DAYS(5), rounds: [DAYS(2)] });
      const first = await t.createUser();
      await joinWaitlist(t, first, e.id);
      await t.db
        .updateTable('rounds')
        .set({ round_date_time: new Date(Date.now() - 1000).toISOString() })
        .where('event_id', '=', e.id)
        .execute();
      await cancel(t, e.holders[0]!.cookie, e.holders[0]!.registrationId);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['waiting']);
      expect(await offerMails(t, first.email)).toHaveLength(0);
    });
  });

  describe('paid events', () => {
    it('paying for a full event answers "This event is full."; a rejected payment frees the seat and offers it; verifying it again needs a seat', async () => {
      const e = await insertSeatEvent(t, { fees: 120, capacity: 1 });
      const payer = await t.createUser();
      const first = await payManually(t, payer, e.id, 120);
      expect(first.statusCode).toBe(201);
      const late = await t.createUser();
      const full = await payManually(t, late, e.id, 120);
      expect([full.statusCode, full.json().message]).toEqual([409, SEATS_MSG.eventFull]);
      expect(await rowsWhere(t, 'payments', 'id', 'user_id', late.id)).toHaveLength(0);

      expect((await joinWaitlist(t, late, e.id)).statusCode).toBe(201);
      const organizer = await t.createUser({ role: 'organizer' });
      const decide = (verified: boolean) =>
        decidePayment(t, organizer.cookie, {
          userId: payer.id,
          eventId: e.id,
          verified,
          paymentId: first.json().paymentId,
        });
      expect((await decide(false)).statusCode).toBe(200);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['offered']);
      expect(await offerMails(t, late.email)).toHaveLength(1);
      expect(await seatsOf(t, e.id)).toMatchObject({ seats_taken: 1 });

      const reverse = await decide(true);
      expect([reverse.statusCode, reverse.json().message]).toEqual([409, SEATS_MSG.eventFull]);
      const paidByLate = await payManually(t, late, e.id, 120);
      expect(paidByLate.statusCode).toBe(201);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['claimed']);
      expect(await seatsOf(t, e.id)).toMatchObject({ seats_taken: 1 });
    });
  });

  describe('the rejection mail', () => {
    const payBoth = async (
      payer: { cookie: string },
      full: { id: number },
      open: { id: number },
    ) => {
      const res = await payCart(
        t,
        payer.cookie,
        cartForm({
          eventIds: JSON.stringify([full.id, open.id]),
          transactionId: newTxn(),
          mobileNumber: '9876543210',
          transactionAmount: '200',
        }),
      );
      expect(res.statusCode).toBe(201);
      return res.json().paymentId as number;
    };
    const reject = async (
      payer: { id: number; email: string },
      eventId: number,
      paymentId: number,
    ) => {
      const organizer = await t.createUser({ role: 'organizer' });
      const res = await decidePayment(t, organizer.cookie, {
        userId: payer.id,
        eventId,
        paymentId,
        verified: false,
        reason: 'Amount not received.',
      });
      expect(res.statusCode).toBe(200);
      const mail = (await outboxTo(t, payer.email)).at(-1)!;
      expect(mail.subject).toBe('Payment rejected');
      return mail.text;
    };

    it('says the seat went to the next person on the waitlist, and to join it again, when the rejection made an offer', async () => {
      const full = await insertSeatEvent(t, { fees: 120, capacity: 1 });
      const open = await insertSeatEvent(t, { fees: 80, capacity: null });
      const payer = await t.createUser();
      const paymentId = await payBoth(payer, full, open);
      const waiting = await t.createUser();
      expect((await joinWaitlist(t, waiting, full.id)).statusCode).toBe(201);

      const text = await reject(payer, full.id, paymentId);
      expect(await offerMails(t, waiting.email)).toHaveLength(1);
      expect(text).toContain('Reason: Amount not received.');
      expect(text).toContain(
        `Your seat in ${full.name} has gone to the next person on the waitlist and the event is full again, so paying again for it is not possible now. ` +
          `To try for a seat again, join the waitlist from the event's card ('${SEATS_MSG.joinWaitlist}'); if a seat frees up, you will get a mail.`,
      );
      expect(text).not.toContain('You may also pay again');
      // The other event of the payment lost nothing: paying again for it is still open.
      expect(text).toContain(
        'For the other events, you may pay again and submit the new transaction details from the events page.',
      );
      // What the mail says holds: paying again is refused, joining the waitlist is not.
      const again = await payManually(t, payer, full.id, 120);
      expect([again.statusCode, again.json().message]).toEqual([409, SEATS_MSG.eventFull]);
      expect((await joinWaitlist(t, payer, full.id)).statusCode).toBe(201);
    });

    it('keeps inviting the student to pay again when no offer was made (nobody waiting, or no limit)', async () => {
      const full = await insertSeatEvent(t, { fees: 120, capacity: 1 });
      const open = await insertSeatEvent(t, { fees: 80, capacity: null });
      const payer = await t.createUser();
      const text = await reject(payer, full.id, await payBoth(payer, full, open));
      expect(text).toContain(
        'If you believe this is a mistake, reply to the event coordinator. You may also pay again and submit the new ' +
          'transaction details from the events page.\n',
      );
      expect(text).not.toContain('waitlist');
    });
  });

  describe('DELETE /api/registrations/{id}', () => {
    it('a student cancels their own free registration; its round results go with it', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: 3, rounds: [DAYS(3)] });
      const s = await t.createUser();
      const id = (await registerFree(t, s, e.id)).json().registration.id as number;
      await t.db
        .insertInto('round_results')
        .values({
          registration_id: id,
          round_number: 1,
          status: 1,
          updated_at: new Date().toISOString(),
        })
        .execute();
      const res = await cancel(t, s.cookie, id);
      expect([res.statusCode, res.json().message]).toEqual([200, SEATS_MSG.registrationCancelled]);
      expect(await rowsWhere(t, 'registrations', 'id', 'id', id)).toHaveLength(0);
      expect(await rowsWhere(t, 'round_results', 'registration_id', 'registration_id', id)).toHaveLength(0);
      expect(await seatsOf(t, e.id)).toMatchObject({ seats_taken: 0 });
      const ids = (
        await t.app.inject({
          method: 'GET',
          url: `/api/registrations/by-email/${s.email}`,
          headers: { cookie: s.cookie },
        })
      ).json();
      expect(ids.eventIds).not.toContain(e.id);
    });

    it('refuses paid registrations, after the deadline, and other people’s; staff cancel any, audited, and its holder is mailed', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: 3 });
      const s = await t.createUser();
      const id = (await registerFree(t, s, e.id)).json().registration.id as number;
      const stranger = await t.createUser();
      expect((await cancel(t, stranger.cookie, id)).statusCode).toBe(403);
      expect((await cancel(t, s.cookie, 999_999)).json().message).toBe(
        SEATS_MSG.registrationNotFound,
      );

      await t.db
        .updateTable('events')
        .set({ last_date_for_registration: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', e.id)
        .execute();
      const late = await cancel(t, s.cookie, id);
      expect([late.statusCode, late.json().message]).toEqual([400, MSG.registrationDeadlinePassed]);

      const paidEvent = await insertSeatEvent(t, { fees: 100, capacity: 3 });
      const pay = await t.db
        .insertInto('payments')
        .values({
          user_id: s.id,
          transaction_id: `UTR-CANCEL-${dialect}`,
          transaction_username: 'S',
          amount: 100,
          verified: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const paidId = (
        await t.db
          .insertInto('registrations')
          .values({
            user_id: s.id,
            event_id: paidEvent.id,
            payment_id: pay.id,
            status: 'verified',
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const paid = await cancel(t, s.cookie, paidId);
      expect([paid.statusCode, paid.json().message]).toEqual([409, SEATS_MSG.paidNotCancellable]);

      const organizer = await t.createUser({ role: 'organizer' });
      const staff = await cancel(t, organizer.cookie, paidId);
      expect([staff.statusCode, staff.json().message]).toEqual([
        200,
        SEATS_MSG.registrationCancelled,
      ]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('action', '=', 'registration.cancel')
        .where('target_id', '=', String(paidId))
        .execute();
      expect(audit).toEqual([{ action: 'registration.cancel', actor_id: organizer.id }]);
      const told = await t.db
        .selectFrom('outbox')
        .select(['subject', 'text'])
        .where('to_address', '=', s.email)
        .where('subject', '=', SEATS_MSG.staffCancelledSubject(paidEvent.name))
        .execute();
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(
        `The organizers have cancelled your registration for ${paidEvent.name}`,
      );
      expect(told[0]!.text).toContain(
        'You had paid for it. The site does not refund fees: for a refund, or if you think this is a mistake, contact the event coordinator, Kavya S (9123456780).',
      );
    });
  });
});
