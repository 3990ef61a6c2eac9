import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MSG } from '@app/shared';
import { DIALECTS, countRows, rolesTestAppHooks, type TestApp } from '../helpers/app';
import { rowsWhere } from '../helpers/rows';
import { makePdf } from '../../src/db/seed/pdf';
import { auditRows } from '../event-day/fixtures';
import { JPEG_BYTES } from './pdf';

let ipCounter = 0;
/** Each submission from its own address, so the per-IP limit only bites where a test wants it. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Fields {
  name?: string;
  email?: string;
  type?: string;
  year?: string;
  company?: string;
  linkedin?: string;
}

const FIELDS: Required<Fields> = {
  name: 'Kavya Srinivasan',
  email: 'Kavya.S@Example.com',
  type: 'Placement',
  year: '2024',
  company: 'Zoho',
  linkedin: 'https://www.linkedin.com/in/kavya-s',
};

function form(
  fields: Fields = {},
  pdf: { bytes: Buffer; filename?: string; type?: string } | null = { bytes: makePdf() },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ ...FIELDS, ...fields }))
    if (v !== undefined) fd.append(k, v);
  if (pdf)
    fd.append(
      'pdf',
      new Blob([new Uint8Array(pdf.bytes)], { type: pdf.type ?? 'application/pdf' }),
      pdf.filename ?? 'experience.pdf',
    );
  return fd;
}

describe.each(DIALECTS)('placement experiences on %s', (dialect) => {
  let t: TestApp;
  let admin: string, student: string, organizer: string;
  rolesTestAppHooks(dialect, (roles) => {
    ({ t, admin, student, organizer } = roles);
  });

  const submit = (payload: FormData, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/placements/submit-experience',
      payload,
      remoteAddress: ip,
    });
  const statusOf = async (id: number) =>
    (
      await t.db
        .selectFrom('experiences')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const review = (id: number, status: string, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/placements/admin/update-experience-status',
      headers: { cookie },
      payload: { id, status },
    });
  const remove = (id: number, cookie = admin) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/placements/admin/delete-experience/${id}`,
      headers: { cookie },
    });
  const lastId = async () =>
    (
      await t.db
        .selectFrom('experiences')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  /** Submits one experience and returns its id. */
  const create = async (fields: Fields = {}, text?: string) => {
    const res = await submit(form(fields, { bytes: makePdf(text) }));
    expect(res.statusCode, res.body).toBe(201);
    return lastId();
  };
  const approved = async (fields: Fields = {}) => {
    const id = await create(fields);
    expect((await review(id, 'approved')).statusCode).toBe(200);
    return id;
  };
  const publicIds = async (query = '') =>
    (await get(`/api/placements/experiences${query}`)).json().map((e: { id: number }) => e.id);

  describe('POST /api/placements/submit-experience', () => {
    it('stores a submission as pending with its PDF and answers with the spec message', async () => {
      const bytes = makePdf('Three rounds at Zoho');
      const res = await submit(form({ company: '  Zoho  ' }, { bytes }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'Experience submitted successfully! It will be reviewed by the admin.',
      });
      const row = await t.db
        .selectFrom('experiences')
        .selectAll()
        .where('id', '=', await lastId())
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Kavya Srinivasan',
        email: 'kavya.s@example.com',
        company: 'Zoho',
        company_key: 'zoho',
        type: 'Placement',
        year_of_passing: 2024,
        linkedin: 'https://www.linkedin.com/in/kavya-s',
        status: 'pending',
      });
      const file = await t.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', row.pdf_file_id)
        .executeTakeFirstOrThrow();
      expect(file.content_type).toBe('application/pdf');
      expect(Buffer.from(file.bytes).equals(bytes)).toBe(true);
    });

    it('accepts a submission without LinkedIn and of every type', async () => {
      for (const type of ['Placement', 'Intern', 'Off-Campus Placement', 'Off-Campus Intern']) {
        const id = await create({ type, linkedin: '' });
        const row = await t.db
          .selectFrom('experiences')
          .select(['type', 'linkedin'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ type, linkedin: null });
      }
    });

    const cap = MAX_UPLOAD_BYTES;
    const oversized = Buffer.concat([makePdf(), Buffer.alloc(cap + 1, 0x20)]);
    it.each<[string, () => FormData, number, string | RegExp]>([
      ['no PDF', () => form({}, null), 400, MSG.pdfRequired],
      ['an empty PDF field', () => form({}, { bytes: Buffer.alloc(0) }), 400, MSG.pdfRequired],
      ['a PDF over 5 MB', () => form({}, { bytes: oversized }), 413, /at most 5 MB/],
      [
        'a JPEG named .pdf',
        () => form({}, { bytes: JPEG_BYTES, filename: 'resume.pdf', type: 'application/pdf' }),
        415,
        MSG.pdfRequired,
      ],
      [
        'a LinkedIn value that is not a URL',
        () => form({ linkedin: 'linkedin kavya' }),
        400,
        MSG.invalidLinkedin,
      ],
      [
        'a javascript: LinkedIn URL',
        () => form({ linkedin: 'javascript:alert(1)' }),
        400,
        MSG.invalidLinkedin,
      ],
      ['an unknown type', () => form({ type: 'Hackathon' }), 400, MSG.experienceType],
      [
        'a 2,000-character company',
        () => form({ company: 'x'.repeat(2000) }),
        400,
        'Company must be at most 100 characters.',
      ],
      ['a blank company', () => form({ company: '   ' }), 400, 'Company is required.'],
      ['no name', () => form({ name: '' }), 400, 'Name is required.'],
      ['a bad email', () => form({ email: 'kavya@' }), 400, MSG.invalidEmail],
      ['no year', () => form({ year: '' }), 400, /Year of passing/],
      ['a year that is not a year', () => form({ year: '20x4' }), 400, /Year of passing/],
    ])('refuses %s with a message and stores nothing', async (_label, payload, status, message) => {
      const before = {
        experiences: await countRows(t, 'experiences'),
        files: await countRows(t, 'files'),
      };
      const res = await submit(payload());
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect({
        experiences: await countRows(t, 'experiences'),
        files: await countRows(t, 'files'),
      }).toEqual(before);
    });

    it('refuses a JSON body: the PDF is required', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/placements/submit-experience',
        payload: { ...FIELDS },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(400);
    });

    it('limits submissions from one address to 5 a minute', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) expect((await submit(form(), ip)).statusCode).toBe(201);
      const before = await countRows(t, 'experiences');
      const res = await submit(form(), ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.tooManyRequests);
      expect(await countRows(t, 'experiences')).toBe(before);
      expect((await submit(form(), freshIp())).statusCode).toBe(201);
    });
  });

  describe('visibility of experiences and their PDFs', () => {
    it('never lists or serves a pending or rejected experience to anyone but staff', async () => {
      const pending = await create({ company: 'Hidden Pending Co' });
      const rejected = await create({ company: 'Hidden Rejected Co' });
      expect((await review(rejected, 'rejected')).statusCode).toBe(200);

      const listed = await publicIds('?limit=500');
      expect(listed).not.toContain(pending);
      expect(listed).not.toContain(rejected);
      const companies = (await get('/api/placements/companies'))
        .json()
        .companies.map((c: { name: string }) => c.name);
      expect(companies).not.toContain('Hidden Pending Co');
      expect(companies).not.toContain('Hidden Rejected Co');

      for (const id of [pending, rejected]) {
        for (const cookie of [undefined, student]) {
          const res = await get(`/api/placements/experiences/${id}/pdf`, cookie);
          expect(res.statusCode).toBe(404);
          expect(res.headers['content-type']).toMatch(/json/);
          expect(res.json()).toEqual({ message: MSG.experienceNotFound });
        }
        for (const cookie of [admin, organizer]) {
          const res = await get(`/api/placements/experiences/${id}/pdf`, cookie);
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
          expect(res.headers['cache-control']).toBe('private, no-store');
        }
      }
      expect((await get('/api/placements/experiences/999999/pdf', admin)).statusCode).toBe(404);
    });

    it('serves an approved PDF to everyone, inline, with headers that keep it inert', async () => {
      const id = await create({}, 'Approved experience text');
      await review(id, 'approved');
      const res = await get(`/api/placements/experiences/${id}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="experience-${id}.pdf"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
      expect(res.rawPayload.toString('latin1')).toContain('Approved experience text');

      const again = await t.app.inject({
        method: 'GET',
        url: `/api/placements/experiences/${id}/pdf`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('never shows submitters\u2019 emails in the public list', async () => {
      await approved({ email: 'secret.senior@example.com', company: 'Email Check Ltd' });
      const res = await get('/api/placements/experiences?company=Email%20Check%20Ltd');
      expect(res.statusCode).toBe(200);
      const [item] = res.json();
      expect(item).toMatchObject({
        name: 'Kavya Srinivasan',
        company: 'Email Check Ltd',
        type: 'Placement',
        yearOfPassing: 2024,
      });
      expect(item.pdfUrl).toBe(`/api/placements/experiences/${item.id}/pdf`);
      expect(res.body).not.toContain('secret.senior@example.com');
      expect(item).not.toHaveProperty('email');
      expect(item).not.toHaveProperty('status');
    });
  });

  describe('companies and filters', () => {
    it("lists 'Zoho', 'zoho ' and 'ZOHO' as one company, alphabetically among the rest", async () => {
      const ids = [
        await approved({ company: 'Zoho' }),
        await approved({ company: 'zoho ' }),
        await approved({ company: 'ZOHO' }),
      ];
      await approved({ company: 'amazon' });
      await approved({ company: 'Barclays' });
      const res = await get('/api/placements/companies');
      expect(res.statusCode).toBe(200);
      const { companies } = res.json() as {
        companies: { name: string; key: string; count: number }[];
      };
      const zoho = companies.filter((c) => c.key === 'zoho');
      expect(zoho).toHaveLength(1);
      expect(zoho[0]!.name).toBe('Zoho');
      const names = companies.map((c) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names.indexOf('amazon')).toBeLessThan(names.indexOf('barclays'));
      expect(names.indexOf('barclays')).toBeLessThan(names.indexOf('zoho'));

      for (const q of ['Zoho', 'zoho', '%20ZOHO%20']) {
        const listed = await publicIds(`?company=${q}&limit=500`);
        for (const id of ids) expect(listed).toContain(id);
      }
    });

    it('names a company by its most used spelling; on a tie by the one with more capitals, whichever came first', async () => {
      await approved({ company: 'quorra labs' });
      await approved({ company: 'Quorra Labs' });
      await approved({ company: 'tcs tiebreak' });
      await approved({ company: 'Tcs Tiebreak' });
      await approved({ company: 'TCS Tiebreak' });
      // Used more often, the small letters win.
      await approved({ company: 'Vantix' });
      await approved({ company: 'vantix' });
      await approved({ company: 'vantix' });
      // Named from every approved experience: the Intern filter keeps only 'orbit ai', yet the name stays.
      await approved({ company: 'orbit ai', type: 'Intern', year: '2021' });
      await approved({ company: 'Orbit AI', type: 'Placement', year: '2023' });
      await approved({ company: 'Orbit AI', type: 'Placement', year: '2023' });
      const nameOf = async (key: string, query = '') =>
        ((await get(`/api/placements/companies${query}`)).json().companies as { name: string; key: string; count: number }[]).find(
          (c) => c.key === key,
        );
      expect(await nameOf('quorra labs')).toEqual({ name: 'Quorra Labs', key: 'quorra labs', count: 2 });
      expect((await nameOf('tcs tiebreak'))?.name).toBe('TCS Tiebreak');
      expect((await nameOf('vantix'))?.name).toBe('vantix');
      expect(await nameOf('orbit ai')).toEqual({ name: 'Orbit AI', key: 'orbit ai', count: 3 });
      expect(await nameOf('orbit ai', '?type=Intern')).toEqual({ name: 'Orbit AI', key: 'orbit ai', count: 1 });
    });

    it('filters the list and the companies by type and year, and reports the years present', async () => {
      const intern = await approved({ company: 'Filterco', type: 'Intern', year: '2022' });
      const placement = await approved({ company: 'Filterco', type: 'Placement', year: '2023' });
      expect(await publicIds('?company=filterco&type=Intern')).toEqual([intern]);
      expect(await publicIds('?company=filterco&year=2023')).toEqual([placement]);
      expect(await publicIds('?company=filterco&type=Intern&year=2023')).toEqual([]);
      expect(await publicIds('?company=filterco&type=&year=')).toEqual([placement, intern]);
      expect((await get('/api/placements/experiences?type=Hackathon')).statusCode).toBe(400);

      const index = (await get('/api/placements/companies?year=2022')).json();
      expect(index.companies.find((c: { key: string }) => c.key === 'filterco')?.count).toBe(1);
      expect(index.years).toEqual(expect.arrayContaining([2022, 2023, 2024]));
      expect(index.years).toEqual([...index.years].sort((a: number, b: number) => b - a));
    });

    it('pages the list and says how many there are', async () => {
      for (let i = 0; i < 3; i += 1) await approved({ company: 'Pager Inc' });
      const first = await get('/api/placements/experiences?company=pager%20inc&limit=2');
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.json()).toHaveLength(2);
      const rest = await get('/api/placements/experiences?company=pager%20inc&limit=2&offset=2');
      expect(rest.json()).toHaveLength(1);
    });
  });

  describe('moderation by the admin', () => {
    it('approves a pending experience: listed, its PDF public, audited, the submitter mailed', async () => {
      const id = await create({ email: 'approve.me@example.com', company: 'Moderation Labs' });
      expect((await get(`/api/placements/experiences/${id}/pdf`)).statusCode).toBe(404);
      const pendingList = (
        await get('/api/placements/admin/pending-experiences?limit=500', admin)
      ).json();
      expect(pendingList.find((e: { id: number }) => e.id === id)).toMatchObject({
        name: 'Kavya Srinivasan',
        company: 'Moderation Labs',
        email: 'approve.me@example.com',
        status: 'pending',
      });

      const res = await review(id, 'approved');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.experienceApproved });
      expect(await publicIds('?company=moderation%20labs')).toEqual([id]);
      expect((await get(`/api/placements/experiences/${id}/pdf`)).statusCode).toBe(200);
      const approvedList = (
        await get('/api/placements/admin/approved-experiences?limit=500', admin)
      ).json();
      expect(approvedList.map((e: { id: number }) => e.id)).toContain(id);
      const stillPending = (
        await get('/api/placements/admin/pending-experiences?limit=500', admin)
      ).json();
      expect(stillPending.map((e: { id: number }) => e.id)).not.toContain(id);

      const mail = await t.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', 'approve.me@example.com')
        .execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Your placement experience is published');
      expect(mail[0]!.text).toContain('Moderation Labs');
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'experience')
        .where('target_id', '=', String(id))
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['experience.approve']);
      expect(audit[0]!.actor_email).toBe('admin@test.local');
    });

    it('rejects a pending experience: never public, the submitter mailed', async () => {
      const id = await create({ email: 'reject.me@example.com' });
      const res = await review(id, 'rejected');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.experienceRejected });
      expect((await get(`/api/placements/experiences/${id}/pdf`)).statusCode).toBe(404);
      const mail = await rowsWhere(t, 'outbox', 'subject', 'to_address', 'reject.me@example.com');
      expect(mail).toEqual([{ subject: 'About your placement experience' }]);
      const lists = await Promise.all(
        ['pending', 'approved'].map(async (s) =>
          (await get(`/api/placements/admin/${s}-experiences?limit=500`, admin)).json(),
        ),
      );
      for (const list of lists) expect(list.map((e: { id: number }) => e.id)).not.toContain(id);
    });

    it('moves only from pending: a second review is refused and changes nothing', async () => {
      const id = await approved({ email: 'twice@example.com' });
      for (const status of ['approved', 'rejected']) {
        const res = await review(id, status);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(MSG.experienceAlreadyReviewed);
      }
      expect(await statusOf(id)).toBe('approved');
      expect(await rowsWhere(t, 'outbox', 'id', 'to_address', 'twice@example.com')).toHaveLength(1);
    });

    it('refuses an unknown status or id', async () => {
      const id = await create();
      const bad = await review(id, 'pending');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MSG.experienceStatusChoice);
      const missing = await review(999_999, 'approved');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MSG.experienceNotFound);
    });

    it('keeps students and organizers out of moderation', async () => {
      const id = await create();
      for (const cookie of [student, organizer]) {
        expect((await review(id, 'approved', cookie)).statusCode).toBe(403);
        expect((await remove(id, cookie)).statusCode).toBe(403);
        expect((await get('/api/placements/admin/pending-experiences', cookie)).statusCode).toBe(
          403,
        );
      }
      const anon = await t.app.inject({
        method: 'POST',
        url: '/api/placements/admin/update-experience-status',
        payload: { id, status: 'approved' },
      });
      expect(anon.statusCode).toBe(401);
      expect(await statusOf(id)).toBe('pending');
    });

    it('deletes pending and approved experiences with their PDFs, audited', async () => {
      for (const id of [await create(), await approved()]) {
        const { pdf_file_id } = await t.db
          .selectFrom('experiences')
          .select('pdf_file_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const res = await remove(id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'Experience deleted successfully!' });
        expect(await rowsWhere(t, 'experiences', 'id', 'id', id)).toEqual([]);
        expect(await rowsWhere(t, 'files', 'id', 'id', pdf_file_id)).toEqual([]);
        expect((await get(`/api/placements/experiences/${id}/pdf`, admin)).statusCode).toBe(404);
        expect(await auditRows(t, 'experience.delete', id)).toHaveLength(1);
      }
    });

    it('refuses to delete a rejected or missing experience', async () => {
      const id = await create();
      await review(id, 'rejected');
      const res = await remove(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.experienceNotDeletable);
      const missing = await remove(999_999);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the public list kept in memory', () => {
    it('shows an approval and a removal at once, and a change made by another process within a second', async () => {
      const before = await publicIds();
      expect(await publicIds()).toEqual(before); // read again: from memory
      const id = await approved({ company: 'Cache Check Ltd' });
      expect(await publicIds()).toContain(id);
      expect((await remove(id)).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      // Another API process approves one: this one learns of it from the fingerprint.
      const other = await create({ company: 'Other Process Ltd' });
      await t.db.updateTable('experiences').set({ status: 'approved', reviewed_at: new Date().toISOString() }).where('id', '=', other).execute();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await publicIds()).toContain(other);
      const page = await get('/api/placements/experiences?company=other%20process%20ltd');
      expect([page.headers['x-total-count'], page.json().map((e: { company: string }) => e.company)]).toEqual(['1', ['Other Process Ltd']]);
    });
  });
});

