import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_ME_MSG } from '@app/shared';
import { DESKTOP, PHONE, admin, apiAs, latestMail, launchBrowser, mailsTo, newPage, waitFor } from './fixtures';
import { journeyShot } from './setup/journey-shots';

// A visitor asks to be told when registration opens, confirms from the mail and gets the one
// mail when the symposium starts; a shared event link opens that event's dialog, with 'Share'.

const tag = crypto.randomBytes(3).toString('hex');

/** Serious and critical axe findings on the page as it is now. */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
}

describe("'notify me' and sharing in the browser", () => {
  let browser: Browser;
  let call: Awaited<ReturnType<typeof apiAs>>;
  let wasOpen: { symposiumName: string; isOpen: number; startDate: string | null }[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    call = await apiAs(admin().email, admin().password);
    wasOpen = (await call('GET', '/api/symposium/status')).json;
  });
  afterAll(async () => {
    // The server is shared: leave the symposia and the timer as they were.
    for (const s of wasOpen) {
      if (s.isOpen) await call('POST', '/api/symposium/start', { symposiumName: s.symposiumName, startDate: s.startDate ?? '2025-01-01' });
      else await call('POST', '/api/symposium/stop', { symposiumName: s.symposiumName });
    }
    await call?.('DELETE', '/api/timer/timer');
    await browser?.close();
  });

  it('lets a visitor ask from the countdown banner, confirm from the mail, and get one mail when registration opens', async () => {
    const email = `visitor-${tag}@e2e.local`;
    await call('POST', '/api/symposium/stop', { symposiumName: 'Enigma' });
    await call('POST', '/api/timer/timer', { endTime: new Date(Date.now() + 3 * 86_400_000).toISOString() });

    // A closed symposium's events page asks too, under its 'not yet started' notice.
    const wide = await newPage(browser, DESKTOP);
    await wide.page.goto('/events?symposium=Enigma');
    await wide.page.getByRole('form', { name: 'Notify me when registration opens' }).waitFor();
    await journeyShot(wide.page, 'notify-events-1280');
    expect(await axeProblems(wide.page)).toEqual([]);
    await wide.page.goto('/');
    await wide.page.getByRole('region', { name: 'Registration countdown' }).getByRole('button', { name: 'Notify me' }).click();
    await wide.page.getByRole('textbox', { name: 'Your email' }).waitFor();
    await journeyShot(wide.page, 'notify-form-1280');
    expect(await axeProblems(wide.page)).toEqual([]);
    await wide.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/events?symposium=Enigma');
    await page.getByRole('form', { name: 'Notify me when registration opens' }).waitFor();
    await journeyShot(page, 'notify-events-390');
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Registration countdown' });
    await banner.getByRole('button', { name: 'Notify me' }).click();
    await banner.getByRole('textbox', { name: 'Your email' }).fill(email);
    await journeyShot(page, 'notify-form-390');
    await banner.getByRole('button', { name: 'Notify me' }).click();
    await banner.getByText(NOTIFY_ME_MSG.requested).waitFor();
    await journeyShot(page, 'notify-done-390');

    const mail = await waitFor(() => latestMail(email));
    expect(mail.subject).toBe(NOTIFY_ME_MSG.confirmSubject);
    const link = /https?:\/\/\S+\/notify-me\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('heading', { name: 'Address confirmed' }).waitFor();
    await page.getByText(NOTIFY_ME_MSG.confirmed).waitFor();
    await journeyShot(page, 'notify-confirmed-390');
    await context.close();

    // The admin opens Enigma: the confirmed visitor gets one mail, with its unsubscribe link.
    // A start date no other spec uses: an opening is recorded once per symposium and start date,
    // and other specs on the shared server start Enigma too.
    const startDate = new Date(Date.UTC(2024, 0, 1) + Math.floor(Math.random() * 300) * 86_400_000).toISOString().slice(0, 10);
    const start = await call('POST', '/api/symposium/start', { symposiumName: 'Enigma', startDate });
    expect(start.status).toBe(200);
    const opened = await waitFor(() => mailsTo(email).find((m) => m.subject === `${NOTIFY_ME_MSG.openedSubject}: Enigma`), 20_000);
    expect(opened.text).toMatch(/\/events\?symposium=Enigma/);
    expect(opened.text).toMatch(/\/notify-me\/unsubscribe\?token=/);
    await call('POST', '/api/symposium/stop', { symposiumName: 'Enigma' });
    await call('POST', '/api/symposium/start', { symposiumName: 'Enigma', startDate: '2025-01-02' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(email).filter((m) => m.subject.startsWith(NOTIFY_ME_MSG.openedSubject))).toHaveLength(1);
  });

  it('opens the event of a shared link, shares it, and cleans the URL on close', async () => {
    const name = `Code Relay ${tag}`;
    const created = await call('POST', '/api/events', {
      eventName: name,
      eventCategory: 'Technical Events',
      eventDescription: 'Teams of three take turns at one keyboard to solve a chain of puzzles.',
      numberOfRounds: 1,
      teamOrIndividual: 'Individual',
      location: 'Rajam Hall',
      registrationFees: 0,
      coordinatorName: 'Anitha K',
      coordinatorContactNo: '9876501234',
      coordinatorMail: 'anitha@example.com',
      lastDateForRegistration: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      isOpenForNonMIT: true,
      symposiumName: 'Carteblanche',
      rounds: [{ roundDetails: 'Relay final', roundDateTime: new Date(Date.now() + 21 * 86_400_000).toISOString() }],
    });
    expect(created.status).toBe(201);
    const id = created.json.event.id as number;
    const poster = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1c3d8f' } }).png().toBuffer();
    const form = new FormData();
    form.append('poster', new Blob([new Uint8Array(poster)], { type: 'image/png' }), 'poster.png');
    expect((await call('POST', `/api/events/${id}/poster`, form)).status).toBe(200);
    await call('POST', '/api/symposium/start', { symposiumName: 'Carteblanche', startDate: '2025-01-01' });

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/events?symposium=Carteblanche&event=${id}`);
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Share' }).click();
      const whatsapp = dialog.getByRole('link', { name: 'WhatsApp' });
      expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(`/events?symposium=Carteblanche&event=${id}`));
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await dialog.getByText('Link copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/events\\?symposium=Carteblanche&event=${id}$`));
      await journeyShot(page, `share-${viewport.width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((u) => !u.searchParams.has('event'));
      expect(new URL(page.url()).searchParams.get('symposium')).toBe('Carteblanche');
      await context.close();
    }
  });
});
