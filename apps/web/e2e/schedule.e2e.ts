import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, apiAs, createStudent, launchBrowser, loginContext, newPage, type TestUser } from './fixtures';
import { journeyShot } from './setup/journey-shots';

// SPEC-2 §J: the schedule, reached from the public header, marks the signed-in student's own
// events, on a phone (a list per day) and a desktop (a table per day); the events page warns of a
// clash on the card.

const tag = crypto.randomBytes(3).toString('hex');
const MINE = `Schedule Quiz ${tag}`;
const OTHER = `Schedule Relay ${tag}`;

describe('the schedule in the browser', () => {
  let browser: Browser;
  let student: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const call = await apiAs(admin().email, admin().password);
    await call('POST', '/api/symposium/start', { symposiumName: 'Carteblanche', startDate: '2025-01-01' });
    const ids: number[] = [];
    for (const [name, time] of [
      [MINE, '2033-07-14T10:00'],
      [OTHER, '2033-07-14T10:30'],
    ] as const) {
      const created = await call('POST', '/api/events', {
        eventName: name,
        eventCategory: 'Technical Events',
        eventDescription: 'An event for the schedule.',
        numberOfRounds: 1,
        location: 'Rajam Hall',
        registrationFees: 0,
        coordinatorName: 'Anitha K',
        coordinatorContactNo: '9876501234',
        coordinatorMail: 'anitha@example.com',
        lastDateForRegistration: '2033-07-01T18:30',
        isOpenForNonMIT: true,
        symposiumName: 'Carteblanche',
        rounds: [{ roundDetails: 'Only round.', roundDateTime: time }],
      });
      expect(created.status).toBe(201);
      ids.push(created.json.event.id as number);
    }
    student = await createStudent({ fullName: `Kavya Schedule ${tag}` });
    const as = await apiAs(student.email, student.password);
    expect((await as('POST', '/api/registrations/simple', { userEmail: student.email, eventId: ids[0] })).status).toBe(201);
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`marks the student's registered event, and only it, on a ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await loginContext(context, student.email, student.password);
      await page.goto('/');
      if (label === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Schedule', exact: true }).last().click();
      await page.waitForURL(/\/schedule$/);
      await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();

      const item = (name: string) =>
        page.locator(label === 'phone' ? 'li' : 'tr').filter({ has: page.getByRole('link', { name, exact: true }) });
      // The mark comes with the student's registrations, which may arrive after the timetable.
      await item(MINE).getByText('Registered', { exact: true }).waitFor();
      await expect(item(MINE).textContent()).resolves.toContain('10:00 am');
      await expect(item(MINE).textContent()).resolves.toContain('Rajam Hall');
      await expect(item(OTHER).getByText('Registered', { exact: true }).count()).resolves.toBe(0);
      const day = page.getByRole('heading', { name: /14 July 2033/ });
      await expect(day.count()).resolves.toBe(1);

      // 'Only my events' leaves just the marked one.
      await page.getByLabel('Only my events').check();
      await item(OTHER).waitFor({ state: 'detached' });
      await expect(item(MINE).count()).resolves.toBe(1);
      await page.getByLabel('Only my events').uncheck();
      await item(OTHER).waitFor();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await journeyShot(page, `schedule-${viewport.width}`, { scrollTo: item(OTHER) });
      await context.close();
    });
  }

  it('marks nothing for a visitor', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/schedule');
    const row = page.locator('tr').filter({ has: page.getByRole('link', { name: MINE, exact: true }) });
    await row.waitFor();
    await expect(row.getByText('Registered', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('warns on the card of an event that clashes with a registration', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await loginContext(context, student.email, student.password);
    await page.goto('/events?symposium=Carteblanche');
    const card = page.getByRole('article', { name: OTHER });
    await card.getByText(`Clashes with ${MINE} at Thu 14 Jul, 10:00 am.`).waitFor();
    // The registered event's own card warns of nothing: the other event is neither registered nor in the cart.
    await expect(page.getByRole('article', { name: MINE }).getByText(/Clashes with/).count()).resolves.toBe(0);
    await journeyShot(page, 'clash-card-390', { scrollTo: card });
    await context.close();
  });

  it('lets the student add an event to a calendar and subscribe through a private link that can be turned off', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await loginContext(context, student.email, student.password);
    await page.goto('/enrolled-events');
    const add = page.getByRole('link', { name: `Add ${MINE} to calendar` });
    await add.waitFor();
    const ics = await context.request.get((await add.getAttribute('href'))!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('DTSTART;TZID=Asia/Kolkata:20330714T100000');

    const feed = page.getByRole('region', { name: 'Your calendar' });
    await feed.getByRole('button', { name: 'Make a private link' }).click();
    const field = feed.getByRole('textbox', { name: 'Private calendar link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(await feed.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(link.replace(/^http:/, 'webcal:'));
    // A calendar app has no cookie: the link alone gives the student's events.
    const viaLink = await fetch(link);
    expect(viaLink.status).toBe(200);
    expect(await viaLink.text()).toContain(`SUMMARY:${MINE}`);
    await journeyShot(page, 'calendar-feed-390', { scrollTo: feed });

    await feed.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    await feed.getByRole('button', { name: 'Make a private link' }).waitFor();
    expect((await fetch(link)).status).toBe(404);
    await context.close();
  });

  it('offers Add to calendar in the event dialog', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/events?symposium=Carteblanche');
    await page.getByRole('button', { name: `Details of ${OTHER}` }).click();
    const dialog = page.getByRole('dialog', { name: OTHER });
    const add = dialog.getByRole('link', { name: `Add ${OTHER} to calendar` });
    await add.waitFor();
    expect(await add.getAttribute('href')).toMatch(/^\/api\/events\/\d+\/calendar\.ics$/);
    await journeyShot(page, 'event-dialog-1280', { scrollTo: add });
    await context.close();
  });
});
