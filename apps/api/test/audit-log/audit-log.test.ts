import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAudit } from '../../src/modules/audit-log/repository';
import { DIALECTS, createTestApp, sendAs, type TestApp } from '../helpers/app';

describe.each(DIALECTS)('audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizerEmail: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.adminCookie();
    // Real staff actions write their own rows...
    const org = await sendAs(t, admin, 'POST', '/api/organizers', {
      name: 'Kavya',
      email: 'kavya@example.com',
      password: 'secret123',
      department: 'IT',
      mobile: '9876543210',
      role: 'organizer',
    });
    expect(org.statusCode).toBe(201);
    organizerEmail = 'kavya@example.com';
    // ...and a few more, at known times, stand in for the payment desk's work.
    const rows: [string, string, string, string, string | null][] = [
      ['2025-02-01T09:00:00.000Z', 'payment.verify', 'payment', '11', organizerEmail],
      ['2025-02-01T18:30:00.000Z', 'payment.reject', 'payment', '12', organizerEmail],
      ['2025-02-03T10:00:00.000Z', 'round.mark', 'registration', '7', 'admin@test.local'],
      ['2025-02-05T23:59:59.999Z', 'event.update', 'event', '3', 'admin@test.local'],
      ['2025-02-06T00:00:00.000Z', 'payment.verify', 'payment', '13', null],
    ];
    for (const [at, action, targetType, targetId, email] of rows) {
      await insertAudit(t.db, {
        actor: email ? { id: 1, email } : null,
        action,
        targetType,
        targetId,
        before: { verified: null },
        after: { verified: action === 'payment.verify', note: '=HYPERLINK("http://evil")' },
      });
      await t.db
        .updateTable('audit_log')
        .set({ at })
        .where('action', '=', action)
        .where('target_id', '=', targetId)
        .execute();
    }
  });
  afterAll(async () => t?.close());

  const list = (query = '', cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: { cookie } });

  describe('GET /api/admin/audit-log', () => {
    it('lists who did what to which target and when, newest first, with before and after', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.total).toBe(6);
      expect(page.items[0]).toMatchObject({
        action: 'organizer.create',
        actorEmail: 'admin@test.local',
        targetType: 'user',
      });
      expect(page.items[0].after).toMatchObject({ email: 'kavya@example.com' });
      expect(page.items.slice(1).map((e: { targetId: string }) => e.targetId)).toEqual([
        '13',
        '3',
        '7',
        '12',
        '11',
      ]);
      expect(page.items[2]).toMatchObject({
        before: { verified: null },
        at: '2025-02-05T23:59:59.999Z',
      });
      expect(page.actions).toEqual([
        'event.update',
        'organizer.create',
        'payment.reject',
        'payment.verify',
        'round.mark',
      ]);
      expect(page.targetTypes).toEqual(['event', 'payment', 'registration', 'user']);
    });

    it('filters by exact action, by action family, by actor, by target and by date range', async () => {
      const ids = async (q: string) =>
        (await list(q)).json().items.map((e: { targetId: string }) => e.targetId);
      expect(await ids('?action=payment.verify')).toEqual(['13', '11']);
      expect(await ids('?action=payment')).toEqual(['13', '12', '11']);
      expect(await ids('?actor=KAVYA')).toEqual(['12', '11']);
      expect(await ids('?targetType=payment&targetId=12')).toEqual(['12']);
      expect(await ids('?from=2025-02-01&to=2025-02-05')).toEqual(['3', '7', '12', '11']);
      expect(await ids('?from=2025-02-01T12:00:00.000Z&to=2025-02-03T10:00:00.000Z')).toEqual([
        '7',
        '12',
      ]);
      expect(await ids('?actor=%25')).toEqual([]);
      expect(await ids('?action=payment&actor=kavya&from=2025-02-01T10:00:00Z')).toEqual(['12']);
    });

    it('pages with limit and offset and gives the total for the pager', async () => {
      const a = (await list('?limit=2&offset=0')).json();
      const b = (await list('?limit=2&offset=2')).json();
      expect(a.total).toBe(6);
      expect(a.items).toHaveLength(2);
      expect(b.items).toHaveLength(2);
      expect(a.items.map((e: { id: number }) => e.id)).not.toContain(b.items[0].id);
    });

    it('refuses a date that is not a date', async () => {
      const res = await list('?from=yesterday');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid date.');
    });

    it('is for the admin only', async () => {
      const organizer = await t.login(organizerEmail, 'secret123');
      const student = await t.createUser();
      expect((await list('', organizer)).statusCode).toBe(403);
      expect((await list('', student.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(
        401,
      );
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/audit-log/export',
            headers: { cookie: organizer },
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/admin/audit-log/export', () => {
    it('downloads the filtered log as CSV that a spreadsheet opens safely', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log/export?action=payment',
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-log-\d{8}\.csv"$/,
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Time (UTC),Actor,Action,Target type,Target id,Before,After');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(/^2025-02-06T00:00:00.000Z,system,payment.verify,payment,13,/);
      expect(lines[3]).toContain(
        `2025-02-01T09:00:00.000Z,${organizerEmail},payment.verify,payment,11,"{""verified"":null}"`,
      );
      // The JSON cell starts with { so is not a formula; a bare formula cell would be defused.
      expect(res.body).not.toMatch(/,=HYPERLINK/);
    });
  });
});

describe('CSV cells', () => {
  it('quotes commas and quotes, and defuses text a spreadsheet would run as a formula', async () => {
    const { csvCell } = await import('../../src/modules/audit-log/mappers');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
