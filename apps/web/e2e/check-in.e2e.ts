import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  admin,
  apiAs,
  baseUrl,
  latestMail,
  launchBrowser,
  loginContext,
  newPage,
  registeredStudent,
  signedInPage,
  waitFor,
  type TestUser,
} from './fixtures';
import { eventScene, organizerAccount } from './setup/scene';
import { journeyShot } from './setup/journey-shots';

// The event day end to end, at phone width: a verified student opens the entry pass; staff scan
// it with the camera (Chromium's fake camera playing a video of that QR code), go offline, check
// two more passes in from the roster, come back online and see them synced; a walk-in is
// registered at the on-spot desk and checked in.

const tag = crypto.randomBytes(3).toString('hex');
const ARENA = `Check-in Arena ${tag}`;
const LAB = `Walk-in Lab ${tag}`;
const ORGANIZER = organizerAccount('Devi Desk', `desk-${tag}`);

/** A Y4M video (what Chromium's fake camera plays) of a QR code on white, a few identical frames. */
function qrVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const W = 640;
  const H = 480;
  const quiet = 4;
  const modules = qr.modules.size;
  const scale = Math.floor(360 / (modules + 2 * quiet));
  const side = scale * (modules + 2 * quiet);
  const x0 = (W - side) / 2;
  const y0 = (H - side) / 2;
  const y = Buffer.alloc(W * H, 200);
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const mr = Math.floor(row / scale) - quiet;
      const mc = Math.floor(col / scale) - quiet;
      const dark = mr >= 0 && mc >= 0 && mr < modules && mc < modules && qr.modules.get(mr, mc);
      y[(y0 + row) * W + x0 + col] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(5).fill(frame),
    ]),
  );
}

async function chooseEvent(page: Page, name: string) {
  const input = page.getByPlaceholder('Choose the event at this door');
  await input.click().catch(async (err) => {
    await journeyShot(page, 'debug-choose-event', { fullPage: true });
    throw err;
  });
  await input.fill(name.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

const resultTitle = (page: Page) => page.getByTestId('result-title');

describe('the event day in the browser', () => {
  let browser: Browser;
  let cameraBrowser: Browser;
  let arenaId: number;
  const students: TestUser[] = [];
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const event = (eventName: string, registrationFees: number) => ({
      eventName,
      eventDescription: `${eventName}: the event at the door that the desk checks people into.`,
      location: 'Main Auditorium',
      registrationFees,
      coordinatorName: 'Anitha Krishnan',
      rounds: [{ roundDetails: 'The only round.', roundDateTime: '2031-03-04T10:00' }],
    });
    const scene = await eventScene({
      symposiumName: 'Carteblanche',
      events: [event(ARENA, 0), event(LAB, 100)],
      organizer: ORGANIZER,
    });
    browser = scene.browser;
    arenaId = scene.eventIds[0]!;
    for (const name of [`Asha Pass ${tag}`, `Bala Pass ${tag}`, `Chitra Pass ${tag}`]) {
      const { student, statuses } = await registeredStudent({ fullName: name }, [arenaId]);
      expect(statuses).toEqual([201]);
      students.push(student);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await cameraBrowser?.close();
    console.log('scan-to-result (ms):', JSON.stringify(timings));
  });

  it('pass, camera scan, offline scans synced, walk-in registered and checked in', async () => {
    // ---- the student opens the Entry Pass on My Events
    const [asha, bala, chitra] = students as [
      (typeof students)[0],
      (typeof students)[0],
      (typeof students)[0],
    ];
    const student = await signedInPage(browser, PHONE, asha);
    await student.page.goto('/enrolled-events');
    const pass = student.page.getByTestId('entry-pass');
    await pass.getByRole('heading', { name: 'Entry Pass' }).waitFor();
    await expect(pass.getByText(asha.fullName)).toBeTruthy();
    const ashaCode = (await pass.getByTestId('pass-code').innerText()).trim();
    expect(ashaCode).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await pass.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    expect(await pass.getByText(ARENA).isVisible()).toBe(true);
    await journeyShot(student.page, 'student-pass-390', { fullPage: true });
    // The same pass is in the verification-free registration's mail? No mail for free events; the API agrees on the code.
    const mine = await student.context.request.get('/api/passes/mine');
    expect((await mine.json())[0].passCode).toBe(ashaCode);
    await student.context.close();

    const codeOf = async (s: typeof asha) => {
      const as = await apiAs(s.email, s.password);
      return (await as('GET', '/api/passes/mine')).json[0].passCode as string;
    };
    const balaCode = await codeOf(bala);
    const chitraCode = await codeOf(chitra);

    // ---- staff at the desk: the phone's camera sees Asha's QR code
    const video = path.join(os.tmpdir(), `pass-${tag}.y4m`);
    qrVideo(`${baseUrl()}/check-in/${ashaCode}`, video);
    cameraBrowser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    const context = await cameraBrowser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    await context.addInitScript(() => sessionStorage.setItem('introShown', 'true'));
    await context.grantPermissions(['camera']);
    await loginContext(context, ORGANIZER.email, ORGANIZER.password);
    const page = await context.newPage();
    await page.goto('/organizer/check-in');
    await chooseEvent(page, ARENA);
    await page.getByText(/Roster of .* works offline/).waitFor();
    expect(await page.getByTestId('count-registered').innerText()).toBe('3');
    expect(await page.getByTestId('count-checked-in').innerText()).toBe('0');
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await resultTitle(page).filter({ hasText: 'Checked in' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('result-card').innerText()).toContain(asha.fullName);
    timings.cameraOnline = Number(await page.getByTestId('scan-ms').getAttribute('data-ms'));
    await waitFor(async () => (await page.getByTestId('count-checked-in').innerText()) === '1');
    await journeyShot(page, 'desk-camera-checked-in-390', { fullPage: true });
    await page.getByRole('button', { name: 'Stop camera' }).click();

    // A second scan of the same pass: amber, with the time and who.
    await page.getByRole('textbox', { name: 'Pass code' }).fill(ashaCode);
    await page.getByRole('textbox', { name: 'Pass code' }).press('Enter');
    await resultTitle(page)
      .filter({ hasText: `by ${ORGANIZER.name}` })
      .waitFor();
    expect(await resultTitle(page).innerText()).toMatch(/^Already checked in at .+ by Devi Desk$/);
    timings.typedOnline = Number(await page.getByTestId('scan-ms').getAttribute('data-ms'));
    await journeyShot(page, 'desk-already-390', { fullPage: true });

    // ---- the Wi-Fi fails: two more passes, answered from the roster and queued
    await context.setOffline(true);
    await page.getByText('Offline — 0 scans waiting').waitFor();
    const offlineScan = async (code: string, name: string, waiting: number) => {
      await page.getByRole('textbox', { name: 'Pass code' }).fill(`${baseUrl()}/check-in/${code}`);
      await page.getByRole('textbox', { name: 'Pass code' }).press('Enter');
      await page.getByTestId('result-card').filter({ hasText: name }).waitFor();
      expect(await resultTitle(page).innerText()).toBe('Checked in');
      expect(await page.getByTestId('result-card').innerText()).toContain(
        'Answered offline from the roster',
      );
      await page.getByText(`Offline — ${waiting} ${waiting === 1 ? 'scan' : 'scans'} waiting`).waitFor();
      return Number(await page.getByTestId('scan-ms').getAttribute('data-ms'));
    };
    const offlineStartedAt = new Date().toISOString();
    timings.offlineFirst = await offlineScan(balaCode, bala.fullName, 1);
    timings.offlineSecond = await offlineScan(chitraCode, chitra.fullName, 2);
    expect(await page.getByTestId('count-checked-in').innerText()).toBe('3');
    await journeyShot(page, 'desk-offline-390', { fullPage: true });
    const staff = await apiAs(ORGANIZER.email, ORGANIZER.password);
    expect((await staff('GET', `/api/events/${arenaId}/attendance`)).json.checkedIn).toBe(1);
    // Meanwhile a second desk, still online, scans Chitra too.
    const admin_ = await apiAs(admin().email, admin().password);
    const secondDeskAt = new Date().toISOString();
    expect(
      (await admin_('POST', '/api/check-in', { passCode: chitraCode, eventId: arenaId })).json
        .result,
    ).toBe('checked-in');

    // ---- back online: the queue is sent, the server keeps the times of the scans
    await context.setOffline(false);
    await page.getByTestId('online-badge').waitFor({ timeout: 20_000 });
    const attendance = await waitFor(async () => {
      const a = (await staff('GET', `/api/events/${arenaId}/attendance`)).json;
      return a.checkedIn === 3 ? a : null;
    });
    const balaIn = attendance.attendees.find((a: { name: string }) => a.name === bala.fullName);
    expect(balaIn.checkedInAt >= offlineStartedAt).toBe(true);
    expect(balaIn.checkedInAt < new Date().toISOString()).toBe(true);
    // Chitra counts once, at this desk's earlier offline scan; the desk lists the double scan.
    const chitraIn = attendance.attendees.filter(
      (a: { name: string }) => a.name === chitra.fullName,
    );
    expect(chitraIn).toHaveLength(1);
    expect(chitraIn[0].checkedInAt < secondDeskAt).toBe(true);
    const conflicts = page.getByTestId('conflicts');
    await conflicts
      .getByText(`${chitra.fullName}: scanned on two devices`, { exact: false })
      .waitFor();
    await waitFor(
      async () =>
        (await page.getByText(/registered have checked in/).innerText()) ===
        '3 of 3 registered have checked in.',
    );
    expect(await page.getByTestId('count-checked-in').innerText()).toBe('3');
    await journeyShot(page, 'desk-synced-390', { fullPage: true });

    // Found by name, someone already in reads so at once, when and by whom: no 'Check in' to press.
    await page.getByRole('textbox', { name: 'Find by name or email' }).fill(asha.fullName);
    const found = page.getByTestId('search-results');
    expect(await found.getByTestId('checked-in-badge').innerText()).toMatch(
      /^Already checked in at .+ by Devi Desk$/,
    );
    expect(await found.getByRole('button', { name: 'Check in' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Find by name or email' }).fill('');

    // ---- the desk opens with no network in a new window (as from the home screen), from what it kept
    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto('/organizer/check-in');
    await cold.getByText(/Roster of .* works offline/).waitFor();
    expect(await cold.getByTestId('count-checked-in').innerText()).toBe('3');
    await cold.getByRole('textbox', { name: 'Pass code' }).fill(ashaCode);
    await cold.getByRole('textbox', { name: 'Pass code' }).press('Enter');
    await resultTitle(cold).filter({ hasText: 'Already checked in' }).waitFor();
    await journeyShot(cold, 'desk-opened-offline-390', { fullPage: true });
    await cold.close();
    await context.setOffline(false);
    await page.getByTestId('online-badge').waitFor({ timeout: 20_000 });

    // ---- a walk-in at the on-spot desk, then checked in at the door
    const walkIn = { email: `walkin-${tag}@e2e.local`, name: `Walk In ${tag}` };
    await page.goto('/organizer/on-spot');
    // A student with an account is found: on a phone the card's button keeps its whole label
    // beside the details, which truncate.
    await page
      .getByRole('textbox', { name: 'Find the student by email or mobile' })
      .fill(asha.email);
    await page.getByRole('button', { name: 'Find' }).click();
    const [labelWidth, shownWidth] = await page
      .getByRole('button', { name: 'Choose' })
      .evaluate((b) => {
        const label = b.querySelector('.mantine-Button-label')!;
        return [label.scrollWidth, label.clientWidth];
      });
    expect(labelWidth).toBeLessThanOrEqual(shownWidth!);
    await page
      .getByRole('textbox', { name: 'Find the student by email or mobile' })
      .fill(walkIn.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('No account yet').waitFor();
    expect(await page.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(walkIn.email);
    await page.getByRole('textbox', { name: /^Full name/ }).fill(walkIn.name);
    await page.getByRole('textbox', { name: /^Mobile/ }).fill('9000012345');
    await page.getByRole('textbox', { name: /^College/ }).fill('Anna University');
    await page.getByRole('textbox', { name: /^Department/ }).fill('ECE');
    await page.getByRole('textbox', { name: /^Year of passing/ }).fill('2027');
    await page.getByPlaceholder('Choose events').click();
    await page.getByRole('option', { name: new RegExp(ARENA) }).click();
    await page.getByRole('option', { name: new RegExp(LAB) }).click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('textbox', { name: /^Amount received/ }).inputValue()).toBe('100');
    await journeyShot(page, 'on-spot-form-390', { fullPage: true });
    await page.getByRole('button', { name: 'Register and verify' }).click();
    await page.getByTestId('on-spot-done').waitFor();
    const walkInCode = (await page.getByTestId('on-spot-pass-code').innerText()).trim();
    expect(await page.getByRole('img', { name: 'QR code of the entry pass' }).isVisible()).toBe(
      true,
    );
    await journeyShot(page, 'on-spot-pass-390', { fullPage: true });
    expect(latestMail(walkIn.email)?.text).toContain(`/check-in/${walkInCode}`);

    await page.goto('/organizer/check-in');
    await page.getByText(/Roster of .* works offline/).waitFor();
    await waitFor(async () => (await page.getByTestId('count-registered').innerText()) === '4');
    await page.getByRole('textbox', { name: 'Pass code' }).fill(walkInCode);
    await page.getByRole('textbox', { name: 'Pass code' }).press('Enter');
    await page.getByTestId('result-card').filter({ hasText: walkIn.name }).waitFor();
    expect(await resultTitle(page).innerText()).toBe('Checked in');
    await waitFor(async () => (await page.getByTestId('count-checked-in').innerText()) === '4');
    await journeyShot(page, 'desk-walk-in-390', { fullPage: true });

    // ---- the pass link opened by anyone else shows only whose pass it is
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto(`/check-in/${walkInCode}`);
    expect(await visitor.page.getByTestId('pass-message').innerText()).toBe(
      `Entry pass for ${walkIn.name}. Show this at the venue.`,
    );
    await visitor.context.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/organizer/check-in');
    await page.getByText(/Roster of .* works offline/).waitFor();
    await journeyShot(page, 'desk-1280', { fullPage: true });
    await context.close();
    fs.rmSync(video, { force: true });
  });
});
