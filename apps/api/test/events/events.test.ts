import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, EVENT_FORM_MSG } from '@app/shared';
import { DIALECTS, countRows, createAdminTestApp, type TestApp } from '../helpers/app';
import { insertRegistrationRow } from '../helpers/rows';
import { auditActions, createAccount, createEvent, eventBody } from './fixtures';

describe.each(DIALECTS)('events on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await createAdminTestApp(dialect)));
  afterAll(async () => t?.close());

  const list = (query = '', cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/events${query}`, headers: cookie ? { cookie } : {} });

  describe('POST /api/events', () => {
    it('creates an event with its rounds, answers the spec message and writes an audit row', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: admin }, payload: eventBody() });
      expect(res.statusCode).toBe(201);
      const { message, event } = res.json();
      expect(message).toBe('Event created successfully!');
      expect(event).toMatchObject({
        eventName: 'Code Sprint',
        numberOfRounds: 2,
        registrationFees: 150,
        teamOrIndividual: 'Team',
        symposiumName: 'Carteblanche',
        isOpenForNonMIT: true,
        open_to_non_mit: true,
        posterUrl: null,
        registrationLink: null,
      });
      expect(event.rounds.map((r: { roundNumber: number; roundDetails: string }) => [r.roundNumber, r.roundDetails])).toEqual([
        [1, 'Online qualifier'],
        [2, 'Final in the lab'],
      ]);
      expect((await auditActions(t)).at(-1)).toBe('event.create');
    });

    it('reads a datetime-local deadline as Asia/Kolkata time and stores it in UTC', async () => {
      const event = await createEvent(t, { lastDateForRegistration: '2031-03-01T18:30' });
      expect(event.lastDateForRegistration).toBe('2031-03-01T13:00:00.000Z');
    });

    it('forces a Workshop to 0 rounds whatever the form sent', async () => {
      const event = await createEvent(t, { eventCategory: 'Workshop', numberOfRounds: 3 });
      expect(event.numberOfRounds).toBe(0);
      expect(event.rounds).toEqual([]);
    });

    it('defaults to Individual and keeps an event closed to non-MIT students as such', async () => {
      const body = eventBody({ isOpenForNonMIT: false, registrationLink: 'https://forms.example.com/x' });
      delete body.teamOrIndividual;
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: admin }, payload: body });
      expect(res.json().event).toMatchObject({
        teamOrIndividual: 'Individual',
        isOpenForNonMIT: false,
        open_to_non_mit: false,
        registrationLink: 'https://forms.example.com/x',
      });
    });

    it.each([
      [{ symposiumName: 'Pragyan' }, MSG.unknownSymposium],
      [{ registrationFees: -50 }, EVENT_FORM_MSG.fees],
      [{ registrationFees: 'fifty' }, EVENT_FORM_MSG.fees],
      [{ registrationFees: 99.5 }, EVENT_FORM_MSG.fees],
      [{ lastDateForRegistration: 'next friday' }, EVENT_FORM_MSG.lastDate],
      [{ lastDateForRegistration: '2031-02-30' }, EVENT_FORM_MSG.lastDate],
      [{ numberOfRounds: 50 }, EVENT_FORM_MSG.rounds],
      [{ numberOfRounds: -1 }, EVENT_FORM_MSG.rounds],
      [{ numberOfRounds: 3 }, EVENT_FORM_MSG.roundEntries],
      [{ coordinatorMail: 'anitha at example' }, MSG.invalidEmail],
      [{ eventCategory: 'Sports' }, EVENT_FORM_MSG.category],
      [{ eventName: '  ' }, 'Event name is required.'],
      [{ location: '' }, 'Location is required.'],
      [{ registrationLink: 'javascript:alert(1)' }, EVENT_FORM_MSG.link],
      [{ coordinatorContactNo: 'abcdefg' }, EVENT_FORM_MSG.contact],
      [{ coordinatorContactNo: 'call 9876543210' }, EVENT_FORM_MSG.contact],
      [{ coordinatorContactNo: '12345' }, EVENT_FORM_MSG.contact],
      [{ coordinatorContactNo: '98765 43210 98765 4' }, EVENT_FORM_MSG.contact],
      [{ coordinatorContactNo: ' ' }, 'Coordinator contact number is required.'],
    ])('refuses %o with a message and stores nothing', async (override, message) => {
      const before = await countRows(t, 'events');
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: admin }, payload: eventBody(override) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await countRows(t, 'events')).toBe(before);
    });

    it.each(['9876543210', '+91 98765 43210', '098765-43210', '044 2251 6000', '(044) 2251-6000'])(
      'takes the coordinator contact number %s as written',
      async (coordinatorContactNo) => {
        const event = await createEvent(t, { coordinatorContactNo });
        expect(event.coordinatorContactNo).toBe(coordinatorContactNo);
      },
    );

    it.each([
      'eventName',
      'eventCategory',
      'eventDescription',
      'numberOfRounds',
      'location',
      'registrationFees',
      'coordinatorName',
      'coordinatorContactNo',
      'coordinatorMail',
      'lastDateForRegistration',
      'symposiumName',
    ])('requires %s', async (field) => {
      const body = eventBody();
      delete body[field];
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: admin }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    });

    it('is for the admin only', async () => {
      const student = await t.createUser();
      const organizer = await t.createUser({ role: 'organizer' });
      const anon = await t.app.inject({ method: 'POST', url: '/api/events', payload: eventBody() });
      expect(anon.statusCode).toBe(401);
      for (const cookie of [student.cookie, organizer.cookie]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: eventBody() });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/events', () => {
    let mitOnly: { id: number };
    let open: { id: number };
    beforeAll(async () => {
      mitOnly = await createEvent(t, { eventName: 'Campus Treasure Hunt', symposiumName: 'Enigma', isOpenForNonMIT: false });
      open = await createEvent(t, { eventName: 'Open Quiz', symposiumName: 'Enigma', registrationFees: 0 });
    });

    it('gives anonymous visitors every event with rounds, and no image data', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((e: { id: number }) => e.id);
      expect(ids).toEqual(expect.arrayContaining([mitOnly.id, open.id]));
      expect(res.json().find((e: { id: number }) => e.id === open.id).rounds).toHaveLength(2);
      expect(res.body).not.toMatch(/base64|data:image/);
      expect(res.json()[0]).not.toHaveProperty('assignedAccounts');
    });

    it('filters by ?symposium= and refuses an unknown symposium', async () => {
      const enigma = await list('?symposium=Enigma');
      expect(enigma.json().every((e: { symposiumName: string }) => e.symposiumName === 'Enigma')).toBe(true);
      expect(enigma.json().map((e: { id: number }) => e.id)).toContain(open.id);
      const carte = await list('?symposium=Carteblanche');
      expect(carte.json().map((e: { id: number }) => e.id)).not.toContain(open.id);
      const bad = await list('?symposium=Kurukshetra');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MSG.unknownSymposium);
    });

    it('hides events closed to non-MIT students from a student of another college', async () => {
      const other = await t.createUser({ college: 'PSG College of Technology' });
      const res = await list('', other.cookie);
      const ids = res.json().map((e: { id: number }) => e.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(mitOnly.id);
      const detail = await t.app.inject({ method: 'GET', url: `/api/events/${mitOnly.id}`, headers: { cookie: other.cookie } });
      expect(detail.statusCode).toBe(404);
      expect(detail.json().message).toBe(MSG.eventNotFound);
    });

    it.each([
      ['Madras Institute of Technology', true],
      // Only the home college's own name counts (docs/decisions/003-home-college.md).
      ['MIT Campus, Anna University', false],
      ['mit', false],
      ['Smith College', false],
      ['Summit Institute', false],
    ])('treats college %s as home college: %s', async (college, home) => {
      const user = await t.createUser({ college });
      const ids = (await list('', user.cookie)).json().map((e: { id: number }) => e.id);
      expect(ids.includes(mitOnly.id)).toBe(home);
    });

    it('shows organizers every event, and the admin the assigned accounts too', async () => {
      const organizer = await t.createUser({ role: 'organizer' });
      const ids = (await list('', organizer.cookie)).json().map((e: { id: number }) => e.id);
      expect(ids).toContain(mitOnly.id);
      const account = await createAccount(t, { accountName: 'Enigma Fund' });
      // The paid event: a free one takes no account.
      await t.app.inject({ method: 'POST', url: `/api/events/${mitOnly.id}/accounts`, headers: { cookie: admin }, payload: { accountId: account.id } });
      const adminList = (await list('?symposium=Enigma', admin)).json();
      const row = adminList.find((e: { id: number }) => e.id === mitOnly.id);
      expect(row.assignedAccounts.map((a: { accountName: string }) => a.accountName)).toEqual(['Enigma Fund']);
      expect(adminList.find((e: { id: number }) => e.id === open.id).assignedAccounts).toEqual([]);
    });

    it('reads the list in a constant number of queries however many events there are', async () => {
      const measure = async (cookie?: string) => {
        const before = t.handle.stats.queries;
        const res = await list('', cookie);
        expect(res.statusCode).toBe(200);
        return t.handle.stats.queries - before;
      };
      // Force a rebuild of the cached lists by changing an event.
      await t.app.inject({ method: 'PUT', url: `/api/events/${open.id}`, headers: { cookie: admin }, payload: eventBody({ symposiumName: 'Enigma', eventName: 'Open Quiz' }) });
      const fewAnon = await measure();
      const fewAdmin = await measure(admin);
      for (let i = 0; i < 12; i++) await createEvent(t, { eventName: `Bulk ${i}` });
      const manyAnon = await measure();
      const manyAdmin = await measure(admin);
      expect(manyAnon).toBe(fewAnon);
      expect(manyAdmin).toBe(fewAdmin);
      expect(manyAnon).toBeLessThanOrEqual(3);
      // A repeat request within the second is served from memory.
      expect(await measure()).toBe(0);
    });

    it('answers 304 to a matching If-None-Match and gzip to a browser that accepts it', async () => {
      const first = await list();
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"ev-/);
      // The list depends on who asks, so a shared cache must not hand one visitor's list to another.
      expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const zipped = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length);
    });

    it('shows a change at once, and notices a change made by another process within a second', async () => {
      await t.app.inject({
        method: 'PUT',
        url: `/api/events/${open.id}`,
        headers: { cookie: admin },
        payload: eventBody({ symposiumName: 'Enigma', eventName: 'Open Quiz Renamed' }),
      });
      const name = async () => (await list()).json().find((e: { id: number }) => e.id === open.id).eventName;
      expect(await name()).toBe('Open Quiz Renamed');
      // Another API process writes straight to the database.
      await t.db
        .updateTable('events')
        .set({ event_name: 'Renamed Elsewhere', updated_at: new Date(Date.now() + 5).toISOString() })
        .where('id', '=', open.id)
        .execute();
      const realNow = Date.now();
      const spy = vi.spyOn(Date, 'now').mockReturnValue(realNow + 1500);
      try {
        expect(await name()).toBe('Renamed Elsewhere');
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('GET /api/events/:id', () => {
    it('gives one event with rounds and coordinator, and checks ?symposium=', async () => {
      const event = await createEvent(t, { symposiumName: 'Enigma' });
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}?symposium=Enigma` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: event.id, coordinatorName: 'Anitha K', coordinatorMail: 'anitha@example.com' });
      expect(res.json().rounds).toHaveLength(2);
      const wrong = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}?symposium=Carteblanche` });
      expect(wrong.statusCode).toBe(404);
      const unknown = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}?symposium=Nope` });
      expect(unknown.statusCode).toBe(400);
      const missing = await t.app.inject({ method: 'GET', url: '/api/events/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MSG.eventNotFound);
    });
  });

  describe('PUT /api/events/:id', () => {
    it('updates the fields and replaces the rounds in one go', async () => {
      const event = await createEvent(t, {
        numberOfRounds: 3,
        rounds: [{ roundDetails: 'One' }, { roundDetails: 'Two' }, { roundDetails: 'Three' }],
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: { cookie: admin },
        payload: eventBody({ eventName: 'Code Sprint II', registrationFees: 0, numberOfRounds: 1, rounds: [{ roundDetails: 'Only round', roundDateTime: '' }] }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Event updated successfully!');
      const detail = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json();
      expect(detail).toMatchObject({ eventName: 'Code Sprint II', registrationFees: 0, numberOfRounds: 1 });
      expect(detail.rounds).toEqual([{ roundNumber: 1, roundDetails: 'Only round', roundDateTime: null }]);
      const rows = await t.db.selectFrom('rounds').select('round_number').where('event_id', '=', event.id).execute();
      expect(rows).toHaveLength(1);
      expect((await auditActions(t)).at(-1)).toBe('event.update');
    });

    it('drops the results of the rounds it drops, audited, so rounds added back start undecided', async () => {
      const three = [{ roundDetails: 'One' }, { roundDetails: 'Two' }, { roundDetails: 'Three' }];
      const body = (rounds: typeof three) =>
        eventBody({ teamOrIndividual: 'Individual', numberOfRounds: rounds.length, rounds });
      const event = await createEvent(t, body(three));
      const student = await t.createUser({ fullName: 'Meera Rounds' });
      await insertRegistrationRow(t, event.id, student.id, 'verified');
      const mark = (round: number, status: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/rounds/${round}/eligible`,
          headers: { cookie: admin },
          payload: { userId: student.id, status },
        });
      const put = (rounds: typeof three) =>
        t.app.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: { cookie: admin }, payload: body(rounds) });
      expect((await mark(1, 1)).statusCode).toBe(200);
      expect((await mark(2, 0)).statusCode).toBe(200);

      expect((await put(three.slice(0, 1))).statusCode).toBe(200);
      const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit.action).toBe('event.update');
      expect(JSON.parse(audit.after_json!).droppedResults).toEqual([{ round: 2, results: 1 }]);

      // Three rounds again: round 2 is undecided, so round 1 may be changed and round 2 marked anew.
      expect((await put(three)).statusCode).toBe(200);
      const registrations = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/registrations`, headers: { cookie: admin } })).json();
      expect(registrations[0]).toMatchObject({ round1: 1, round2: -1, round3: -1 });
      expect((await mark(1, 0)).statusCode).toBe(200);
      const last = await t.db.selectFrom('audit_log').select('after_json').where('action', '=', 'event.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(last.after_json!)).not.toHaveProperty('droppedResults');
    });

    it('accepts the event sent back as it was read (id, poster URLs, null link, numbered rounds)', async () => {
      const event = await createEvent(t);
      const read = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: { cookie: admin },
        payload: { ...read, location: 'Seminar Hall', assignedAccounts: [] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().event).toMatchObject({ location: 'Seminar Hall', registrationLink: null, rounds: read.rounds });
    });

    it('leaves the event untouched when the new body is refused', async () => {
      const event = await createEvent(t);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: { cookie: admin },
        payload: eventBody({ numberOfRounds: 2, rounds: [{ roundDetails: 'x' }] }),
      });
      expect(res.statusCode).toBe(400);
      const rows = await t.db.selectFrom('rounds').select('round_number').where('event_id', '=', event.id).execute();
      expect(rows).toHaveLength(2);
    });

    it('refuses a coordinator contact number that is text and keeps the one stored', async () => {
      const event = await createEvent(t, { coordinatorContactNo: '044 2251 6000' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: { cookie: admin },
        payload: eventBody({ eventName: 'Renamed', coordinatorContactNo: 'abcdefg' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EVENT_FORM_MSG.contact);
      const row = await t.db.selectFrom('events').select(['event_name', 'coordinator_contact_no']).where('id', '=', event.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ event_name: 'Code Sprint', coordinator_contact_no: '044 2251 6000' });
    });

    it('answers 404 for an event that does not exist', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/events/424242', headers: { cookie: admin }, payload: eventBody() });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.eventNotFound);
    });
  });

  describe('DELETE /api/events/:id', () => {
    async function registrationFor(eventId: number, payment: 'none' | 'pending' | 'verified' | 'rejected') {
      const user = await t.createUser();
      let paymentId: number | null = null;
      if (payment !== 'none') {
        const row = await t.db
          .insertInto('payments')
          .values({
            user_id: user.id,
            transaction_id: `TXN${eventId}${user.id}${payment}`,
            transaction_username: 'Student',
            transaction_date: '2030-01-01',
            transaction_time: '10:00',
            amount: 150,
            verified: payment === 'pending' ? null : payment === 'verified' ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        paymentId = row.id;
        await t.db.insertInto('payment_events').values({ payment_id: paymentId, event_id: eventId }).execute();
      }
      const status = payment === 'rejected' ? 'rejected' : payment === 'none' || payment === 'verified' ? 'verified' : 'pending';
      const reg = await t.db
        .insertInto('registrations')
        .values({ user_id: user.id, event_id: eventId, payment_id: paymentId, status, updated_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('cart_items').values({ user_id: user.id, event_id: eventId }).execute().catch(() => undefined);
      await t.db
        .insertInto('round_results')
        .values({ registration_id: reg.id, round_number: 1, status: 1, updated_by: null, updated_at: new Date().toISOString() })
        .execute();
      return user;
    }

    it('deletes an event with its rounds, cart lines, free registrations, results and account links', async () => {
      const event = await createEvent(t);
      const account = await createAccount(t);
      await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin }, payload: { accountId: account.id } });
      await registrationFor(event.id, 'none');
      await registrationFor(event.id, 'rejected');
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${event.id}`,
        headers: { cookie: admin },
        payload: { symposiumName: 'Carteblanche' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Event deleted successfully');
      for (const table of ['rounds', 'registrations', 'cart_items', 'event_accounts'] as const) {
        const rows = await (t.db as any).selectFrom(table).select('event_id').where('event_id', '=', event.id).execute();
        expect(rows, table).toHaveLength(0);
      }
      expect((await list()).json().map((e: { id: number }) => e.id)).not.toContain(event.id);
      // The account itself stays; only its link went.
      const accounts = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: admin } });
      expect(accounts.json().map((a: { id: number }) => a.id)).toContain(account.id);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'event.delete').where('target_id', '=', String(event.id)).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json!).removed).toEqual({ registrations: 2, cartItems: 2 });
    });

    it.each(['pending', 'verified'] as const)('refuses with 409 while a %s paid registration exists', async (state) => {
      const event = await createEvent(t);
      await registrationFor(event.id, state);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.eventHasPaidRegistrations);
      const still = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
      expect(still.statusCode).toBe(200);
    });

    it('checks the symposium name it is sent', async () => {
      const event = await createEvent(t, { symposiumName: 'Enigma' });
      const wrong = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: { cookie: admin }, payload: { symposiumName: 'Carteblanche' } });
      expect(wrong.statusCode).toBe(404);
      const unknown = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: { cookie: admin }, payload: { symposiumName: 'Nope' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(MSG.unknownSymposium);
      const student = await t.createUser();
      const forbidden = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: { cookie: student.cookie } });
      expect(forbidden.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(200);
    });
  });
});
