import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, countRows, createAdminTestApp, type TestApp } from '../helpers/app';
import {
  accountParts,
  auditActions,
  createAccount,
  createEvent,
  eventBody,
  exeFile,
  multipart,
  pdfFile,
  pngImage,
  withCookie,
  type Part,
} from '../events/fixtures';

describe.each(DIALECTS)('payment accounts on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await createAdminTestApp(dialect)));
  afterAll(async () => t?.close());

  const send = async (method: 'POST' | 'PUT', url: string, parts: Part[], cookie = admin) =>
    t.app.inject({ method, url, ...withCookie(multipart(parts), cookie) });

  describe('POST /api/admin/accounts', () => {
    it('adds an account with its QR PDF and lists it', async () => {
      const res = await send('POST', '/api/admin/accounts', accountParts({ ifscCode: 'sbin0001234' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Account details added successfully!');
      const account = res.json().account;
      expect(account).toMatchObject({
        accountName: 'CSMIT Association',
        bankName: 'State Bank of India',
        accountNumber: '00000012345678',
        ifscCode: 'SBIN0001234',
        upiId: 'csmit@sbi',
        hasQr: true,
      });
      expect(account.qrUrl).toMatch(new RegExp(`^/api/admin/accounts/${account.id}/qr\\?v=[0-9a-f]{12}$`));
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: admin } });
      expect(list.json().map((a: { id: number }) => a.id)).toContain(account.id);
      expect((await auditActions(t)).at(-1)).toBe('account.create');
    });

    it('adds an account without a QR file', async () => {
      const account = await createAccount(t, { upiId: '' }, null);
      expect(account).toMatchObject({ hasQr: false, qrUrl: null, upiId: null });
    });

    it.each([
      ['an executable named .pdf', { name: 'qrCodePdf', value: exeFile(), filename: 'qr.pdf', contentType: 'application/pdf' }],
      ['a PNG named .pdf', null],
    ])('refuses %s as the QR file and stores nothing', async (_label, part) => {
      const accounts = await countRows(t, 'accounts');
      const files = await countRows(t, 'files');
      const qr = part ?? { name: 'qrCodePdf', value: await pngImage(20, 20), filename: 'qr.pdf', contentType: 'application/pdf' };
      const res = await send('POST', '/api/admin/accounts', accountParts({}, qr as Part));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MSG.qrMustBePdf);
      expect(await countRows(t, 'accounts')).toBe(accounts);
      expect(await countRows(t, 'files')).toBe(files);
    });

    it.each([
      [{ accountName: '' }, 'Account name is required.'],
      [{ bankName: ' ' }, 'Bank name is required.'],
      [{ accountNumber: '' }, 'Account number is required.'],
      [{ accountNumber: '12AB34' }, 'Please enter a valid account number (6 to 20 digits).'],
      [{ ifscCode: '' }, 'IFSC code is required.'],
      [{ ifscCode: 'SBIN123' }, 'Please enter a valid IFSC code, such as SBIN0001234.'],
      [{ upiId: 'not a upi' }, 'Please enter a valid UPI ID, such as name@bank.'],
    ])('refuses %o with a message', async (override, message) => {
      const accounts = await countRows(t, 'accounts');
      const res = await send('POST', '/api/admin/accounts', accountParts(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await countRows(t, 'accounts')).toBe(accounts);
    });

    it('is for the admin only', async () => {
      const student = await t.createUser();
      const organizer = await t.createUser({ role: 'organizer' });
      for (const cookie of [student.cookie, organizer.cookie]) {
        expect((await send('POST', '/api/admin/accounts', accountParts(), cookie)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie } })).statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts' })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/admin/accounts/:id', () => {
    it('updates the details and replaces the QR PDF, dropping the old file', async () => {
      const account = await createAccount(t);
      const files = await countRows(t, 'files');
      const newPdf = Buffer.concat([pdfFile(), Buffer.from('% second version\n')]);
      const res = await send(
        'PUT',
        `/api/admin/accounts/${account.id}`,
        accountParts({ bankName: 'Indian Bank', ifscCode: 'IDIB000M001' }, { name: 'qrCodePdf', value: newPdf, filename: 'new.pdf', contentType: 'application/pdf' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Account details updated successfully!');
      expect(res.json().account).toMatchObject({ bankName: 'Indian Bank', ifscCode: 'IDIB000M001', hasQr: true });
      expect(res.json().account.qrUrl).not.toBe(account.qrUrl);
      expect(await countRows(t, 'files')).toBe(files);
      const qr = await t.app.inject({ method: 'GET', url: res.json().account.qrUrl, headers: { cookie: admin } });
      expect(qr.rawPayload.equals(newPdf)).toBe(true);
      expect((await auditActions(t)).at(-1)).toBe('account.update');
    });

    it('keeps the QR when no new file is sent, and drops it on removeQr', async () => {
      const account = await createAccount(t);
      const kept = await send('PUT', `/api/admin/accounts/${account.id}`, accountParts({ accountName: 'Renamed' }, null));
      expect(kept.json().account).toMatchObject({ accountName: 'Renamed', hasQr: true, qrUrl: account.qrUrl });
      const dropped = await send('PUT', `/api/admin/accounts/${account.id}`, [...accountParts({}, null), { name: 'removeQr', value: 'true' }]);
      expect(dropped.json().account).toMatchObject({ hasQr: false, qrUrl: null });
    });

    it('answers 404 for an unknown account and refuses a bad QR without changing anything', async () => {
      const missing = await send('PUT', '/api/admin/accounts/777777', accountParts());
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MSG.accountNotFound);
      const account = await createAccount(t);
      const bad = await send('PUT', `/api/admin/accounts/${account.id}`, accountParts({ bankName: 'Changed' }, { name: 'qrCodePdf', value: exeFile(), filename: 'q.pdf' }));
      expect(bad.statusCode).toBe(415);
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: admin } });
      expect(list.json().find((a: { id: number }) => a.id === account.id).bankName).toBe('State Bank of India');
    });
  });

  describe('DELETE /api/admin/accounts/:id', () => {
    it('deletes the account, its QR file and its links to events', async () => {
      const account = await createAccount(t);
      const event = await createEvent(t);
      await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin }, payload: { accountId: account.id } });
      const files = await countRows(t, 'files');
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/accounts/${account.id}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Account details deleted successfully!');
      expect(await countRows(t, 'files')).toBe(files - 1);
      const linked = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin } });
      expect(linked.json()).toEqual([]);
      expect((await auditActions(t)).at(-1)).toBe('account.delete');
      const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/accounts/${account.id}`, headers: { cookie: admin } });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('event accounts', () => {
    it('assigns, lists and removes an account of an event, once each', async () => {
      const account = await createAccount(t, { accountName: 'Carte Fund' });
      const event = await createEvent(t);
      const assign = () =>
        t.app.inject({ method: 'POST', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin }, payload: { accountId: account.id } });
      const first = await assign();
      expect(first.statusCode).toBe(201);
      expect(first.json().message).toBe('Account assigned successfully');
      const twice = await assign();
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(MSG.accountAlreadyAssigned);
      const listed = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin } });
      expect(listed.json().map((a: { accountName: string }) => a.accountName)).toEqual(['Carte Fund']);

      const remove = () =>
        t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/accounts/${account.id}`, headers: { cookie: admin } });
      const removed = await remove();
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Account removed successfully!');
      expect((await remove()).statusCode).toBe(404);
      expect(await auditActions(t)).toEqual(expect.arrayContaining(['event.account.assign', 'event.account.remove']));
    });

    const assignTo = (eventId: number, accountId: number) =>
      t.app.inject({ method: 'POST', url: `/api/events/${eventId}/accounts`, headers: { cookie: admin }, payload: { accountId } });
    const accountsOf = async (eventId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/accounts`, headers: { cookie: admin } }))
        .json()
        .map((a: { accountName: string }) => a.accountName);
    const saveFee = (eventId: number, registrationFees: number) =>
      t.app.inject({ method: 'PUT', url: `/api/events/${eventId}`, headers: { cookie: admin }, payload: eventBody({ registrationFees }) });

    it('refuses to assign an account to a free event, which takes no payment, and changes nothing', async () => {
      const account = await createAccount(t, { accountName: 'Quiz Fund' });
      const event = await createEvent(t, { registrationFees: 0 });
      const audits = (await auditActions(t)).length;
      const res = await assignTo(event.id, account.id);
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.accountForFreeEvent]);
      expect(await accountsOf(event.id)).toEqual([]);
      expect((await auditActions(t)).length).toBe(audits);
      // A student paying finds no account for it either.
      const student = await t.createUser();
      const forPayment = await t.app.inject({ method: 'GET', url: `/api/admin/accounts/event/${event.id}`, headers: { cookie: student.cookie } });
      expect(forPayment.statusCode).toBe(404);
    });

    it('an event made free loses its accounts in the same save, each removal audited; the accounts stay', async () => {
      const fund = await createAccount(t, { accountName: 'Carte Fund' });
      const spare = await createAccount(t, { accountName: 'Spare Fund' });
      const event = await createEvent(t);
      expect((await assignTo(event.id, fund.id)).statusCode).toBe(201);
      expect((await assignTo(event.id, spare.id)).statusCode).toBe(201);
      // Saving with a fee keeps them.
      expect((await saveFee(event.id, 200)).statusCode).toBe(200);
      expect(await accountsOf(event.id)).toEqual(['Carte Fund', 'Spare Fund']);

      const res = await saveFee(event.id, 0);
      expect([res.statusCode, res.json().message]).toEqual([200, MSG.eventUpdated]);
      expect(await accountsOf(event.id)).toEqual([]);
      const removals = await t.db
        .selectFrom('audit_log')
        .select(['before_json', 'after_json'])
        .where('action', '=', 'event.account.remove')
        .where('target_id', '=', String(event.id))
        .orderBy('id')
        .execute();
      expect(removals.map((r) => [JSON.parse(r.before_json!), JSON.parse(r.after_json!)])).toEqual([
        [{ accountId: fund.id }, { reason: 'The event was made free.' }],
        [{ accountId: spare.id }, { reason: 'The event was made free.' }],
      ]);
      const all = (await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: admin } })).json();
      expect(all.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([fund.id, spare.id]));

      // Paid again, it takes an account as any paid event does.
      expect((await saveFee(event.id, 100)).statusCode).toBe(200);
      expect(await accountsOf(event.id)).toEqual([]);
      expect((await assignTo(event.id, fund.id)).statusCode).toBe(201);
      expect(await accountsOf(event.id)).toEqual(['Carte Fund']);
    });

    it('leaves no account on an event made free at the moment one is assigned', async () => {
      const account = await createAccount(t, { accountName: 'Race Fund' });
      for (let round = 0; round < 16; round++) {
        const event = await createEvent(t);
        const saving = saveFee(event.id, 0);
        // Sent a little later each round, so it meets the save at different steps.
        await new Promise((r) => setTimeout(r, round % 8));
        const [saved, assigned] = await Promise.all([saving, assignTo(event.id, account.id)]);
        expect(saved.statusCode).toBe(200);
        expect([201, 400]).toContain(assigned.statusCode);
        expect(await accountsOf(event.id)).toEqual([]);
      }
    });

    it('refuses unknown or invalid ids with a message', async () => {
      const event = await createEvent(t);
      const noAccount = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin }, payload: { accountId: 55555 } });
      expect(noAccount.statusCode).toBe(404);
      expect(noAccount.json().message).toBe(MSG.accountNotFound);
      const noEvent = await t.app.inject({ method: 'POST', url: '/api/events/55555/accounts', headers: { cookie: admin }, payload: { accountId: 1 } });
      expect(noEvent.statusCode).toBe(404);
      const invalid = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/accounts/undefined`, headers: { cookie: admin } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(MSG.accountRemoveInvalid);
    });
  });

  describe('GET /api/admin/accounts/event/:eventId and the QR PDF', () => {
    it('gives a logged-in student the accounts of the event, and the QR PDF inline', async () => {
      const account = await createAccount(t, { accountName: 'Pay Here' });
      const event = await createEvent(t);
      const student = await t.createUser();
      const before = await t.app.inject({ method: 'GET', url: `/api/admin/accounts/event/${event.id}`, headers: { cookie: student.cookie } });
      expect(before.statusCode).toBe(404);
      expect(before.json().message).toBe('No account details found for this event.');
      // Not assigned to any event yet: a student may not read its QR.
      expect((await t.app.inject({ method: 'GET', url: account.qrUrl!, headers: { cookie: student.cookie } })).statusCode).toBe(404);

      await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin }, payload: { accountId: account.id } });
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/accounts/event/${event.id}`, headers: { cookie: student.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([expect.objectContaining({ accountName: 'Pay Here', accountNumber: '00000012345678', hasQr: true })]);

      const qr = await t.app.inject({ method: 'GET', url: res.json()[0].qrUrl, headers: { cookie: student.cookie } });
      expect(qr.statusCode).toBe(200);
      expect(qr.headers['content-type']).toBe('application/pdf');
      expect(qr.headers['content-disposition']).toMatch(/^inline/);
      expect(qr.headers['x-content-type-options']).toBe('nosniff');
      expect(qr.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await t.app.inject({ method: 'GET', url: res.json()[0].qrUrl })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/accounts/event/${event.id}` })).statusCode).toBe(401);
    });

    it('does not show a non-MIT student the accounts of an MIT-only event', async () => {
      const account = await createAccount(t);
      const event = await createEvent(t, { isOpenForNonMIT: false });
      await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/accounts`, headers: { cookie: admin }, payload: { accountId: account.id } });
      const outsider = await t.createUser({ college: 'Anna University, Guindy' });
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/accounts/event/${event.id}`, headers: { cookie: outsider.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.eventNotFound);
    });
  });
});
