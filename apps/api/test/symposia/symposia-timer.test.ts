import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, siteDayOf } from '@app/shared';
import { DIALECTS, createAdminTestApp, type TestApp } from '../helpers/app';
import { auditActions } from '../events/fixtures';

describe.each(DIALECTS)('symposium status and timer on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await createAdminTestApp(dialect)));
  afterAll(async () => t?.close());

  const status = async () => (await t.app.inject({ method: 'GET', url: '/api/symposium/status' })).json();
  const post = (url: string, payload: unknown, cookie: string | null = admin) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

  describe('symposium', () => {
    it('lists both symposia, closed, to anyone', async () => {
      expect(await status()).toEqual([
        { symposiumName: 'Enigma', isOpen: 0, startDate: null },
        { symposiumName: 'Carteblanche', isOpen: 0, startDate: null },
      ]);
    });

    it('starts a symposium with its start date and stops it again, with audit rows', async () => {
      const start = await post('/api/symposium/start', { symposiumName: 'Enigma', startDate: '2025-02-14' });
      expect(start.statusCode).toBe(200);
      expect(start.json()).toMatchObject({ success: true, message: 'Successfully started Enigma.' });
      expect(await status()).toContainEqual({ symposiumName: 'Enigma', isOpen: 1, startDate: '2025-02-14' });
      expect((await status()).find((s: { symposiumName: string }) => s.symposiumName === 'Carteblanche').isOpen).toBe(0);

      const stop = await post('/api/symposium/stop', { symposiumName: 'Enigma', startDate: '2025-02-14' });
      expect(stop.statusCode).toBe(200);
      expect(stop.json()).toMatchObject({ success: true, message: 'Enigma has been stopped.' });
      expect((await status()).find((s: { symposiumName: string }) => s.symposiumName === 'Enigma').isOpen).toBe(0);
      expect((await auditActions(t)).slice(-2)).toEqual(['symposium.start', 'symposium.stop']);
    });

    it('takes the Kolkata calendar day of a date-time start date', async () => {
      await post('/api/symposium/start', { symposiumName: 'Carteblanche', startDate: '2025-03-01T20:00:00.000Z' });
      expect((await status()).find((s: { symposiumName: string }) => s.symposiumName === 'Carteblanche').startDate).toBe('2025-03-02');
    });

    it('takes today as a start date and refuses a later day, in India time', async () => {
      const day = 86_400_000;
      const tomorrow = siteDayOf(new Date(Date.now() + day).toISOString());
      const before = await status();
      for (const startDate of [tomorrow, `${tomorrow}T10:00`, '2099-12-31']) {
        const res = await post('/api/symposium/start', { symposiumName: 'Enigma', startDate });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MSG.startDateFuture);
      }
      expect(await status()).toEqual(before);

      const today = siteDayOf(new Date().toISOString());
      expect((await post('/api/symposium/start', { symposiumName: 'Enigma', startDate: today })).statusCode).toBe(200);
      expect(await status()).toContainEqual({ symposiumName: 'Enigma', isOpen: 1, startDate: today });
      expect((await post('/api/symposium/stop', { symposiumName: 'Enigma' })).statusCode).toBe(200);
    });

    it.each([
      ['/api/symposium/start', { symposiumName: 'Shaastra', startDate: '2025-01-01' }, MSG.unknownSymposium],
      ['/api/symposium/start', { symposiumName: 'Enigma' }, MSG.startDateRequired],
      ['/api/symposium/start', { symposiumName: 'Enigma', startDate: 'soon' }, MSG.startDateRequired],
      ['/api/symposium/stop', { symposiumName: 'enigma' }, MSG.unknownSymposium],
    ])('refuses %s %o with a message', async (url, body, message) => {
      const before = await status();
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await status()).toEqual(before);
    });

    it('lets only the admin start or stop', async () => {
      const organizer = await t.createUser({ role: 'organizer' });
      const student = await t.createUser();
      for (const cookie of [organizer.cookie, student.cookie]) {
        expect((await post('/api/symposium/start', { symposiumName: 'Enigma', startDate: '2025-01-01' }, cookie)).statusCode).toBe(403);
        expect((await post('/api/symposium/stop', { symposiumName: 'Enigma' }, cookie)).statusCode).toBe(403);
      }
      expect((await post('/api/symposium/start', { symposiumName: 'Enigma', startDate: '2025-01-01' }, null)).statusCode).toBe(401);
    });
  });

  describe('timer', () => {
    const getTimer = () => t.app.inject({ method: 'GET', url: '/api/timer/timer' });

    it('answers {} while no timer runs', async () => {
      const res = await getTimer();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
    });

    it('starts from a datetime-local value in Kolkata time, stores UTC, and stops', async () => {
      const res = await post('/api/timer/timer', { endTime: '2031-01-15T09:00' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Timer started successfully!', end_time: '2031-01-15T03:30:00.000Z' });
      expect((await getTimer()).json()).toEqual({ end_time: '2031-01-15T03:30:00.000Z' });

      const moved = await post('/api/timer/timer', { endTime: '2031-01-16T09:00:00+05:30' });
      expect(moved.json().end_time).toBe('2031-01-16T03:30:00.000Z');
      expect(await t.db.selectFrom('timer').selectAll().execute()).toHaveLength(1);

      const stop = await t.app.inject({ method: 'DELETE', url: '/api/timer/timer', headers: { cookie: admin } });
      expect(stop.statusCode).toBe(200);
      expect(stop.json().message).toBe('Timer stopped successfully!');
      expect((await getTimer()).json()).toEqual({});
      expect((await auditActions(t)).slice(-3)).toEqual(['timer.start', 'timer.start', 'timer.stop']);
    });

    it.each([
      [{ endTime: 'tomorrow at nine' }, MSG.timerEndTimeInvalid],
      [{ endTime: '2031-13-01T10:00' }, MSG.timerEndTimeInvalid],
      [{}, MSG.timerEndTimeInvalid],
      [{ endTime: '2020-01-01T10:00' }, MSG.timerEndTimePast],
    ])('refuses %o with a message and sets nothing', async (body, message) => {
      const res = await post('/api/timer/timer', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await getTimer()).json()).toEqual({});
    });

    it('lets only the admin start or stop it', async () => {
      const organizer = await t.createUser({ role: 'organizer' });
      expect((await post('/api/timer/timer', { endTime: '2031-01-15T09:00' }, organizer.cookie)).statusCode).toBe(403);
      expect((await post('/api/timer/timer', { endTime: '2031-01-15T09:00' }, null)).statusCode).toBe(401);
      const del = await t.app.inject({ method: 'DELETE', url: '/api/timer/timer', headers: { cookie: organizer.cookie } });
      expect(del.statusCode).toBe(403);
    });
  });
});
