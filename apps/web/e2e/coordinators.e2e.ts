import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, apiAs, createEvent, createStudent, launchBrowser, loginContext, newPage } from './fixtures';
import { journeyShot } from './setup/journey-shots';

// Coordinators held to their own events: an organizer assigned to one event sees only that event
// on every staff page, and a volunteer runs the door for their event and nothing else.

const tag = crypto.randomBytes(3).toString('hex');
const OWN = `Aurora Quiz ${tag}`;
const OTHER = `Zephyr Hackathon ${tag}`;
const ORGANIZER = { email: `aurora-org-${tag}@e2e.local`, password: 'organizer-pass-1', name: `Asha Coordinator ${tag}` };
const VOLUNTEER = { email: `aurora-door-${tag}@e2e.local`, password: 'volunteer-pass-1', name: `Vel Volunteer ${tag}` };
const SECOND = { email: `zephyr-org-${tag}@e2e.local`, password: 'organizer-pass-2', name: `Bala Second ${tag}`, mobile: '9012345678' };

type Call = Awaited<ReturnType<typeof apiAs>>;

async function paidEvent(call: Call, name: string) {
  return createEvent(call, {
    eventName: name,
    eventDescription: `Everything about ${name}, for the coordinator tests.`,
    location: 'Rajam Hall',
    registrationFees: 100,
    coordinatorName: 'Kavya S',
    coordinatorContactNo: '9123456780',
    coordinatorMail: 'kavya@example.com',
    symposiumName: 'Carteblanche',
    rounds: [{ roundDetails: 'The only round.', roundDateTime: '2031-03-05T10:00' }],
  });
}

async function payFor(eventId: number, fullName: string) {
  const student = await createStudent({ fullName });
  const me = await apiAs(student.email, student.password);
  const self = await me('GET', '/api/auth/me');
  const paid = await me('POST', '/api/registrations', {
    userId: self.json.user.id,
    eventId,
    transactionId: `UTR${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
    transactionUsername: fullName,
    transactionTime: '10:42',
    transactionDate: '2025-01-15',
    transactionAmount: 100,
  });
  expect(paid.status).toBe(201);
  return { ...student, id: self.json.user.id as number, paymentId: paid.json.paymentId as number };
}

describe('coordinators and volunteers in the browser', () => {
  let browser: Browser;
  const ids = { own: 0, other: 0 };
  const names = { own: `Ravi Aurora ${tag}`, other: `Zara Zephyr ${tag}`, cart: `Chitra Cart ${tag}` };
  const passes: { own: string; other: string } = { own: '', other: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const call = await apiAs(admin().email, admin().password);
    await call('POST', '/api/symposium/start', { symposiumName: 'Carteblanche', startDate: '2025-01-01' });
    ids.own = await paidEvent(call, OWN);
    ids.other = await paidEvent(call, OTHER);
    const people = [];
    for (const p of [
      { ...ORGANIZER, role: 'organizer', mobile: '9876543210' },
      { ...VOLUNTEER, role: 'volunteer', mobile: '9876543210' },
      { ...SECOND, role: 'organizer' },
    ]) {
      const res = await call('POST', '/api/organizers', {
        name: p.name,
        email: p.email,
        password: p.password,
        department: 'IT',
        mobile: p.mobile,
        role: p.role,
      });
      expect(res.status).toBe(201);
      people.push(res.json.organizer.id as number);
    }
    expect((await call('PUT', `/api/events/${ids.own}/coordinators`, { userIds: people.slice(0, 2) })).status).toBe(200);

    // One paid registration each, verified by the admin, and a cart payment over both, pending.
    for (const [side, event] of [
      ['own', ids.own],
      ['other', ids.other],
    ] as const) {
      const s = await payFor(event, names[side]);
      const v = await call('POST', '/api/verification', { userId: s.id, eventId: event, paymentId: s.paymentId, verified: true });
      expect(v.status).toBe(200);
      const mine = await (await apiAs(s.email, s.password))('GET', '/api/passes/mine');
      passes[side] = mine.json[0].passCode;
    }
    const cart = await createStudent({ fullName: names.cart });
    const asCart = await apiAs(cart.email, cart.password);
    const form = new FormData();
    form.set('eventIds', JSON.stringify([ids.own, ids.other]));
    form.set('transactionId', `UTRCART${crypto.randomBytes(4).toString('hex').toUpperCase()}`);
    form.set('mobileNumber', '9876543210');
    form.set('transactionAmount', '200');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' } }).png().toBuffer();
    form.set('transactionScreenshot', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
    expect((await asCart('POST', '/api/registrations', form)).status).toBe(201);
  });
  afterAll(async () => browser?.close());

  it('shows the assigned organizer only their event on every staff page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ORGANIZER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ORGANIZER.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/organizer\/registrations\/view/);

    // The header's seven links stand in one row inside the window, and so does Logout.
    const header = page.getByRole('banner');
    const links = await header.getByRole('navigation', { name: 'Management' }).getByRole('link').all();
    const boxes = (await Promise.all(links.map((l) => l.boundingBox()))).map((b) => b!);
    expect(boxes).toHaveLength(7);
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    expect(Math.max(...boxes.map((b) => b.x + b.width))).toBeLessThanOrEqual(DESKTOP.width);
    const logout = (await header.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(logout.x + logout.width).toBeLessThanOrEqual(DESKTOP.width);

    // View Registrations: their event only; its registrations open.
    await page.getByRole('button', { name: `View Registrations of ${OWN}` }).waitFor();
    await expect(page.getByText(OTHER).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `View Registrations of ${OWN}` }).click();
    await page.getByText(names.own).first().waitFor();
    await expect(page.getByText(names.other).count()).resolves.toBe(0);
    await journeyShot(page, 'coordinators-view', { fullPage: true });

    // The other event's registrations, by its address, are refused.
    await page.goto(`/organizer/events/registrations/${ids.other}?symposium=Carteblanche`);
    await page.getByText('You are not a coordinator of this event.').waitFor();
    await expect(page.getByText(names.other).count()).resolves.toBe(0);

    // Registration Status: their payment and the cart payment (their part only), not the other's.
    await page.getByRole('link', { name: 'Registration Status' }).first().click();
    await page.waitForURL(/\/organizer\/registration-status/);
    const table = page.getByRole('table');
    await table.getByText(names.own).waitFor();
    await table.getByText(names.cart).waitFor();
    await expect(table.getByText(names.other).count()).resolves.toBe(0);
    await expect(table.getByText(OTHER).count()).resolves.toBe(0);
    const cartRow = table.getByRole('row').filter({ hasText: names.cart });
    await cartRow.getByText(`${OWN} + 1 other`).waitFor();
    await page.getByRole('combobox', { name: 'Event' }).click();
    await expect(page.getByRole('option', { name: new RegExp(OTHER) }).count()).resolves.toBe(0);
    await page.getByRole('option', { name: new RegExp(OWN) }).waitFor();
    await page.keyboard.press('Escape');
    await journeyShot(page, 'coordinators-status', { fullPage: true });
    await cartRow.getByRole('button', { name: `View payment of ${names.cart}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/also pays for an event of other\s+coordinators/).waitFor();
    await expect(dialog.getByRole('button', { name: 'Verify' }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: 'Reject' }).count()).resolves.toBe(0);
    await journeyShot(page, 'coordinators-cart-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Update Winners: only their event to pick.
    await page.getByRole('link', { name: 'Update Winners' }).first().click();
    const nav = page.getByRole('navigation', { name: 'Events and rounds' });
    await nav.getByText(OWN).waitFor();
    await expect(nav.getByText(OTHER).count()).resolves.toBe(0);
    await context.close();
  });

  it('lets the volunteer check a participant in at their event, and not open Registration Status', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByLabel('Email').fill(VOLUNTEER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(VOLUNTEER.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/volunteer$/);
    await page.getByText(OWN).waitFor();
    await expect(page.getByText(OTHER).count()).resolves.toBe(0);
    await journeyShot(page, 'coordinators-volunteer', { fullPage: true });

    // The header's Check-in: only their event to choose; the participant's pass checks them in.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Registration Status' }).count()).resolves.toBe(0);
    await menu.getByRole('link', { name: 'On-spot' }).waitFor();
    await menu.getByRole('link', { name: 'Check-in' }).click();
    await page.waitForURL(/\/volunteer\/check-in/);
    const choose = page.getByPlaceholder('Choose the event at this door');
    await choose.click();
    await expect(page.getByRole('option', { name: new RegExp(OTHER) }).count()).resolves.toBe(0);
    await page.getByRole('option', { name: new RegExp(OWN) }).click();
    await page.getByText(/Roster of .* works offline/).waitFor();
    await page.getByRole('textbox', { name: 'Pass code' }).fill(passes.own);
    await page.getByRole('textbox', { name: 'Pass code' }).press('Enter');
    await page.getByTestId('result-title').filter({ hasText: 'Checked in' }).waitFor();
    expect(await page.getByTestId('result-card').innerText()).toContain(names.own);
    await journeyShot(page, 'coordinators-volunteer-checkin', { fullPage: true });
    // The other event's participant cannot be checked in by them, even by a crafted call.
    const other = await context.request.post('/api/check-in', { data: { passCode: passes.other, eventId: ids.other } });
    expect(other.status()).toBe(403);
    expect((await other.json()).message).toBe('You are not a coordinator of this event.');

    await page.goto('/organizer/registration-status');
    await page.waitForURL((url) => !url.pathname.startsWith('/organizer'));
    await expect(page.getByRole('heading', { name: 'Registration Status' }).count()).resolves.toBe(0);
    const api = await context.request.get('/api/registrations/all');
    expect(api.status()).toBe(403);
    await context.close();
  });

  it("lets the admin assign a coordinator in the event form and fill the event's contact from them", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await loginContext(context, admin().email, admin().password);
    await page.goto('/admin/manage-events');
    await page.getByRole('tab', { name: 'Carteblanche' }).click();
    await page.getByRole('article').filter({ hasText: OTHER }).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${OTHER}` });
    await form.getByRole('combobox', { name: 'Coordinators' }).click();
    await page.getByRole('option', { name: new RegExp(SECOND.name) }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: `Use ${SECOND.name} as the coordinator contact` }).click();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe(SECOND.name);
    await expect(form.getByRole('textbox', { name: 'Contact number' }).inputValue()).resolves.toBe(SECOND.mobile);
    await journeyShot(page, 'coordinators-event-form');
    await form.getByRole('button', { name: 'Update Event' }).click();
    await form.waitFor({ state: 'hidden' });

    const call = await apiAs(admin().email, admin().password);
    const coordinators = await call('GET', `/api/events/${ids.other}/coordinators`);
    expect(coordinators.json.map((c: { email: string }) => c.email)).toEqual([SECOND.email]);
    const event = await call('GET', `/api/events/${ids.other}`);
    expect([event.json.coordinatorName, event.json.coordinatorContactNo, event.json.coordinatorMail]).toEqual([
      SECOND.name,
      SECOND.mobile,
      SECOND.email,
    ]);

    // The organizers page lists roles and assignments.
    await page.goto('/admin/organizer');
    const row = page.getByRole('row').filter({ hasText: VOLUNTEER.email });
    await row.getByText('Volunteer', { exact: true }).waitFor();
    await row.getByText(OWN).waitFor();
    await page.getByRole('row').filter({ hasText: SECOND.email }).getByText(OTHER).waitFor();
    await journeyShot(page, 'coordinators-organizers', { fullPage: true });
    await page.setViewportSize(PHONE);
    await page.getByRole('row').filter({ hasText: VOLUNTEER.email }).getByRole('button', { name: `Assign events to ${VOLUNTEER.name}` }).click();
    const assign = page.getByRole('dialog', { name: `Events of ${VOLUNTEER.name}` });
    await assign.getByText(OWN).waitFor();
    await journeyShot(page, 'coordinators-assign-phone');
    await assign.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
