import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, PASSWORD, createTestApp, profileBody, type TestApp } from '../helpers/app';

describe.each(DIALECTS)('own profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  describe('GET and PUT /api/users/me', () => {
    it('shows the profile and saves every field but the email', async () => {
      const s = await t.createUser();
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: s.cookie } });
      expect(me.json()).toMatchObject({ id: s.id, email: s.email, role: 'student', fullName: 'Test Student', district: 'Chennai' });
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: { cookie: s.cookie }, payload: profileBody() });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MSG.profileUpdated);
      expect(res.json().user).toMatchObject({ ...profileBody(), email: s.email });
      // The session follows at once: the header greets the new name.
      const session = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: s.cookie } });
      expect(session.json().user).toMatchObject({ name: 'Divya Natarajan', department: 'ECE' });
    });

    it('refuses to change the email and checks fields like the sign-up', async () => {
      const s = await t.createUser();
      const withEmail = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { cookie: s.cookie },
        payload: profileBody({ email: 'new@example.com' }),
      });
      expect(withEmail.statusCode).toBe(400);
      const badMobile = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: { cookie: s.cookie }, payload: profileBody({ mobile: '123' }) });
      expect([badMobile.statusCode, badMobile.json().message]).toEqual([400, MSG.invalidMobile]);
      const row = await t.db.selectFrom('users').select(['email', 'full_name']).where('id', '=', s.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ email: s.email, full_name: 'Test Student' });
    });

    it('asks anonymous visitors to log in', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PUT', url: '/api/users/me', payload: profileBody() })).statusCode).toBe(401);
    });
  });

  describe('POST /api/users/me/password', () => {
    const change = (cookie: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/password', headers: { cookie }, payload: body });

    it('needs the current password, matching new ones of 6 or more characters', async () => {
      const s = await t.createUser();
      const wrong = await change(s.cookie, { currentPassword: 'not-it', newPassword: 'newpass1', confirmPassword: 'newpass1' });
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, MSG.currentPasswordWrong]);
      const mismatch = await change(s.cookie, { currentPassword: PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass2' });
      expect([mismatch.statusCode, mismatch.json().message]).toEqual([400, MSG.passwordsMismatch]);
      const short = await change(s.cookie, { currentPassword: PASSWORD, newPassword: '12345', confirmPassword: '12345' });
      expect([short.statusCode, short.json().message]).toEqual([400, MSG.passwordTooShort]);
      await expect(t.login(s.email, PASSWORD)).resolves.toBeTruthy();
    });

    it('changes it, keeps this session and signs the others out', async () => {
      const s = await t.createUser();
      const elsewhere = await t.login(s.email);
      const res = await change(s.cookie, { currentPassword: PASSWORD, newPassword: 'brand-new-9', confirmPassword: 'brand-new-9' });
      expect([res.statusCode, res.json().message]).toEqual([200, MSG.passwordChanged]);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: s.cookie } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: elsewhere } })).statusCode).toBe(401);
      await expect(t.login(s.email, PASSWORD)).rejects.toThrow();
      await expect(t.login(s.email, 'brand-new-9')).resolves.toBeTruthy();
    });
  });
});
