import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, formSignedInPage, latestMail, signedInPage, waitFor } from './fixtures';
import type { TestUser } from './fixtures';
import { eventScene, organizerAccount } from './setup/scene';

// An organizer marks a registered student through two rounds on Update Winners, sends
// the notifications, and the student sees the results on My Enrolled Events.

const tag = crypto.randomBytes(3).toString('hex');
const EVENT = `Debug Derby ${tag}`;
const ORGANIZER = organizerAccount('Olga Organizer', `organizer-${tag}`);
const STUDENT_NAME = `Nila Rounds ${tag}`;

/** The row of one participant in the round list. */
const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function openRound(page: Page, round: number) {
  const nav = page.getByRole('navigation', { name: 'Events and rounds' });
  const roundLink = nav.getByRole('button', { name: new RegExp(`^Round ${round}\\b`) });
  if (!(await roundLink.isVisible())) await nav.getByText(EVENT, { exact: true }).click();
  await roundLink.click();
  await page.getByText(`Round ${round} of 2`).waitFor();
}

describe('rounds and results in the browser', () => {
  let browser: Browser;
  let student: TestUser;

  beforeAll(async () => {
    const scene = await eventScene({
      events: [
        {
          eventName: EVENT,
          eventDescription: 'Find and fix the bugs before the other side does.',
          numberOfRounds: 2,
          location: 'CSE Lab 2',
          rounds: [
            { roundDetails: 'Preliminary round.', roundDateTime: '2031-03-05T10:00' },
            { roundDetails: 'Head-to-head final.', roundDateTime: '2031-03-06T10:00' },
          ],
        },
      ],
      organizer: ORGANIZER,
      students: [{ fullName: STUDENT_NAME }],
    });
    browser = scene.browser;

    student = scene.students[0]!;
    expect(scene.statuses).toEqual([[201]]);
  });
  afterAll(async () => browser?.close());

  it('marks the student eligible in round 1 and not eligible in round 2, notifies, and the student sees both results', async () => {
    const { context, page } = await formSignedInPage(browser, DESKTOP, ORGANIZER, /\/organizer/);
    await page.getByRole('link', { name: 'Update Winners' }).first().click();
    await page.waitForURL(/\/organizer\/update-winners/);

    // Round 2 cannot be marked before round 1 says eligible.
    await openRound(page, 2);
    const row = rowOf(page, STUDENT_NAME);
    await row
      .getByText(
        'User cannot proceed to Round 2 as they were not marked eligible in the previous round.',
      )
      .waitFor();
    await expect(
      row.getByRole('button', { name: 'Eligible', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await expect(row.getByRole('button', { name: 'Not Eligible' }).isDisabled()).resolves.toBe(
      true,
    );

    await openRound(page, 1);
    await page.getByPlaceholder('Search by name or email').fill(student.email);
    await rowOf(page, STUDENT_NAME).getByRole('button', { name: 'Eligible', exact: true }).click();
    await rowOf(page, STUDENT_NAME)
      .getByRole('button', { name: 'Eligible', exact: true, pressed: true })
      .waitFor();

    await openRound(page, 2);
    const row2 = rowOf(page, STUDENT_NAME);
    await row2.getByRole('button', { name: 'Not Eligible' }).click();
    await row2.getByRole('button', { name: 'Not Eligible', pressed: true }).waitFor();
    await row2.getByText('Not eligible', { exact: true }).waitFor();

    // Send Notifications asks first, then reports what was queued and how far sending got.
    await page
      .getByLabel('Message to non-eligible participants')
      .fill(`Thank you for reaching the final of ${EVENT}.`);
    await page.getByRole('button', { name: 'Send Notifications' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send notifications?' });
    await confirm.getByText(/the non-eligible message to 1 participant/).waitFor();
    await confirm.getByRole('button', { name: 'Send Notifications' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success
      .getByText('Notifications queued for 1 participant: 0 eligible, 1 not eligible.')
      .waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Notifications sent').waitFor({ timeout: 20_000 });
    await page.getByText(/1 of 1 mails sent/).waitFor();

    const mail = await waitFor(() => latestMail(student.email));
    expect(mail.subject).toBe(`${EVENT}: Round 2 result`);
    expect(mail.text).toContain(`Thank you for reaching the final of ${EVENT}.`);
    await context.close();

    // The student's My Enrolled Events shows both results and the red highlight.
    const s = await signedInPage(browser, PHONE, student);
    await s.page.goto('/enrolled-events');
    const card = s.page.getByRole('article').filter({ hasText: EVENT });
    const labels = card
      .getByRole('list', { name: `Rounds of ${EVENT}` })
      .getByTestId('round-label');
    await labels.first().waitFor();
    await expect(labels.allTextContents()).resolves.toEqual([
      'Selected',
      'Not selected for next round',
    ]);
    await expect(card.getAttribute('data-highlight')).resolves.toBe('red');
    // Red to the eye: the border's red channel dominates.
    const [r, g, b] = (await card.evaluate((el) => getComputedStyle(el).borderTopColor))
      .match(/\d+/g)!
      .map(Number);
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(100);
    await s.context.close();
  });
});
