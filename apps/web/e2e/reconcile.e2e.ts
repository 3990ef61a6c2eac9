import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiAs, createStudent, signedInPage, waitFor } from './fixtures';
import { eventScene, organizerAccount } from './setup/scene';
import { journeyShot } from './setup/journey-shots';

// End to end: students report bank transfers (two of them with the same screenshot picture, one
// re-saved smaller); an organizer imports the bank statement on Registration Status, reads the
// groups with their row numbers, verifies all matched payments in one go, and sees the duplicate
// screenshots flagged and side by side in the View dialog.

const tag = crypto.randomBytes(3).toString('hex');
const EVENT = `Bug Hunt ${tag}`;
const FEE = 150;
const ORGANIZER = organizerAccount('Olga Organizer', `organizer-rec-${tag}`);
const digits = () => String(crypto.randomInt(100_000, 999_999));
/** Four transfers: two received as stated, one received short, one not in the statement. */
const REFS = [`4321${digits()}01`, `4321${digits()}02`, `4321${digits()}03`, `4321${digits()}04`];

function statementCsv() {
  const line = (ref: string, amount: string, name: string) =>
    `21/11/26,UPI-${name}-${name.toLowerCase()}@oksbi-SBIN0001234-${ref}-SYMPOSIUM FEE,0000${ref},21/11/26,,"${amount}","10,000.00"`;
  return [
    'HDFC BANK Ltd.,,,,,,',
    '"Statement From : 21/11/2026  To : 21/11/2026",,,,,,',
    ',,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    line(REFS[0]!, '150.00', 'KAVYA'),
    '21/11/26,POS 416021XXXXXX7788 STATIONERY,0000431599887766,21/11/26,"80.00",,"9,920.00"',
    line(REFS[1]!, '150.00', 'ARJUN'),
    line(REFS[2]!, '100.00', 'PRIYA'),
    '21/11/26,NEFT CR-SBIN0004321-ANNA UNIVERSITY SPONSORSHIP,N318262012345678,21/11/26,,"5,000.00","15,000.00"',
  ].join('\r\n');
}

async function receipt(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="1110"><rect width="540" height="1110" fill="#fff"/>
    <rect width="540" height="120" fill="#1a73e8"/><text x="30" y="75" font-family="DejaVu Sans" font-size="30" fill="#fff">Payment successful</text>
    <text x="270" y="420" text-anchor="middle" font-family="DejaVu Sans" font-size="72" font-weight="bold">&#8377;${FEE}</text>
    <text x="50" y="600" font-family="DejaVu Sans" font-size="26">UPI transaction ID ${REFS[0]}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('payment reconciliation in the browser', () => {
  let browser: Browser;
  const paymentIds: number[] = [];
  /** The students' names: the screens name each payment by its student and transaction ID. */
  const names = REFS.map((_, i) => `Student ${i + 1} ${tag}`);

  beforeAll(async () => {
    const scene = await eventScene({
      symposiumName: 'Carteblanche',
      events: [
        {
          eventName: EVENT,
          eventDescription: `${EVENT}: find the bugs before the judges do, in an hour, with a team of one.`,
          location: 'Rajam Hall',
          registrationFees: FEE,
          coordinatorName: 'Anitha Krishnan',
          rounds: [{ roundDetails: 'Written round.', roundDateTime: '2031-03-04T10:00' }],
        },
      ],
      organizer: ORGANIZER,
    });
    browser = scene.browser;
    const eventId = scene.eventIds[0]!;

    // Each student reports a transfer with a screenshot; the first two send the same picture.
    const picture = await receipt();
    const smaller = await sharp(picture).resize(486).jpeg({ quality: 70 }).toBuffer();
    const pictures = [
      picture,
      smaller,
      await sharp(picture).negate().jpeg().toBuffer(),
      await sharp(picture).flop().jpeg().toBuffer(),
    ];
    for (const [i, ref] of REFS.entries()) {
      const student = await createStudent({ fullName: names[i]! });
      const asStudent = await apiAs(student.email, student.password);
      const form = new FormData();
      form.append('eventIds', JSON.stringify([eventId]));
      form.append('transactionId', ref);
      form.append('mobileNumber', '9876543210');
      form.append('transactionAmount', String(FEE));
      form.append(
        'transactionScreenshot',
        new Blob([new Uint8Array(pictures[i]!)], { type: 'image/jpeg' }),
        'receipt.jpg',
      );
      const paid = await asStudent('POST', '/api/registrations', form);
      expect(paid.status).toBe(201);
      paymentIds.push(paid.json.paymentId);
    }
  });
  afterAll(async () => browser?.close());

  it('imports the statement, shows the groups with their rows, verifies the matched ones and flags the same screenshot', async () => {
    const o = await signedInPage(browser, DESKTOP, ORGANIZER);
    await o.page.goto('/organizer/registration-status');
    await o.page.getByRole('heading', { name: 'Registration Status' }).waitFor();
    await o.page.locator('input[type="file"]').setInputFiles({
      name: 'hdfc-21-11.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statementCsv()),
    });
    await o.page.getByText(/Read 4 credit lines from/).waitFor();

    const matchedPanel = o.page.getByRole('region', { name: /Matched/ });
    const matchedRows = matchedPanel.getByRole('row');
    await matchedRows.nth(2).waitFor();
    await expect(matchedPanel.getByRole('row').allTextContents()).resolves.toEqual([
      'RowStudentTransaction IDAmount',
      `5${names[0]}${REFS[0]}₹150`,
      `7${names[1]}${REFS[1]}₹150`,
    ]);
    const mismatch = o.page.getByRole('region', { name: /Amount mismatch/ });
    await expect(mismatch.getByRole('row').nth(1).textContent()).resolves.toBe(
      `8${names[2]}${REFS[2]}₹150₹100`,
    );
    await o.page.getByRole('button', { name: /Not in statement/ }).click();
    // Each group is a table here and a list of cards on a phone (hidden at this width).
    await o.page
      .getByRole('region', { name: /Not in statement/ })
      .getByRole('cell', { name: REFS[3]! })
      .waitFor();
    await o.page.getByRole('button', { name: /Unmatched lines/ }).click();
    await o.page
      .getByRole('region', { name: /Unmatched lines/ })
      .getByRole('cell', { name: 'NEFT CR-SBIN0004321-ANNA UNIVERSITY SPONSORSHIP' })
      .waitFor();
    await journeyShot(o.page, 'reconcile-1280', { fullPage: true });

    await o.page.getByRole('button', { name: 'Verify all matched (2)' }).click();
    await o.page.getByText('Verified 2, skipped 0').waitFor();
    // The list below shows the two as verified, the short one still pending. A row is found by its
    // own transaction ID (exactly): a same-screenshot flag on another row names this one's too.
    await o.page.getByPlaceholder('Name, email or transaction ID').fill(REFS[0]!);
    await o.page.getByRole('row').filter({ has: o.page.getByText(REFS[0]!, { exact: true }) }).getByText('Verified').waitFor();
    await o.page.getByPlaceholder('Name, email or transaction ID').fill(REFS[2]!);
    await o.page.getByRole('row').filter({ has: o.page.getByText(REFS[2]!, { exact: true }) }).getByText('Pending').waitFor();
    const asOrganizer = await apiAs(ORGANIZER.email, ORGANIZER.password);
    const verified = await asOrganizer('GET', '/api/registrations/all?status=verified&limit=100');
    // Other specs share this server: only this spec's payments are looked at.
    const ours = verified.json.items
      .map((p: { id: number }) => p.id)
      .filter((id: number) => paymentIds.includes(id));
    expect(ours.sort()).toEqual([paymentIds[0], paymentIds[1]].sort());

    // The second student's screenshot is the first's picture, re-saved smaller: flagged both ways.
    await waitFor(async () => {
      const all = await asOrganizer('GET', '/api/registrations/all?limit=100');
      return all.json.items.find(
        (p: { id: number; duplicateOf: number[] }) =>
          p.id === paymentIds[1] && p.duplicateOf.length > 0,
      );
    });
    await o.page.getByPlaceholder('Name, email or transaction ID').fill(REFS[1]!);
    const row = o.page.getByRole('row').filter({ has: o.page.getByText(REFS[1]!, { exact: true }) });
    await row.getByText(`Same screenshot as payment #${paymentIds[0]} (${names[0]}, transaction ${REFS[0]})`).waitFor();
    await row.getByRole('button', { name: /View payment of/ }).click();
    const dialog = o.page.getByRole('dialog', { name: 'Payment details' });
    const mine = dialog.getByRole('img', { name: /Transaction screenshot of Student 2/ });
    const theirs = dialog.getByRole('img', {
      name: `Transaction screenshot of ${names[0]}`,
    });
    await waitFor(() =>
      mine.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 486),
    );
    await waitFor(() =>
      theirs.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 540),
    );
    const [a, b] = [await mine.boundingBox(), await theirs.boundingBox()];
    // Side by side: on one row their heights overlap (stacked, one would start below the other's
    // bottom); the two pictures differ in size, so their tops need not line up exactly.
    expect(a!.y).toBeLessThan(b!.y + b!.height);
    expect(b!.y).toBeLessThan(a!.y + a!.height);
    expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(100);
    await journeyShot(o.page, 'duplicate-1280');
    await o.context.close();

    // The same screen on a phone.
    const p = await signedInPage(browser, PHONE, ORGANIZER);
    await p.page.goto('/organizer/registration-status');
    await p.page.locator('input[type="file"]').setInputFiles({
      name: 'hdfc-21-11.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statementCsv()),
    });
    await p.page.getByText(/Read 4 credit lines from/).waitFor();
    // Imported again: nothing new, and the two verified lines now show as used.
    await p.page.getByText(/\(0 new\)/).waitFor();
    await p.page.getByRole('button', { name: /Already verified/ }).click();
    await journeyShot(p.page, 'reconcile-390', { fullPage: true });
    const width = await p.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await p.page.getByPlaceholder('Name, email or transaction ID').fill(REFS[1]!);
    await p.page
      .getByRole('listitem')
      .filter({ has: p.page.getByText(REFS[1]!, { exact: true }) })
      .getByRole('button', { name: /View payment of/ })
      .click();
    await p.page
      .getByRole('dialog', { name: 'Payment details' })
      .getByText(`Same screenshot as payment #${paymentIds[0]} (${names[0]}, transaction ${REFS[0]})`, { exact: false })
      .waitFor();
    await journeyShot(p.page, 'duplicate-390');
    await p.context.close();
  });
});
