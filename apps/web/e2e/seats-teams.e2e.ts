import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  admin,
  apiAs,
  createStudent,
  latestMail,
  linkFirstAccount,
  registeredStudent,
  signedInPage,
  waitFor,
} from './fixtures';
import { journeyShot } from './setup/journey-shots';
import { eventScene, type Scene } from './setup/scene';

// SPEC-2 §A and §B end to end: a student joins the waitlist of a full event, a seat frees, the
// offer mail arrives and they claim the seat; a leader creates a team, two friends join by code,
// and the leader pays once for the whole team; an event fills while it sits in a cart, and the
// cart and its payment view ask no money for it.

const tag = crypto.randomBytes(3).toString('hex');
const LIMITED = `Lab of One ${tag}`;
const TEAM_EVENT = `Hack Trio ${tag}`;
const TEAM_FEE = 300;
const TEAM_NAME = `Byte Me ${tag}`;
const TRANSACTION = `UTR${tag.toUpperCase()}77`;
const FILLS = `Last Seat Lab ${tag}`;
const FILLS_FEE = 100;
const ALSO = `Open Workshop ${tag}`;
const ALSO_FEE = 200;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==',
  'base64',
);

describe('seats, waitlist and teams in the browser', () => {
  let browser: Browser;
  let call: Scene['call'];
  let limitedId: number;
  let teamEventId: number;
  let fillsId: number;
  let alsoId: number;

  beforeAll(async () => {
    const event = (eventName: string, extra: Record<string, unknown>) => ({
      eventName,
      eventDescription: `${eventName}: a contest with a limited number of places in the lab.`,
      location: 'Main Lab',
      coordinatorName: 'Anitha Krishnan',
      rounds: [{ roundDetails: 'One round in the lab.', roundDateTime: '2031-03-04T10:00' }],
      ...extra,
    });
    const scene = await eventScene({
      symposiumName: 'Carteblanche',
      events: [
        event(LIMITED, { capacity: 1, waitlistOfferHours: 12 }),
        event(TEAM_EVENT, {
          registrationFees: TEAM_FEE,
          teamOrIndividual: 'Team',
          minTeamSize: 3,
          maxTeamSize: 3,
          capacity: 10,
        }),
        // Rounds a day apart, so the cart shows no clash between them.
        event(FILLS, {
          registrationFees: FILLS_FEE,
          capacity: 1,
          rounds: [{ roundDetails: 'One round in the lab.', roundDateTime: '2031-03-05T10:00' }],
        }),
        event(ALSO, {
          registrationFees: ALSO_FEE,
          rounds: [{ roundDetails: 'One session.', roundDateTime: '2031-03-06T10:00' }],
        }),
      ],
    });
    browser = scene.browser;
    call = scene.call;
    [limitedId, teamEventId, fillsId, alsoId] = scene.eventIds as [number, number, number, number];
    for (const id of [teamEventId, fillsId, alsoId])
      expect(await linkFirstAccount(call, id)).toBe(201);
  });
  afterAll(async () => browser?.close());

  it('joins the waitlist of a full event, gets the offer mail when a seat frees, and claims the seat', async () => {
    const { student: holder, statuses } = await registeredStudent({ fullName: `Holder ${tag}` }, [
      limitedId,
    ]);
    expect(statuses).toEqual([201]);
    const waiting = await createStudent({ fullName: `Waiting ${tag}` });

    // ---- the waiting student, on a phone: the card says Full and offers the waitlist
    const w = await signedInPage(browser, PHONE, waiting);
    await w.page.goto('/events?symposium=Carteblanche');
    const card = w.page.getByRole('article').filter({ hasText: LIMITED });
    await card.getByTestId('seats-badge').filter({ hasText: 'Full' }).waitFor();
    await card.getByRole('button', { name: 'Join Waitlist' }).click();
    const joined = w.page.getByRole('dialog', { name: 'On the waitlist' });
    await joined
      .getByText(`You are #1 on the waitlist for ${LIMITED}.`, { exact: false })
      .waitFor();
    await joined.getByRole('button', { name: 'OK' }).click();
    await card.getByRole('button', { name: 'On Waitlist (#1)' }).waitFor();
    await expect(card.getByRole('button', { name: 'On Waitlist (#1)' }).isDisabled()).resolves.toBe(
      true,
    );
    await journeyShot(w.page, 'waitlist-card-390', { part: card });
    await w.page.goto('/enrolled-events');
    await w.page.getByTestId('waitlist-place').filter({ hasText: 'Waitlist #1' }).waitFor();

    // ---- the holder cancels their free registration on My Events (desktop)
    const h = await signedInPage(browser, DESKTOP, holder);
    await h.page.goto('/enrolled-events');
    await h.page
      .getByRole('article')
      .filter({ hasText: LIMITED })
      .getByRole('button', { name: 'Cancel registration' })
      .click();
    await h.page
      .getByRole('dialog', { name: 'Cancel registration' })
      .getByRole('button', { name: 'Cancel registration' })
      .click();
    // The 'Registration cancelled.' notice closes by itself; the card leaving My Events is what stays.
    await h.page.getByRole('article').filter({ hasText: LIMITED }).waitFor({ state: 'detached' });
    await h.context.close();

    // ---- the offer mail reaches the first in line
    const mail = await waitFor(() => {
      const m = latestMail(waiting.email);
      return m && m.subject === `A seat is free for you in ${LIMITED}` ? m : null;
    });
    expect(mail.text).toContain('Decline');
    expect(mail.text).toMatch(/held for you until .+ \(India time\)/);

    // ---- My Events shows the offer with its deadline; Claim Your Seat opens that event
    await w.page.reload();
    const offer = w.page.getByTestId('waitlist-place').filter({ hasText: LIMITED });
    await offer.getByText(/^Seat offered until /).waitFor();
    await offer.getByRole('button', { name: 'Decline' }).waitFor();
    await journeyShot(w.page, 'my-events-offer-390');
    await offer.getByRole('link', { name: 'Claim Your Seat' }).click();
    await w.page.waitForURL(new RegExp(`/events\\?symposium=Carteblanche&event=${limitedId}$`));
    const claimDialog = w.page.getByRole('dialog', { name: LIMITED });
    await claimDialog.getByRole('button', { name: 'Claim Your Seat' }).click();
    const success = w.page.getByRole('dialog', { name: 'Registration Successful' });
    await success.getByText(`You have successfully registered for ${LIMITED}.`).waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    await claimDialog.getByRole('button', { name: 'Registered' }).waitFor();
    await w.context.close();

    const list = await call('GET', `/api/events/${limitedId}/waitlist`);
    expect(list.json).toEqual([]);
    const seats = await call('GET', `/api/events/${limitedId}`);
    expect(seats.json.seatsLeft).toBe(0);
  });

  it('a leader creates a team, two friends join by code, and the leader pays once for all three', async () => {
    const leader = await createStudent({ fullName: `Leela ${tag}` });
    const friendA = await createStudent({ fullName: `Arun ${tag}` });
    const friendB = await createStudent({ fullName: `Bhavna ${tag}` });

    // ---- the leader creates the team on a phone
    const l = await signedInPage(browser, PHONE, leader);
    await l.page.goto('/events?symposium=Carteblanche');
    const card = l.page.getByRole('article').filter({ hasText: TEAM_EVENT });
    await card.getByTestId('seats-badge').filter({ hasText: '10 seats left' }).waitFor();
    await card.getByRole('button', { name: 'Create or Join Team' }).click();
    const panel = l.page.getByRole('dialog', { name: 'Create or Join Team' });
    await panel.getByLabel('Team name').fill(TEAM_NAME);
    await panel.getByRole('button', { name: 'Create team' }).click();
    const teamPanel = l.page.getByRole('dialog', { name: `Team ${TEAM_NAME}` });
    const code = (await teamPanel.getByTestId('team-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8,}$/);
    await teamPanel.getByText('Your team needs at least 3 members.', { exact: false }).waitFor();
    await teamPanel.getByRole('button', { name: 'Copy code' }).waitFor();
    await teamPanel.getByRole('button', { name: 'Share' }).waitFor();
    await journeyShot(l.page, 'team-panel-390');
    await l.page.keyboard.press('Escape');

    // ---- friend A joins in the browser with the code typed in lower case, friend B through the API
    const a = await signedInPage(browser, DESKTOP, friendA);
    await a.page.goto('/events?symposium=Carteblanche');
    await journeyShot(a.page, 'team-card-1280', {
      part: a.page.getByRole('article').filter({ hasText: TEAM_EVENT }),
    });
    await a.page
      .getByRole('article')
      .filter({ hasText: TEAM_EVENT })
      .getByRole('button', { name: 'Create or Join Team' })
      .click();
    const join = a.page.getByRole('dialog', { name: 'Create or Join Team' });
    await join.getByText('Join with a code').click();
    await join.getByLabel('Team code').fill(code.toLowerCase());
    await join.getByRole('button', { name: 'Join team' }).click();
    const joinedPanel = a.page.getByRole('dialog', { name: `Team ${TEAM_NAME}` });
    await joinedPanel.getByTestId('team-member').filter({ hasText: friendA.fullName }).waitFor();
    await expect(joinedPanel.getByTestId('team-member').count()).resolves.toBe(2);
    await journeyShot(a.page, 'team-panel-1280');
    await a.page.keyboard.press('Escape');
    await a.page
      .getByRole('article')
      .filter({ hasText: TEAM_EVENT })
      .getByRole('button', { name: 'Your team leader registers' })
      .waitFor();
    await a.context.close();
    const asB = await apiAs(friendB.email, friendB.password);
    expect((await asB('POST', '/api/teams/join', { code })).status).toBe(200);

    // ---- the leader adds the team's event to the cart and pays once
    await l.page.reload();
    await card.getByRole('button', { name: `Team ${TEAM_NAME} (3/3)` }).waitFor();
    await journeyShot(l.page, 'team-card-390', { part: card });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    // The 'added' notice closes by itself; the button turning is what stays.
    await card.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await l.page.goto('/cart');
    await l.page.getByRole('button', { name: 'Register for All Events' }).click();
    await l.page.getByRole('heading', { name: 'Pay for your cart' }).waitFor();
    await expect(l.page.getByTestId('cart-total').textContent()).resolves.toBe(`₹${TEAM_FEE}`);
    const form = l.page.getByRole('form', { name: 'Transaction details' });
    await form.getByLabel('Transaction ID').fill(TRANSACTION);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: `Submit payment of ₹${TEAM_FEE}` }).click();
    // One confirmation, the page itself (no dialog stacked on top of it).
    await l.page.getByRole('heading', { name: 'Payment received — awaiting verification' }).waitFor();
    await l.page.getByText('Registration successful for all events!').waitFor();
    expect(await l.page.getByRole('dialog').count()).toBe(0);

    // One payment, three pending registrations; verifying it registers the whole team.
    const payments = await call('GET', `/api/registrations/all?eventId=${teamEventId}`);
    expect(payments.json.total).toBe(1);
    expect(payments.json.items[0]).toMatchObject({
      transactionId: TRANSACTION,
      transactionAmount: TEAM_FEE,
    });
    await l.page.goto('/enrolled-events');
    await l.page.getByTestId('my-team').filter({ hasText: 'Awaiting verification' }).waitFor();
    await journeyShot(l.page, 'my-events-team-390');
    await l.context.close();
    const verify = await call('POST', '/api/verification', {
      paymentId: payments.json.items[0].id,
      userId: payments.json.items[0].userId,
      eventId: teamEventId,
      verified: true,
    });
    expect(verify.status).toBe(200);
    const rows = await call('GET', `/api/registrations/event/${teamEventId}`);
    expect(
      rows.json.map((r: { userName: string; teamName: string }) => [r.teamName, r.userName]),
    ).toEqual([
      [TEAM_NAME, leader.fullName],
      [TEAM_NAME, friendA.fullName],
      [TEAM_NAME, friendB.fullName],
    ]);
    const seats = await call('GET', `/api/events/${teamEventId}`);
    expect(seats.json.seatsLeft).toBe(9);

    // ---- the organizer's list groups the members under their team
    const o = await signedInPage(browser, DESKTOP, admin());
    await o.page.goto(`/admin/events/registrations/${teamEventId}?symposium=Carteblanche`);
    await o.page
      .getByRole('row')
      .filter({ hasText: TEAM_NAME })
      .filter({ hasText: `${leader.fullName} (leader)` })
      .waitFor();
    await journeyShot(o.page, 'staff-list-1280');

    // ---- Update Winners: marking the team marks every member
    await o.page.goto(`/admin/update-winners?event=${teamEventId}&round=1`);
    const header = o.page.getByTestId('team-header').filter({ hasText: TEAM_NAME });
    await header.getByRole('button', { name: 'Team eligible' }).click();
    for (const who of [leader, friendA, friendB]) {
      await o.page
        .getByRole('listitem', { name: `${who.fullName}, Eligible` })
        .getByRole('button', { name: 'Eligible', exact: true, pressed: true })
        .waitFor();
    }
    await journeyShot(o.page, 'update-winners-team-1280');
    await o.context.close();
  });

  it('an event that fills while it sits in the cart: Full in the cart, no account or form in the payment view until it is removed', async () => {
    const buyer = await createStudent({ fullName: `Buyer ${tag}` });
    const watcher = await createStudent({ fullName: `Watcher ${tag}` });
    const quick = await createStudent({ fullName: `Quick ${tag}` });
    for (const who of [buyer, watcher]) {
      const as = await apiAs(who.email, who.password);
      for (const eventId of who === buyer ? [fillsId, alsoId] : [fillsId]) {
        const added = await as('POST', '/api/cart', {
          userEmail: who.email,
          eventId,
          symposiumName: 'Carteblanche',
        });
        expect(added.status).toBe(201);
      }
    }

    // ---- the buyer, on a phone, opens the payment view while the seat is still free
    const b = await signedInPage(browser, PHONE, buyer);
    await b.page.goto('/cart');
    await b.page.getByRole('button', { name: 'Register for All Events' }).click();
    const form = b.page.getByRole('form', { name: 'Transaction details' });
    const transaction = `UTR${tag.toUpperCase()}88`;
    await form.getByLabel('Transaction ID').fill(transaction);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });

    // ---- meanwhile someone else pays for the last seat
    const asQuick = await apiAs(quick.email, quick.password);
    const me = await asQuick('GET', '/api/auth/me');
    const taken = await asQuick('POST', '/api/registrations', {
      userId: me.json.user.id,
      eventId: fillsId,
      transactionId: `UTR${tag.toUpperCase()}99`,
      transactionUsername: quick.fullName,
      transactionTime: '10:00',
      transactionDate: '2025-01-05',
      transactionAmount: FILLS_FEE,
    });
    expect(taken.status).toBe(201);

    // ---- the buyer submits: refused, naming the event, which now shows Full; no money is asked
    await form.getByRole('button', { name: `Submit payment of ₹${FILLS_FEE + ALSO_FEE}` }).click();
    await b.page
      .getByRole('alert')
      .filter({ hasText: `${FILLS}: This event is full.` })
      .waitFor();
    await form.waitFor({ state: 'hidden' });
    await expect(b.page.getByTestId('cart-total').textContent()).resolves.toBe(`₹${ALSO_FEE}`);
    await expect(b.page.getByRole('link', { name: 'Pay with UPI' }).count()).resolves.toBe(0);
    await journeyShot(b.page, 'cart-checkout-full-390', { fullPage: true });

    // ---- removing it brings the form back for the rest, with what was typed
    await b.page.getByRole('button', { name: `Remove ${FILLS}` }).click();
    await form.getByRole('button', { name: `Submit payment of ₹${ALSO_FEE}` }).waitFor();
    await expect(form.getByLabel('Transaction ID').inputValue()).resolves.toBe(transaction);
    await form.getByRole('button', { name: `Submit payment of ₹${ALSO_FEE}` }).click();
    await b.page
      .getByRole('heading', { name: 'Payment received — awaiting verification' })
      .waitFor();
    await b.context.close();
    // The amount recorded is the fees' sum of what was paid for (SPEC §5).
    const payments = await call('GET', `/api/registrations/all?eventId=${alsoId}`);
    expect(payments.json.items).toEqual([
      expect.objectContaining({ transactionId: transaction, transactionAmount: ALSO_FEE }),
    ]);

    // ---- another student whose cart holds it, on a desktop: Full, the line, the waitlist
    const w = await signedInPage(browser, DESKTOP, watcher);
    await w.page.goto('/cart');
    const line = w.page.getByRole('listitem').filter({ hasText: FILLS });
    await line.getByTestId('seats-badge').filter({ hasText: 'Full' }).waitFor();
    await line
      .getByText('This event is full. Remove it from your cart', { exact: false })
      .waitFor();
    await expect(w.page.getByTestId('cart-list-total').textContent()).resolves.toBe('₹0');
    await expect(
      w.page.getByRole('button', { name: 'Register for All Events' }).isDisabled(),
    ).resolves.toBe(true);
    await journeyShot(w.page, 'cart-full-1280');
    await line.getByRole('button', { name: /Join Waitlist/ }).click();
    const joined = w.page.getByRole('dialog', { name: 'On the waitlist' });
    await joined.getByText(`You are #1 on the waitlist for ${FILLS}.`, { exact: false }).waitFor();
    await joined.getByRole('button', { name: 'OK' }).click();
    await line.getByRole('button', { name: 'On Waitlist (#1)' }).waitFor();
    await w.context.close();
  });

  it('the admin event form has Seats, offer hours and team sizes', async () => {
    for (const [viewport, name] of [
      [PHONE, 'event-form-390'],
      [DESKTOP, 'event-form-1280'],
    ] as const) {
      const { context, page } = await signedInPage(browser, viewport, admin());
      await page.goto('/admin/manage-events');
      await page.getByRole('tab', { name: 'Carteblanche' }).click();
      await page.getByRole('button', { name: 'Add Event' }).click();
      const form = page.getByRole('dialog', { name: /Add an event/ });
      const seats = form.getByLabel('Seats');
      await seats.waitFor();
      await form.getByText('Leave empty for no limit').waitFor();
      await expect(form.getByLabel('Offer hours').inputValue()).resolves.toBe('24');
      await expect(form.getByLabel('Smallest team').count()).resolves.toBe(0);
      await form.getByText('Team', { exact: true }).click();
      await expect(form.getByLabel('Smallest team').inputValue()).resolves.toBe('1');
      await expect(form.getByLabel('Largest team').inputValue()).resolves.toBe('4');
      await seats.scrollIntoViewIfNeeded();
      await journeyShot(page, name);
      await context.close();
    }
  });
});
