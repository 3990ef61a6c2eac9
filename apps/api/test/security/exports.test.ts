import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent, openSymposia } from '../registrations/fixtures';

// Names and colleges are typed by students; an organizer opens the export in a spreadsheet.
// A cell a spreadsheet would run as a formula must arrive as text.

describe.each(DIALECTS)('spreadsheet exports on %s', (dialect) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    eventId = (await insertEvent(t, { fees: 0 })).id;
    const s = await t.createUser({
      fullName: '=HYPERLINK("http://evil.example","Click")',
      college: '+SUM(1,2)',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/simple',
      headers: { cookie: s.cookie },
      payload: { userEmail: s.email, eventId },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  it('defuses formula cells in the registrations CSV', async () => {
    const organizer = await t.createUser({ role: 'organizer' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/registrations/event/${eventId}/export?format=csv`,
      headers: { cookie: organizer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const cells = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)[1]!;
    expect(cells).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(cells).toContain(`'+SUM(1,2)`);
    expect(cells).not.toMatch(/(^|,)"?[=+]/);
  });
});
