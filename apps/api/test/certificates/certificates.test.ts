import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_LOOKUPS_PER_MINUTE } from '@app/shared';
import { newCertificateCode } from '../../src/modules/certificates/codes';
import { DIALECTS, createTestApp, sendAs, type TestApp } from '../helpers/app';
import { createEvent, participant, roundResult, team } from './fixtures';

const SITE = 'https://csmit.example.org';

describe.each(DIALECTS)('certificates on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: SITE });
    admin = await t.adminCookie();
    organizer = (await t.createUser({ role: 'organizer' })).cookie;
  });
  afterAll(async () => t?.close());

  const issue = (eventId: number, kind: string, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/certificates`,
      headers: { cookie },
      payload: { kind },
    });
  const lookup = (code: string, ip = '10.9.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/certificates/${code}`, remoteAddress: ip });
  const revoke = (code: string, cookie = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/certificates/${code}`, headers: { cookie } });
  const mine = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/certificates/mine', headers: { cookie } });
  const setWinners = (eventId: number, winners: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/winners`,
      headers: { cookie: organizer },
      payload: { winners },
    });

  const summary = async (eventId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/certificates`,
        headers: { cookie: admin },
      })
    ).json();

  async function codesOf(eventId: number) {
    return t.db
      .selectFrom('certificates')
      .select(['code', 'user_id', 'kind', 'place', 'name', 'revoked_at', 'registration_id'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
  }

  describe('POST /api/events/:id/certificates', () => {
    it('gives participation only to verified registrants who checked in or have a round result other than -1', async () => {
      const eventId = await createEvent(t);
      const checkedIn = await participant(t, eventId, { fullName: 'Checked Chitra' });
      const scored = await participant(t, eventId, { fullName: 'Scored Siva', checkedIn: false });
      await roundResult(t, scored.registrationId, 1, 0);
      const awaited = await participant(t, eventId, { fullName: 'Awaited Arun', checkedIn: false });
      await roundResult(t, awaited.registrationId, 1, -1);
      await participant(t, eventId, { fullName: 'Absent Anu', checkedIn: false });
      await participant(t, eventId, { fullName: 'Pending Paul', status: 'pending' });
      await participant(t, eventId, { fullName: 'Rejected Rita', status: 'rejected' });

      const res = await issue(eventId, 'participation');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ issued: 2, skipped: 0 });
      const rows = await codesOf(eventId);
      expect(rows.map((r) => r.name).sort()).toEqual(['Checked Chitra', 'Scored Siva']);
      expect(rows.every((r) => r.kind === 'participation' && r.place === null)).toBe(true);
      expect(rows.map((r) => r.user_id).sort()).toEqual([checkedIn.id, scored.id].sort());
    });

    it('issuing again issues 0; a revoked certificate does not count, so a corrected name is issued anew', async () => {
      const eventId = await createEvent(t);
      const a = await participant(t, eventId, { fullName: 'Karthik Subramanian' });
      await participant(t, eventId, { fullName: 'Other Person' });
      expect((await issue(eventId, 'participation')).json()).toMatchObject({
        issued: 2,
        skipped: 0,
      });
      const again = await issue(eventId, 'participation');
      expect(again.json()).toEqual({ issued: 0, skipped: 2, revoked: 0, jobId: null });

      const old = (await codesOf(eventId)).find((r) => r.user_id === a.id)!;
      await t.db
        .updateTable('users')
        .set({ full_name: 'Kārthik Subramaniam' })
        .where('id', '=', a.id)
        .execute();
      expect((await revoke(old.code)).statusCode).toBe(200);
      const reissue = await issue(eventId, 'participation');
      expect(reissue.json()).toMatchObject({ issued: 1, skipped: 1 });

      const ofA = (await codesOf(eventId)).filter((r) => r.user_id === a.id);
      expect(ofA).toHaveLength(2);
      expect(ofA[0]!.revoked_at).not.toBeNull();
      expect(ofA[1]).toMatchObject({ name: 'Kārthik Subramaniam', revoked_at: null });
      expect(ofA[1]!.code).not.toBe(old.code);
      expect((await lookup(old.code)).json()).toMatchObject({
        status: 'revoked',
        name: 'Karthik Subramanian',
      });
      expect((await lookup(ofA[1]!.code)).json()).toMatchObject({
        status: 'valid',
        name: 'Kārthik Subramaniam',
      });
    });

    it('gives merit to each winner with their place, and to every member of a winning team', async () => {
      const eventId = await createEvent(t);
      const first = await participant(t, eventId, { fullName: 'First Fathima' });
      const lead = await participant(t, eventId, { fullName: 'Team Lead' });
      const mate = await participant(t, eventId, { fullName: 'Team Mate' });
      await participant(t, eventId, { fullName: 'Just Joined' });
      const teamId = await team(t, eventId, 'Byte Me', [lead, mate]);
      expect(
        (
          await setWinners(eventId, [
            { userId: first.id, position: 1 },
            { teamId, position: 2 },
          ])
        ).statusCode,
      ).toBe(200);

      expect((await issue(eventId, 'merit')).json()).toMatchObject({ issued: 3, skipped: 0 });
      const rows = await codesOf(eventId);
      expect(rows.map((r) => [r.name, r.place]).sort()).toEqual([
        ['First Fathima', 1],
        ['Team Lead', 2],
        ['Team Mate', 2],
      ]);
      expect((await issue(eventId, 'merit')).json()).toMatchObject({ issued: 0, skipped: 3 });
      // Merit and participation are separate: the winners are also participants.
      expect((await issue(eventId, 'participation')).json()).toMatchObject({
        issued: 4,
        skipped: 0,
      });
    });

    it('after the winners change, issuing merit again revokes the wrong places and issues the right ones', async () => {
      const eventId = await createEvent(t, 'Web Design Sprint');
      const aarav = await participant(t, eventId, { fullName: 'Aarav Sharma' });
      const venkata = await participant(t, eventId, { fullName: 'Venkata Gudipati' });
      const karthik = await participant(t, eventId, { fullName: 'Karthik Subramanian' });
      const ananya = await participant(t, eventId, { fullName: 'Ananya Iyer' });
      await setWinners(eventId, [
        { userId: aarav.id, position: 1 },
        { userId: venkata.id, position: 2 },
        { userId: karthik.id, position: 3 },
      ]);
      expect((await issue(eventId, 'merit')).json()).toMatchObject({ issued: 3, revoked: 0 });
      const before = await codesOf(eventId);
      expect((await summary(eventId)).outdatedMerit).toBe(0);

      await setWinners(eventId, [
        { userId: karthik.id, position: 1 },
        { userId: ananya.id, position: 2 },
        { userId: aarav.id, position: 3 },
      ]);
      // The admin's page is told the merit certificates no longer match the winners.
      expect((await summary(eventId)).outdatedMerit).toBe(3);

      const res = await issue(eventId, 'merit');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ issued: 3, skipped: 0, revoked: 3 });

      // Every old certificate is revoked, publicly; each winner holds one valid one, at their place.
      for (const old of before) expect((await lookup(old.code)).json().status).toBe('revoked');
      const valid = (await codesOf(eventId)).filter((r) => r.revoked_at === null);
      expect(valid.map((r) => [r.name, r.place]).sort()).toEqual([
        ['Aarav Sharma', 3],
        ['Ananya Iyer', 2],
        ['Karthik Subramanian', 1],
      ]);
      expect((await summary(eventId)).outdatedMerit).toBe(0);

      const revokes = await t.db
        .selectFrom('audit_log')
        .select(['target_id', 'after_json'])
        .where('action', '=', 'certificates.revoke')
        .where(
          'target_id',
          'in',
          before.map((r) => r.code),
        )
        .execute();
      const reasonOf = (userId: number) =>
        JSON.parse(
          revokes.find((a) => a.target_id === before.find((r) => r.user_id === userId)!.code)!
            .after_json!,
        ).reason;
      expect(revokes).toHaveLength(3);
      expect(reasonOf(aarav.id)).toBe('Winners changed: now Third place.');
      expect(reasonOf(venkata.id)).toBe('Winners changed: no longer a winner.');
      expect(reasonOf(karthik.id)).toBe('Winners changed: now First place.');

      // As issuing always does, each new certificate is mailed to its holder.
      await t.app.jobs.drain();
      const mailTo = async (email: string) =>
        t.db
          .selectFrom('outbox')
          .select('text')
          .where('to_address', '=', email)
          .orderBy('id')
          .execute();
      expect((await mailTo(aarav.email)).at(-1)!.text).toContain(
        'Certificate of Merit (Third Place)',
      );
      expect(await mailTo(ananya.email)).toHaveLength(1);
      expect(await mailTo(venkata.email)).toHaveLength(1);

      expect((await issue(eventId, 'merit')).json()).toEqual({
        issued: 0,
        skipped: 3,
        revoked: 0,
        jobId: null,
      });
    });

    it('after team winners swap, and after the winners are cleared, merit follows the winners', async () => {
      const eventId = await createEvent(t, 'Quiz Bowl');
      const q1 = await participant(t, eventId, { fullName: 'Quizzard One' });
      const q2 = await participant(t, eventId, { fullName: 'Quizzard Two' });
      const t1 = await participant(t, eventId, { fullName: 'தமிழ் ஒன்று' });
      const t2 = await participant(t, eventId, { fullName: 'தமிழ் இரண்டு' });
      const quizzards = await team(t, eventId, 'Quizzards', [q1, q2]);
      const tamil = await team(t, eventId, 'தமிழ் அணி', [t1, t2]);
      await setWinners(eventId, [
        { teamId: quizzards, position: 1 },
        { teamId: tamil, position: 2 },
      ]);
      await issue(eventId, 'merit');
      await setWinners(eventId, [
        { teamId: tamil, position: 1 },
        { teamId: quizzards, position: 2 },
      ]);
      expect((await issue(eventId, 'merit')).json()).toMatchObject({ issued: 4, revoked: 4 });
      const valid = async () =>
        (await codesOf(eventId))
          .filter((r) => r.revoked_at === null)
          .map((r) => [r.name, r.place])
          .sort();
      expect(await valid()).toEqual([
        ['Quizzard One', 2],
        ['Quizzard Two', 2],
        ['தமிழ் இரண்டு', 1],
        ['தமிழ் ஒன்று', 1],
      ]);

      await setWinners(eventId, []);
      expect((await summary(eventId)).outdatedMerit).toBe(4);
      expect((await issue(eventId, 'merit')).json()).toMatchObject({ issued: 0, revoked: 4 });
      expect(await valid()).toEqual([]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', 'certificates.issue')
        .where('target_id', '=', String(eventId))
        .orderBy('id')
        .execute();
      expect(JSON.parse(audit.at(-1)!.after_json!)).toMatchObject({
        kind: 'merit',
        issued: 0,
        revoked: 4,
      });
    });

    it('is for the admin only: a student and an organizer get 403 and nothing is issued', async () => {
      const eventId = await createEvent(t);
      const student = await participant(t, eventId);
      expect((await issue(eventId, 'participation', student.cookie)).statusCode).toBe(403);
      expect((await issue(eventId, 'participation', organizer)).statusCode).toBe(403);
      expect(await codesOf(eventId)).toEqual([]);
      expect((await issue(eventId, 'gold')).statusCode).toBe(400);
      expect((await issue(999_999, 'merit')).statusCode).toBe(404);
    });

    it('two issues at once give each person one certificate', async () => {
      const eventId = await createEvent(t);
      for (let i = 0; i < 8; i++) await participant(t, eventId, { fullName: `Racer ${i}` });
      const [a, b] = await Promise.all([
        issue(eventId, 'participation'),
        issue(eventId, 'participation'),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().issued + b.json().issued).toBe(8);
      const rows = await codesOf(eventId);
      expect(new Set(rows.map((r) => r.registration_id)).size).toBe(8);
      expect(rows).toHaveLength(8);
    });

    it('returns before mailing: the batch then sends one mail per recipient with the link, with progress', async () => {
      const eventId = await createEvent(t, 'Mail Event');
      const people = [];
      for (let i = 0; i < 3; i++)
        people.push(await participant(t, eventId, { fullName: `Mailed ${i}` }));
      const res = await issue(eventId, 'participation');
      const { jobId } = res.json();
      expect(jobId).toEqual(expect.any(Number));
      await t.app.jobs.drain();
      const job = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${jobId}`,
        headers: { cookie: admin },
      });
      expect(job.json()).toMatchObject({
        status: 'done',
        progress: 3,
        total: 3,
        result: { mailed: 3 },
      });

      const rows = await codesOf(eventId);
      for (const p of people) {
        const mails = await t.db
          .selectFrom('outbox')
          .selectAll()
          .where('to_address', '=', p.email)
          .execute();
        expect(mails).toHaveLength(1);
        const code = rows.find((r) => r.user_id === p.id)!.code;
        expect(mails[0]!.subject).toContain('Mail Event');
        expect(mails[0]!.text).toContain(`${SITE}/verify/${code}`);
        expect(mails[0]!.text).toContain(`${SITE}/api/certificates/${code}/pdf`);
      }
      // Draining again sends nothing twice.
      await t.app.jobs.drain();
      const total = await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(
          'to_address',
          'in',
          people.map((p) => p.email),
        )
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(3);
    });
  });

  describe('codes', () => {
    it('are 12 characters drawn from crypto.randomInt over an alphabet without look-alikes', () => {
      const spy = vi.spyOn(crypto, 'randomInt');
      const code = newCertificateCode();
      expect(spy).toHaveBeenCalledTimes(12);
      spy.mockRestore();
      expect(code).toMatch(new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{12}$`));
      expect(code.length).toBeGreaterThanOrEqual(10);
    });

    it('are unique and not derived from ids: consecutive certificates share no prefix pattern', async () => {
      const eventId = await createEvent(t);
      for (let i = 0; i < 20; i++) await participant(t, eventId);
      await issue(eventId, 'participation');
      const codes = (await codesOf(eventId)).map((r) => r.code);
      expect(new Set(codes).size).toBe(20);
      expect(new Set(codes.map((c) => c.slice(0, 3))).size).toBeGreaterThan(15);
      for (const c of codes) expect(c).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    });
  });

  describe('GET /api/certificates/:code', () => {
    it('is public: what it certifies and valid; revoked says so; unknown codes 404 alike', async () => {
      await sendAs(t, admin, 'PUT', '/api/certificate-settings', {
        societyName: 'Computer Society of Madras Institute of Technology',
        societyTagline: 'Anna University, Chennai',
        signatories: [
          { name: 'Dr. Lakshmi Narayanan', title: 'Faculty Advisor' },
          { name: 'Aravind Subramaniam', title: 'President' },
        ],
      });
      const eventId = await createEvent(t, 'Code Relay');
      const p = await participant(t, eventId, {
        fullName: 'Śrīnivāsa Rāmānujan',
        college: 'PSG College of Technology',
      });
      await setWinners(eventId, [{ userId: p.id, position: 1 }]);
      await issue(eventId, 'merit');
      const { code } = (await codesOf(eventId))[0]!;

      const res = await lookup(code.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code,
        name: 'Śrīnivāsa Rāmānujan',
        college: 'PSG College of Technology',
        eventName: 'Code Relay',
        symposiumName: 'Carteblanche',
        kind: 'merit',
        position: 1,
        issuedAt: expect.any(String),
        status: 'valid',
        // the issuer as the PDF prints it: the society of the certificate settings
        societyName: 'Computer Society of Madras Institute of Technology',
      });

      const gone = await revoke(code);
      expect(gone.statusCode).toBe(200);
      const after = await lookup(code);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({
        status: 'revoked',
        message: 'This certificate was revoked.',
      });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'certificates.revoke')
        .where('target_id', '=', code)
        .execute();
      expect(audit).toHaveLength(1);
      expect((await revoke(code)).statusCode).toBe(409);

      const unknown = await lookup('ZZZZZZZZZZZZ');
      const malformed = await lookup('not-a-code-at-all');
      expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 404]);
      expect(unknown.json()).toEqual(malformed.json());
      expect(unknown.json()).toEqual({ message: 'No certificate has this code.' });
    });

    it('DELETE is for the admin only', async () => {
      const eventId = await createEvent(t);
      const p = await participant(t, eventId);
      await issue(eventId, 'participation');
      const { code } = (await codesOf(eventId))[0]!;
      expect((await revoke(code, organizer)).statusCode).toBe(403);
      expect((await revoke(code, p.cookie)).statusCode).toBe(403);
      expect((await lookup(code)).json().status).toBe('valid');
    });

    it(`is rate-limited: past ${CERTIFICATE_LOOKUPS_PER_MINUTE} lookups from one address in a minute, 429`, async () => {
      const ip = '10.77.0.1';
      for (let i = 0; i < CERTIFICATE_LOOKUPS_PER_MINUTE; i++)
        expect((await lookup('ABCDEFGHJKMN', ip)).statusCode).toBe(404);
      expect((await lookup('ABCDEFGHJKMN', ip)).statusCode).toBe(429);
      const pdf = await t.app.inject({
        method: 'GET',
        url: '/api/certificates/ABCDEFGHJKMN/pdf',
        remoteAddress: ip,
      });
      expect(pdf.statusCode).toBe(429);
      expect((await lookup('ABCDEFGHJKMN', '10.77.0.2')).statusCode).toBe(404);
    });
  });

  describe('GET /api/certificates/mine', () => {
    it("lists the caller's certificates only, revoked ones marked", async () => {
      const eventId = await createEvent(t);
      const me = await participant(t, eventId);
      await participant(t, eventId);
      await issue(eventId, 'participation');
      const list = (await mine(me.cookie)).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: 'valid', kind: 'participation' });
      await revoke(list[0].code);
      expect((await mine(me.cookie)).json()[0].status).toBe('revoked');
      expect((await mine(organizer)).statusCode).toBe(403);
    });
  });

  describe('GET /api/certificates/:code/pdf', () => {
    it('is an A4 landscape PDF with the society, event, person, place, signatories and a QR code to /verify/{code}', async () => {
      const settings = await sendAs(t, admin, 'PUT', '/api/certificate-settings', {
        societyName: 'Computer Society of MIT',
        societyTagline: 'Madras Institute of Technology, Chennai',
        signatories: [
          { name: 'Dr. Lakshmi Narayanan', title: 'Faculty Advisor' },
          { name: 'Aravind Subramaniam', title: 'President' },
        ],
      });
      expect(settings.statusCode).toBe(200);
      const signature = await sharp({
        create: { width: 300, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg width="300" height="80"><path d="M10 60 C 60 0, 90 80, 150 30 S 240 70, 290 20" stroke="#1a2a6c" stroke-width="4" fill="none"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([signature], { type: 'image/png' }), 'sig.png');
      const body = new Response(form);
      const upload = await t.app.inject({
        method: 'PUT',
        url: '/api/certificate-settings/images/signature1',
        headers: { cookie: admin, 'content-type': body.headers.get('content-type')! },
        payload: Buffer.from(await body.arrayBuffer()),
      });
      expect(upload.statusCode).toBe(200);
      expect(upload.json().signatories[0].signatureFileId).toEqual(expect.any(Number));

      const eventId = await createEvent(t, 'Paper Presentation');
      const p = await participant(t, eventId, {
        fullName: 'Śrīnivāsa Rāmānujan Iyengār',
        college: 'PSG College of Technology',
      });
      await setWinners(eventId, [{ userId: p.id, position: 2 }]);
      await issue(eventId, 'merit');
      const { code } = (await codesOf(eventId))[0]!;

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${code}/pdf`,
        remoteAddress: '10.5.0.1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-'));
      fs.writeFileSync(path.join(dir, 'c.pdf'), pdf);
      const info = execFileSync('pdfinfo', [path.join(dir, 'c.pdf')]).toString();
      expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'c.pdf'), '-']).toString();
      for (const s of [
        'COMPUTER SOCIETY OF MIT',
        'Certificate of Merit',
        'SECOND PLACE',
        'Śrīnivāsa Rāmānujan Iyengār',
        'PSG College of Technology',
        'Paper Presentation',
        'Carteblanche',
        'Dr. Lakshmi Narayanan',
        'Faculty Advisor',
        'Aravind Subramaniam',
        code,
      ]) {
        expect(text).toContain(s);
      }

      // Rendered to PNG, the QR code reads back as the verification address.
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '150',
        '-singlefile',
        path.join(dir, 'c.pdf'),
        path.join(dir, 'c'),
      ]);
      const { data, info: img } = await sharp(path.join(dir, 'c.png'))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(img.width).toBe(1754);
      expect(Math.abs(img.height - 1240)).toBeLessThanOrEqual(1);
      const qr = jsQR(
        new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
        img.width,
        img.height,
      );
      expect(qr?.data).toBe(`${SITE}/verify/${code}`);
      fs.rmSync(dir, { recursive: true, force: true });

      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/certificates/ZZZZZZZZZZZZ/pdf',
        remoteAddress: '10.5.0.2',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  it('prints a name in Tamil script with an embedded Tamil font, and the text reads back', async () => {
    const eventId = await createEvent(t, 'Tamil Quiz');
    await participant(t, eventId, { fullName: 'கார்த்திக் சுப்பிரமணியம்' });
    await issue(eventId, 'participation');
    const { code } = (await codesOf(eventId))[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${code}/pdf`,
      remoteAddress: '10.5.1.1',
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-'));
    const file = path.join(dir, 'c.pdf');
    fs.writeFileSync(file, res.rawPayload);
    expect(execFileSync('pdffonts', [file]).toString()).toMatch(
      /NotoSansTamil-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/,
    );
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('கார்த்திக் சுப்பிரமணியம்');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('GET /api/events/:id/certificates', () => {
    it('gives the admin the eligible and issued counts and the list with addresses', async () => {
      const eventId = await createEvent(t);
      const a = await participant(t, eventId, { fullName: 'Zara' });
      await participant(t, eventId, { fullName: 'Yash', checkedIn: false });
      await setWinners(eventId, [{ userId: a.id, position: 3 }]);
      await issue(eventId, 'participation');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/certificates`,
        headers: { cookie: admin },
      });
      expect(res.json()).toMatchObject({
        eligible: { participation: 1, merit: 1 },
        issued: { participation: 1, merit: 0 },
        revoked: 0,
        winners: 1,
        certificates: [{ name: 'Zara', email: a.email, status: 'valid' }],
      });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/events/${eventId}/certificates`,
            headers: { cookie: organizer },
          })
        ).statusCode,
      ).toBe(403);
    });
  });
});
