import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  admin,
  apiAs,
  formSignedInPage,
  latestMail,
  newPage,
  signedInPage,
  waitFor,
} from './fixtures';
import type { TestUser } from './fixtures';
import { journeyShot } from './setup/journey-shots';
import { eventScene, organizerAccount } from './setup/scene';

// Winners and certificates: a participant is checked in, an organizer marks the winner, the admin
// issues participation and merit certificates, the student downloads theirs, a visitor verifies
// it, the admin revokes it and the verify page says so.

const tag = crypto.randomBytes(3).toString('hex');
const EVENT = `Code Relay ${tag}`;
const ORGANIZER = organizerAccount('Olga Organizer', `organizer-cert-${tag}`);
const WINNER = `Śrīnivāsa Rāmānujan ${tag}`;
const OTHER = `Meena Absent ${tag}`;
/** A 120×40 PNG of a blue stroke on transparent, standing in for a scanned signature. */
const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoAgMAAABIhNa2AAAADFBMVEVMaXEZKmwZKWsZKWufr/Y5AAAABHRSTlMA+6RR3AXiJAAAAAlwSFlzAAALEwAACxMBAJqcGAAAAN1JREFUOMtjYBgRgPn/AWQuF5r009AoZPmrKIoZeENDQ6MRXL5QVGnV0FWhoTkIbjSq2aEFQB1wLUyhCSiyjGFAwhJu/NMwVM2sMRDn5UBtzkGVVi0Ae24qWJxvahiqwximHoBqC436/yoUXTMzzC7L0FBkH/KtAmvjjYAJvATKIoyeClFpGgA3yG7V+gPIYQWy56oD1nhQDfs3FRgWTGhBCDcbFFbRB56GY5VlCgOHRShaEMKtjoCEBQ6zTROwBiEMiDbgTUBT8SevcLzSjBF4pZkC8CfeDwyjgFQAAH4sO+qpPPfyAAAAAElFTkSuQmCC',
  'base64',
);

/** Every axe violation of the page, as 'rule: elements'. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A success message appears, then closes by itself. */
async function seen(page: Page, message: string) {
  await page.getByText(message).waitFor();
  await page.getByText(message).waitFor({ state: 'hidden' });
}

describe('winners and certificates in the browser', () => {
  let browser: Browser;
  let eventId: number;
  let winner: TestUser;

  beforeAll(async () => {
    const scene = await eventScene({
      events: [
        {
          eventName: EVENT,
          // The only round is over, so the event's page shows its winners.
          rounds: [
            { roundDetails: 'One relay, three languages.', roundDateTime: '2025-03-05T10:00' },
          ],
        },
      ],
      organizer: ORGANIZER,
      students: [{ fullName: WINNER, college: 'PSG College of Technology' }, { fullName: OTHER }],
    });
    browser = scene.browser;
    eventId = scene.eventIds[0]!;

    expect(scene.statuses).toEqual([[201], [201]]);
    winner = scene.students[0]!;
    // Staff check the winner in at the desk by the pass code; the other registrant never comes.
    const asWinner = await apiAs(winner.email, winner.password);
    const passes = (await asWinner('GET', '/api/passes/mine')).json as { passCode: string }[];
    const asOrganizer = await apiAs(ORGANIZER.email, ORGANIZER.password);
    const scan = await asOrganizer('POST', '/api/check-in', {
      passCode: passes[0]!.passCode,
      eventId,
    });
    expect(scan.json.result).toBe('checked-in');
  });
  afterAll(async () => browser?.close());

  // Four people, three PDFs and two mail batches: 25 to 50 s, more on a loaded machine.
  it('organizer marks the winner; admin issues both kinds; student downloads; visitor verifies; revocation shows', async () => {
    // The organizer places the checked-in student first on Update Winners.
    const o = await formSignedInPage(browser, DESKTOP, ORGANIZER, /\/organizer/);
    await o.page.goto(`/organizer/update-winners?event=${eventId}&round=1`);
    await o.page.getByRole('heading', { name: `Winners of ${EVENT}` }).waitFor();
    await o.page.getByRole('combobox', { name: 'First place' }).click();
    await o.page.getByRole('combobox', { name: 'First place' }).fill('Rāmānujan');
    await o.page.getByRole('option', { name: new RegExp(WINNER) }).click();
    await o.page.getByRole('button', { name: 'Save winners' }).click();
    await o.page.getByText(`Winners of ${EVENT} saved.`).waitFor();
    await o.context.close();

    // Anyone sees the winner on the event's page, now the last round is over.
    const v0 = await newPage(browser, PHONE);
    await v0.page.goto('/events?symposium=Enigma');
    await v0.page
      .getByRole('article')
      .filter({ hasText: EVENT })
      .getByRole('button', { name: 'View Details' })
      .click();
    const dialog = v0.page.getByRole('dialog', { name: EVENT });
    await dialog.getByRole('heading', { name: 'Winners' }).waitFor();
    await dialog.getByText(`First: ${WINNER}`).waitFor();
    await journeyShot(v0.page, 'event-dialog-winners-390');
    await v0.context.close();

    // The admin sets the signatories and a signature in the certificate settings.
    const a = await formSignedInPage(browser, DESKTOP, admin(), /\/admin/);
    await a.page.goto('/admin/certificates');
    await a.page.getByRole('tab', { name: 'Settings' }).click();
    const left = a.page
      .getByRole('heading', { name: 'Signatory 1 (left)' })
      .locator('xpath=ancestor::div[contains(@class,"Card")][1]');
    await left.getByLabel('Name').fill(`Dr. Lakshmi Narayanan ${tag}`);
    await left.getByLabel('Title').fill('Faculty Advisor');
    const right = a.page
      .getByRole('heading', { name: 'Signatory 2 (right)' })
      .locator('xpath=ancestor::div[contains(@class,"Card")][1]');
    await right.getByLabel('Name').fill('Aravind Subramaniam');
    await right.getByLabel('Title').fill('President, CSMIT');
    await a.page.getByRole('button', { name: 'Save settings' }).click();
    await seen(a.page, 'Certificate settings saved.');
    const [chooser] = await Promise.all([
      a.page.waitForEvent('filechooser'),
      left.getByRole('button', { name: 'Upload signature' }).click(),
    ]);
    await chooser.setFiles({ name: 'signature.png', mimeType: 'image/png', buffer: SIGNATURE_PNG });
    await left.getByRole('img', { name: 'Signature in use' }).waitFor();
    await journeyShot(a.page, 'admin-certificate-settings-1280', { fullPage: true });
    await a.page.setViewportSize(PHONE);
    await journeyShot(a.page, 'admin-certificate-settings-390', { fullPage: true });
    await a.page.setViewportSize(DESKTOP);

    // The admin issues participation (only the checked-in student) and merit.
    await a.page.goto(`/admin/certificates?event=${eventId}`);
    await a.page
      .getByText('1 participant (verified and checked in, or with a round result)')
      .waitFor();
    await a.page.getByRole('button', { name: 'Issue participation certificates' }).click();
    await seen(a.page, '1 certificate issued. Mails are on their way.');
    await a.page.getByText('Certificate mailed', { exact: true }).waitFor();
    await a.page.getByRole('button', { name: 'Issue merit certificates' }).click();
    await seen(a.page, '1 certificate issued. Mails are on their way.');
    await a.page.getByText('Certificate mailed', { exact: true }).waitFor();
    await a.page.getByRole('cell', { name: 'Merit — First' }).waitFor();
    await journeyShot(a.page, 'admin-certificates-1280', { fullPage: true });
    await a.page.setViewportSize(PHONE);
    await journeyShot(a.page, 'admin-certificates-390', { fullPage: true });
    await a.page.setViewportSize(DESKTOP);

    // Issuing again issues nothing.
    await a.page.getByRole('button', { name: 'Issue participation certificates' }).click();
    await seen(a.page, 'Nothing to issue: 1 person already has one.');

    // One mail per certificate, each with its verification link.
    const mail = await waitFor(() => {
      const m = latestMail(winner.email);
      return m && m.subject.includes(EVENT) ? m : null;
    });
    const link = /\/verify\/([A-Z0-9]{12})/.exec(mail.text);
    expect(link).not.toBeNull();
    const code = link![1]!;
    expect(mail.text).toContain('Certificate of Merit (First Place)');

    // The student: 'Winner — First place' on My Events, both certificates on the dashboard.
    const s = await signedInPage(browser, DESKTOP, winner);
    await s.page.goto('/enrolled-events');
    await s.page.getByText('Winner — First place').waitFor();
    await s.page.goto('/student-dashboard');
    const mine = s.page.getByRole('region', { name: 'My Certificates' });
    await mine.getByText('Certificate of Merit — First Place', { exact: false }).waitFor();
    await mine.getByText('Certificate of Participation', { exact: false }).waitFor();
    await journeyShot(s.page, 'student-dashboard-1280', { fullPage: true });
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      mine
        .getByRole('link', { name: `Download the certificate for ${EVENT}` })
        .first()
        .click(),
    ]);
    const file = (await download.path())!;
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const s of [
      WINNER,
      EVENT,
      'Certificate of Merit',
      `Dr. Lakshmi Narayanan ${tag}`,
      'Faculty Advisor',
      'President, CSMIT',
      code,
    ]) {
      expect(text).toContain(s);
    }
    // The signature image is drawn on the page (pdfimages lists it).
    expect(execFileSync('pdfimages', ['-list', file]).toString()).toMatch(/\bimage\b/);

    // A visitor (a recruiter) opens the link from the certificate.
    const v = await newPage(browser, PHONE);
    await v.page.goto(`/verify/${code}`);
    await v.page.getByRole('heading', { name: 'This certificate is valid' }).waitFor();
    await v.page.getByRole('heading', { name: WINNER }).waitFor();
    await v.page.getByText('Certificate of Merit — First Place').waitFor();
    await v.page.getByText('PSG College of Technology').waitFor();
    await journeyShot(v.page, 'verify-valid-390', { fullPage: true });
    expect(await axeViolations(v.page)).toEqual([]);

    // The admin revokes it; the same page now says so.
    await a.page
      .getByRole('row')
      .filter({ hasText: code })
      .getByRole('button', { name: `Revoke ${WINNER}'s certificate` })
      .click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await a.page.getByText('Certificate revoked.').waitFor();
    await v.page.reload();
    await v.page.getByRole('heading', { name: 'Certificate revoked' }).waitFor();
    await v.page.getByText('This certificate was revoked.').first().waitFor();
    await journeyShot(v.page, 'verify-revoked-390', { fullPage: true });
    expect(await axeViolations(v.page)).toEqual([]);

    // An unknown code reveals nothing.
    await v.page.goto('/verify/ZZZZZZZZZZZZ');
    await v.page.getByRole('heading', { name: 'No certificate has this code' }).waitFor();
    await v.page.setViewportSize(DESKTOP);
    await v.page.goto(`/verify/${code}`);
    await v.page.getByRole('heading', { name: 'Certificate revoked' }).waitFor();
    await journeyShot(v.page, 'verify-revoked-1280', { fullPage: true });
    await Promise.all([a.context.close(), s.context.close(), v.context.close()]);
  }, 120_000);
});
