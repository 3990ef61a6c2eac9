import crypto from 'node:crypto';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { manualBody, openSymposia } from '../registrations/fixtures';

// SPEC-2 §J: the timetable, clash warnings on adding to the cart and registering, and calendar
// files read back with node-ical.

/** A date in the future, at a given India time: day offset from 1 Jan next year, 'HH:MM' IST. */
const year = new Date().getUTCFullYear() + 1;
const ist = (day: number, hhmm: string) => new Date(`${year}-03-${String(10 + day).padStart(2, '0')}T${hhmm}:00+05:30`).toISOString();

describe.each(DIALECTS)('schedule and calendar on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  /** An event made through the admin's form (so the cached catalogue hears of it), its rounds at the given UTC ISO times. */
  async function timedEvent(
    name: string,
    times: (string | null)[],
    o: { fees?: number; symposium?: 'Enigma' | 'Carteblanche'; openToNonMit?: boolean; location?: string } = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: await t.adminCookie() },
      payload: {
        eventName: name,
        eventCategory: 'Technical Events',
        eventDescription: `All about ${name}.`,
        numberOfRounds: times.length,
        location: o.location ?? 'Rajam Hall',
        registrationFees: o.fees ?? 0,
        coordinatorName: 'Kavya S',
        coordinatorContactNo: '9123456780',
        coordinatorMail: 'kavya@example.com',
        lastDateForRegistration: `${year}-04-30T23:00`,
        isOpenForNonMIT: o.openToNonMit ?? true,
        symposiumName: o.symposium ?? 'Carteblanche',
        rounds: times.map((at, i) => ({ roundDetails: `Round ${i + 1} of ${name}`, roundDateTime: at })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().event.id as number, name };
  }
  const register = (s: { cookie: string; email: string }, eventId: number) =>
    t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId } });
  const addToCart = (s: { cookie: string; email: string }, eventId: number, symposiumName = 'Carteblanche') =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId, symposiumName } });
  const vevents = (ics: string) =>
    Object.values(nodeIcal.sync.parseICS(ics))
      .filter((c): c is VEvent => c?.type === 'VEVENT')
      .sort((a, b) => a.start.getTime() - b.start.getTime());

  describe('GET /api/schedule', () => {
    it('lists every timed round by time with its event and location, and filters by symposium', async () => {
      const late = await timedEvent('Sched Late', [ist(1, '15:00')], { location: 'Seminar Hall 2' });
      const early = await timedEvent('Sched Early', [ist(1, '09:30'), ist(2, '11:00'), null], { symposium: 'Enigma', location: 'Lab 3' });
      const res = await t.app.inject({ method: 'GET', url: '/api/schedule' });
      expect(res.statusCode).toBe(200);
      const mine = res.json().filter((s: { eventId: number }) => s.eventId === late.id || s.eventId === early.id);
      expect(mine).toEqual([
        expect.objectContaining({ eventId: early.id, eventName: 'Sched Early', roundNumber: 1, startsAt: ist(1, '09:30'), location: 'Lab 3', symposiumName: 'Enigma' }),
        expect.objectContaining({ eventId: late.id, roundNumber: 1, startsAt: ist(1, '15:00'), location: 'Seminar Hall 2', eventCategory: 'Technical Events' }),
        expect.objectContaining({ eventId: early.id, roundNumber: 2, startsAt: ist(2, '11:00') }),
      ]);
      const enigma = (await t.app.inject({ method: 'GET', url: '/api/schedule?symposium=Enigma' })).json();
      expect(enigma.every((s: { symposiumName: string }) => s.symposiumName === 'Enigma')).toBe(true);
      expect(enigma.some((s: { eventId: number }) => s.eventId === early.id)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/schedule?symposium=Nope' })).statusCode).toBe(400);
    });

    it('is served from the cached catalogue: a repeat with its ETag is 304, and a non-MIT student does not see MIT-only events', async () => {
      const closed = await timedEvent('Sched MIT Only', [ist(3, '10:00')], { openToNonMit: false });
      const first = await t.app.inject({ method: 'GET', url: '/api/schedule' });
      const again = await t.app.inject({ method: 'GET', url: '/api/schedule', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(first.json().some((s: { eventId: number }) => s.eventId === closed.id)).toBe(true);
      const outsider = await t.createUser({ college: 'PSG College of Technology' });
      const theirs = (await t.app.inject({ method: 'GET', url: '/api/schedule', headers: { cookie: outsider.cookie } })).json();
      expect(theirs.some((s: { eventId: number }) => s.eventId === closed.id)).toBe(false);
    });
  });

  describe('clashes', () => {
    it("warns on add-to-cart against a registration within 60 minutes, and still adds it", async () => {
      const s = await t.createUser();
      const held = await timedEvent('Clash Quiz', [ist(4, '10:00')]);
      const near = await timedEvent('Clash Sprint', [ist(4, '11:00')], { fees: 100 });
      expect((await register(s, held.id)).statusCode).toBe(201);
      const res = await addToCart(s, near.id);
      expect(res.statusCode).toBe(201);
      expect(res.json().clashes).toEqual([
        { eventId: held.id, eventName: 'Clash Quiz', at: ist(4, '10:00'), message: SCHEDULE_MSG.clashesWith('Clash Quiz', `${weekday(4)} ${14} Mar, 10:00 am`) },
      ]);
      expect(res.json().clashes[0].message).toMatch(/^Clashes with Clash Quiz at \w{3} 14 Mar, 10:00 am\.$/);
      const cart = await t.app.inject({ method: 'GET', url: `/api/cart/${s.id}`, headers: { cookie: s.cookie } });
      expect(cart.json().map((i: { eventId: number }) => i.eventId)).toEqual([near.id]);
    });

    it('warns on free registration against a cart item at the same time; 61 minutes apart or untimed rounds do not clash', async () => {
      const s = await t.createUser();
      const inCart = await timedEvent('Clash Cart', [ist(5, '14:00')], { fees: 50 });
      const far = await timedEvent('Clash Far', [ist(5, '15:01')]);
      const untimed = await timedEvent('Clash Untimed', [null]);
      expect((await addToCart(s, inCart.id)).json().clashes).toEqual([]);
      expect((await register(s, far.id)).json().clashes).toEqual([]);
      expect((await register(s, untimed.id)).json().clashes).toEqual([]);
      const same = await timedEvent('Clash Same', [ist(5, '14:00')]);
      const res = await register(s, same.id);
      expect(res.statusCode).toBe(201);
      expect(res.json().registration.status).toBe('verified');
      expect(res.json().clashes.map((c: { message: string }) => c.message)).toEqual([
        `Clashes with Clash Cart at ${weekday(5)} 15 Mar, 2:00 pm.`,
      ]);
    });

    it('warns on paying for an event by bank transfer, and registers it all the same', async () => {
      const s = await t.createUser();
      const held = await timedEvent('Clash Golf', [ist(9, '10:30')]);
      const paid = await timedEvent('Clash Hackathon', [ist(9, '10:00')], { fees: 300 });
      expect((await register(s, held.id)).statusCode).toBe(201);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { cookie: s.cookie },
        payload: manualBody(s.id, paid.id, 300),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().registrations).toEqual([{ id: expect.any(Number), eventId: paid.id, status: 'pending' }]);
      expect(res.json().clashes.map((c: { message: string }) => c.message)).toEqual([
        `Clashes with Clash Golf at ${weekday(9)} 19 Mar, 10:30 am.`,
      ]);
    });

    it("counts only the student's own live registrations: a rejected one and another student's do not clash", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const theirs = await timedEvent('Clash Theirs', [ist(6, '10:00')]);
      const rejected = await timedEvent('Clash Rejected', [ist(6, '10:30')]);
      expect((await register(other, theirs.id)).statusCode).toBe(201);
      expect((await register(s, rejected.id)).statusCode).toBe(201);
      await t.db.updateTable('registrations').set({ status: 'rejected' }).where('user_id', '=', s.id).where('event_id', '=', rejected.id).execute();
      const target = await timedEvent('Clash Target', [ist(6, '10:15')]);
      expect((await register(s, target.id)).json().clashes).toEqual([]);
    });

    it('leaves out a cart line whose registration has closed: it can no longer be registered', async () => {
      const s = await t.createUser();
      const late = await timedEvent('Clash Late Cart', [ist(13, '10:00')], { fees: 50 });
      const open = await timedEvent('Clash Open Cart', [ist(13, '10:30')], { fees: 50 });
      expect((await addToCart(s, late.id)).statusCode).toBe(201);
      expect((await addToCart(s, open.id)).statusCode).toBe(201);
      await t.db
        .updateTable('events')
        .set({ last_date_for_registration: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', late.id)
        .execute();
      const target = await timedEvent('Clash After Close', [ist(13, '10:15')]);
      const res = await register(s, target.id);
      expect(res.statusCode).toBe(201);
      expect(res.json().clashes.map((c: { eventName: string }) => c.eventName)).toEqual(['Clash Open Cart']);
    });
  });

  describe('GET /api/events/{id}/calendar.ics', () => {
    it('gives one VEVENT per timed round in India time, which node-ical reads back', async () => {
      const e = await timedEvent('Ics Hackathon', [ist(7, '09:00'), ist(8, '16:30'), null], { location: 'Rajam Hall' });
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${e.id}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('Ics Hackathon.ics');
      expect(res.body).toContain(`DTSTART;TZID=Asia/Kolkata:${year}0317T090000`);
      expect(res.body).toContain('BEGIN:VTIMEZONE');
      const events = vevents(res.body);
      expect(events.map((v) => v.summary)).toEqual(['Ics Hackathon — Round 1', 'Ics Hackathon — Round 2']);
      expect(events.map((v) => v.start.toISOString())).toEqual([ist(7, '09:00'), ist(8, '16:30')]);
      expect(events.map((v) => v.end!.toISOString())).toEqual([ist(7, '10:00'), ist(8, '17:30')]);
      expect(events[0]!.start.tz).toBe('Asia/Kolkata');
      expect(events[0]!.location).toBe('Rajam Hall');
    });

    it('answers 404 for an unknown event and for an MIT-only event asked by a non-MIT student', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/events/999999/calendar.ics' })).statusCode).toBe(404);
      const closed = await timedEvent('Ics MIT Only', [ist(9, '10:00')], { openToNonMit: false });
      const outsider = await t.createUser({ college: 'PSG College of Technology' });
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${closed.id}/calendar.ics`, headers: { cookie: outsider.cookie } });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('GET /api/calendar/mine.ics and the private link', () => {
    const feed = (query: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/calendar/mine.ics${query}`, headers: cookie ? { cookie } : {} });
    const newLink = async (cookie: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/calendar/token', headers: { cookie } });
      expect(res.statusCode).toBe(201);
      return res.json() as { path: string; message: string };
    };

    it("gives a student's own registrations by cookie, and needs a login or a link", async () => {
      const s = await t.createUser();
      const e = await timedEvent('Mine Debate', [ist(10, '12:00')]);
      await register(s, e.id);
      const res = await feed('', s.cookie);
      expect(res.statusCode).toBe(200);
      expect(vevents(res.body).map((v) => [v.summary, v.start.toISOString()])).toEqual([['Mine Debate', ist(10, '12:00')]]);
      const anonymous = await feed('');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(SCHEDULE_MSG.calendarSignIn);
    });

    it('works without a cookie through the private link, stores only its hash, and a new link or turning it off makes the old one 404', async () => {
      const s = await t.createUser();
      const e = await timedEvent('Link Coding', [ist(11, '10:00')]);
      await register(s, e.id);
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/token', headers: { cookie: s.cookie } })).json()).toEqual({ active: false, createdAt: null });
      const first = await newLink(s.cookie);
      expect(first.message).toBe(SCHEDULE_MSG.calendarLinkCreated);
      const token = new URL(first.path, 'http://x').searchParams.get('token')!;
      expect(token.length).toBeGreaterThanOrEqual(40);
      const viaLink = await feed(`?token=${token}`);
      expect(viaLink.statusCode).toBe(200);
      expect(vevents(viaLink.body).map((v) => v.summary)).toEqual(['Link Coding']);

      const stored = await t.db.selectFrom('calendar_links').selectAll().where('user_id', '=', s.id).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/token', headers: { cookie: s.cookie } })).json().active).toBe(true);

      const second = await newLink(s.cookie);
      const token2 = new URL(second.path, 'http://x').searchParams.get('token')!;
      const old = await feed(`?token=${token}`);
      expect(old.statusCode).toBe(404);
      expect(old.json().message).toBe(SCHEDULE_MSG.calendarLinkNotFound);
      expect((await feed(`?token=${token2}`)).statusCode).toBe(200);

      const off = await t.app.inject({ method: 'DELETE', url: '/api/calendar/token', headers: { cookie: s.cookie } });
      expect(off.json().message).toBe(SCHEDULE_MSG.calendarLinkRevoked);
      expect((await feed(`?token=${token2}`)).statusCode).toBe(404);
    });

    it("never shows one student's registrations to another: a guessed, empty or revoked token is 404 even with a cookie", async () => {
      const a = await t.createUser();
      const b = await t.createUser();
      const aEvent = await timedEvent('Secret Of A', [ist(12, '10:00')]);
      const bEvent = await timedEvent('Event Of B', [ist(12, '15:00')]);
      await register(a, aEvent.id);
      await register(b, bEvent.id);
      const aLink = new URL((await newLink(a.cookie)).path, 'http://x').searchParams.get('token')!;

      const bOwn = await feed('', b.cookie);
      expect(bOwn.body).not.toContain('Secret Of A');
      expect(bOwn.body).toContain('Event Of B');
      for (const bad of [crypto.randomBytes(32).toString('base64url'), '', aLink.slice(0, -1)]) {
        const res = await feed(`?token=${encodeURIComponent(bad)}`, b.cookie);
        expect(res.statusCode, bad).toBe(404);
        expect(res.body).not.toContain('Secret Of A');
        expect(res.body).not.toContain('Event Of B');
      }
      await t.app.inject({ method: 'DELETE', url: '/api/calendar/token', headers: { cookie: a.cookie } });
      const revoked = await feed(`?token=${aLink}`, b.cookie);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.body).not.toContain('Secret Of A');
    });

    it('keeps the link to students: staff get 403 on the link calls', async () => {
      const organizer = await t.createUser({ role: 'organizer' });
      expect((await t.app.inject({ method: 'POST', url: '/api/calendar/token', headers: { cookie: organizer.cookie } })).statusCode).toBe(403);
      expect((await feed('', organizer.cookie)).statusCode).toBe(403);
    });
  });
});

/** The short weekday of `10 + day` March next year, as the clash text writes it. */
function weekday(day: number): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(ist(day, '12:00')));
}
