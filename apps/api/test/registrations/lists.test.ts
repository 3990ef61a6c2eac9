import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { DAYS, insertEvent, manualBody, openSymposia, decidePayment } from './fixtures';

describe.each(DIALECTS)('registration lists on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    staff = await t.adminCookie();
  });
  afterAll(async () => t?.close());

  const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const free = (s: { email: string; cookie: string }, eventId: number) =>
    t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId } });
  const pay = async (s: { id: number; cookie: string }, eventId: number, amount: number) =>
    (await t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: s.cookie }, payload: manualBody(s.id, eventId, amount) })).json();
  const decide = (userId: number, eventId: number, verified: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/verification', headers: { cookie: staff }, payload: { userId, eventId, verified } });

  describe('GET /api/registrations/event/{eventId} and its export', () => {
    let eventId: number;
    beforeAll(async () => {
      const freeEvent = await insertEvent(t, { name: 'Tech Quiz / Finals', fees: 0 });
      eventId = freeEvent.id;
      const a = await t.createUser({ fullName: 'Bala Murugan' });
      const b = await t.createUser({ fullName: '=HYPERLINK("x")', college: 'PSG Tech, Coimbatore' });
      await free(a, eventId);
      await free(b, eventId);
    });

    it('lists free and verified paid registrants with Name, Email, College; not pending or rejected ones', async () => {
      const paid = await insertEvent(t, { name: 'Paid Event', fees: 100 });
      const verifiedStudent = await t.createUser({ fullName: 'Verified Vani' });
      const pendingStudent = await t.createUser({ fullName: 'Pending Prem' });
      const rejectedStudent = await t.createUser({ fullName: 'Rejected Raj' });
      await pay(verifiedStudent, paid.id, 100);
      await pay(pendingStudent, paid.id, 100);
      await pay(rejectedStudent, paid.id, 100);
      await decide(verifiedStudent.id, paid.id, true);
      await decide(rejectedStudent.id, paid.id, false);
      const res = await get(staff, `/api/registrations/event/${paid.id}?symposium=Carteblanche`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ registrationId: expect.any(Number), userName: 'Verified Vani', email: verifiedStudent.email, college: 'Madras Institute of Technology', teamName: null, isTeamLeader: false }]);
      const freeRows = (await get(staff, `/api/registrations/event/${eventId}`)).json();
      expect(freeRows.map((r: { userName: string }) => r.userName)).toEqual(['=HYPERLINK("x")', 'Bala Murugan']);
    });

    it("gives each row its registration id, with which staff cancel that registration (audited)", async () => {
      const e = await insertEvent(t, { name: 'Cancel Me Cup', fees: 0 });
      const stays = await t.createUser({ fullName: 'Stays Sundar' });
      const goes = await t.createUser({ fullName: 'Goes Gopal' });
      await free(stays, e.id);
      await free(goes, e.id);
      const before = (await get(staff, `/api/registrations/event/${e.id}`)).json() as { registrationId: number; userName: string }[];
      const row = before.find((r) => r.userName === 'Goes Gopal')!;
      const stored = await t.db.selectFrom('registrations').select(['id', 'user_id']).where('id', '=', row.registrationId).executeTakeFirstOrThrow();
      expect(stored.user_id).toBe(goes.id);

      const res = await t.app.inject({ method: 'DELETE', url: `/api/registrations/${row.registrationId}`, headers: { cookie: staff } });
      expect([res.statusCode, res.json().message]).toEqual([200, 'Registration cancelled.']);
      const after = (await get(staff, `/api/registrations/event/${e.id}`)).json() as { userName: string }[];
      expect(after.map((r) => r.userName)).toEqual(['Stays Sundar']);
      const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(row.registrationId)).execute();
      expect(audit.map((a) => a.action)).toEqual(['registration.cancel']);
    });

    it('is for staff; a wrong symposium or unknown event gives the spec message', async () => {
      const s = await t.createUser();
      expect((await get(s.cookie, `/api/registrations/event/${eventId}`)).statusCode).toBe(403);
      const wrong = await get(staff, `/api/registrations/event/${eventId}?symposium=Enigma`);
      expect([wrong.statusCode, wrong.json().message]).toEqual([404, MSG.invalidRegistrationsView]);
      expect((await get(staff, '/api/registrations/event/987654')).statusCode).toBe(404);
    });

    it('downloads a CSV named after the event, safe to open in a spreadsheet', async () => {
      const res = await get(staff, `/api/registrations/event/${eventId}/export?format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('filename="event_Tech Quiz _ Finals_registrations.csv"');
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('Name,Email,College');
      expect(lines).toHaveLength(3);
      // A name that looks like a formula stays text.
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
      expect(lines[1]).toContain(',"PSG Tech, Coimbatore"');
      expect(lines[2]).toMatch(/^Bala Murugan,/);
    });

    it('downloads an Excel file with the same rows', async () => {
      const res = await get(staff, `/api/registrations/event/${eventId}/export?format=xlsx`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('_registrations.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Registrations')!;
      const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
      expect(values[0]).toEqual(['Name', 'Email', 'College']);
      // A name that looks like a formula is text in its cell, shown as typed (no stray ').
      expect(values[1]?.[0]).toBe('=HYPERLINK("x")');
      expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
      expect(values[2]?.[0]).toBe('Bala Murugan');
      expect(values).toHaveLength(3);
    });

    it('downloads the PDF of SPEC §2: heading, coordinator, and the table, with a name in Tamil as typed', async () => {
      const e = await insertEvent(t, { name: 'Quiz Bowl', fees: 0 });
      const tamil = await t.createUser({ fullName: 'கார்த்திகேயன் சுப்பிரமணியன்' });
      const latin = await t.createUser({ fullName: 'Kavya Raman' });
      await free(tamil, e.id);
      await free(latin, e.id);
      const res = await get(staff, `/api/registrations/event/${e.id}/export?format=pdf&symposium=Carteblanche`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('filename="event_Quiz Bowl_registrations.pdf"');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regs-'));
      const file = path.join(dir, 'r.pdf');
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      const fonts = execFileSync('pdffonts', [file]).toString();
      fs.rmSync(dir, { recursive: true, force: true });
      // The Tamil name is set in an embedded Tamil font (pdftotext reads a pre-base vowel sign in
      // the order it is drawn, so the test reads the word without one).
      expect(fonts).toMatch(/NotoSansTamil-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      expect(text).toContain('Registrations for Quiz Bowl');
      expect(text).toMatch(/Coordinator: .+ \(Contact: .+\)/);
      expect(text).toMatch(/Name\s+Email\s+College/);
      for (const cell of ['சுப்பிரமணியன்', tamil.email, 'Kavya Raman', latin.email]) expect(text).toContain(cell);
    });

    it('is for staff only', async () => {
      const s = await t.createUser();
      expect((await get(s.cookie, `/api/registrations/event/${eventId}/export?format=csv`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/registrations/user/{userId}', () => {
    it('gives verified registrations with the event, its rounds and results (-1 when undecided), and pending payments apart', async () => {
      const s = await t.createUser();
      const quiz = await insertEvent(t, { name: 'Quiz With Rounds', fees: 0, rounds: [-DAYS(1), DAYS(2), DAYS(4)] });
      const relay = await insertEvent(t, { name: 'Relay Waiting', fees: 120 });
      const reg = (await free(s, quiz.id)).json().registration;
      await t.db
        .insertInto('round_results')
        .values({ registration_id: reg.id, round_number: 1, status: 1, updated_by: null, updated_at: new Date().toISOString() })
        .execute();
      const { paymentId } = await pay(s, relay.id, 120);

      const res = await get(s.cookie, `/api/registrations/user/${s.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.registrations).toHaveLength(1);
      const r = body.registrations[0];
      expect(r).toMatchObject({ id: reg.id, status: 'verified', round1: 1, round2: -1, round3: -1 });
      expect(r.event).toMatchObject({ id: quiz.id, eventName: 'Quiz With Rounds', numberOfRounds: 3, posterUrl: null, symposiumName: 'Carteblanche' });
      expect(r.event.rounds.map((x: { roundNumber: number }) => x.roundNumber)).toEqual([1, 2, 3]);
      expect(r.rounds.map((x: { status: number }) => x.status)).toEqual([1, -1, -1]);
      expect(body.pendingPayments).toEqual([
        expect.objectContaining({ id: paymentId, amount: 120, status: 'pending', events: [{ eventId: relay.id, eventName: 'Relay Waiting' }] }),
      ]);
    });

    it("refuses another student's user id; staff may look", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      expect((await get(other.cookie, `/api/registrations/user/${s.id}`)).statusCode).toBe(403);
      expect((await get(staff, `/api/registrations/user/${s.id}`)).statusCode).toBe(200);
      expect((await get(undefined, `/api/registrations/user/${s.id}`)).statusCode).toBe(401);
    });

    it('runs the same number of queries for 1 registration as for 12', async () => {
      const queriesFor = async (count: number) => {
        const s = await t.createUser();
        for (let i = 0; i < count; i++) {
          const e = await insertEvent(t, { fees: 0, rounds: [DAYS(1), DAYS(2)] });
          await free(s, e.id);
          const paid = await insertEvent(t, { fees: 10 });
          await pay(s, paid.id, 10);
        }
        // The outbox worker sends the payment mails in the background; let it finish first.
        await t.app.mail.flush();
        const before = t.handle.stats.queries;
        const res = await get(s.cookie, `/api/registrations/user/${s.id}`);
        expect(res.json().registrations).toHaveLength(count);
        expect(res.json().pendingPayments).toHaveLength(count);
        return t.handle.stats.queries - before;
      };
      const one = await queriesFor(1);
      const twelve = await queriesFor(12);
      expect(twelve).toBe(one);
      // The session lookup, then registrations, pending payments, rounds, results, and passes with check-ins.
      expect(one).toBe(6);
    });
  });

  describe('GET /api/registrations/{userEmail} and GET /api/payments/user/{userId}', () => {
    it("list the user's own registrations and payments with status and reason; others get 403", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const e = await insertEvent(t, { name: 'Lookup Event', fees: 80 });
      const { paymentId } = await pay(s, e.id, 80);
      await decidePayment(t, staff, { userId: s.id, eventId: e.id, verified: false, reason: 'Screenshot unreadable.' });
      const lookup = await get(s.cookie, `/api/registrations/${s.email}`);
      expect(lookup.json()).toEqual([
        expect.objectContaining({ eventId: e.id, eventName: 'Lookup Event', status: 'rejected', paymentId, registrationFees: 80 }),
      ]);
      const payments = await get(s.cookie, `/api/payments/user/${s.id}`);
      expect(payments.json()).toEqual([expect.objectContaining({ id: paymentId, status: 'rejected', reason: 'Screenshot unreadable.' })]);
      expect((await get(other.cookie, `/api/registrations/${s.email}`)).statusCode).toBe(403);
      expect((await get(other.cookie, `/api/payments/user/${s.id}`)).statusCode).toBe(403);
      expect((await get(staff, `/api/registrations/${s.email}`)).statusCode).toBe(200);
    });
  });
});
