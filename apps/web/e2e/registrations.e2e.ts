import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, apiAs, createStudent, latestMail, launchBrowser, loginContext, newPage, waitFor } from './fixtures';

// End to end: a student puts a free and a paid event in the cart, registers the free one
// from the cart, pays the paid one with a screenshot and sees it awaiting verification; an
// organizer verifies it; the student sees it enrolled with its rounds; the organizer downloads
// the registrations PDF (made on the server), whose text has the heading, the coordinator line and
// the student's row.

const tag = crypto.randomBytes(3).toString('hex');
const FREE = `Open Quiz ${tag}`;
const PAID = `Code Sprint ${tag}`;
const FEE = 150;
const COORDINATOR = { name: 'Anitha Krishnan', phone: '9876501234' };
const ORGANIZER = { email: `organizer-reg-${tag}@e2e.local`, password: 'organizer-pass-1' };
const STUDENT_NAME = `Kavya Pay ${tag}`;
const TRANSACTION = `UTR${tag.toUpperCase()}42`;

/** A small valid PNG (a 2×2 image), as a phone's screenshot would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF's text, as poppler's pdftotext reads it. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('registration and payment in the browser', () => {
  let browser: Browser;
  let student: Awaited<ReturnType<typeof createStudent>>;
  let freeId: number;
  let paidId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const call = await apiAs(admin().email, admin().password);
    await call('POST', '/api/symposium/start', { symposiumName: 'Carteblanche', startDate: '2025-01-01' });
    const event = (name: string, fees: number, rounds: { roundDetails: string; roundDateTime: string }[]) =>
      call('POST', '/api/events', {
        eventName: name,
        eventCategory: 'Technical Events',
        eventDescription: `${name}: a contest for every student who likes a puzzle and a deadline.`,
        numberOfRounds: rounds.length,
        location: 'Rajam Hall',
        registrationFees: fees,
        coordinatorName: COORDINATOR.name,
        coordinatorContactNo: COORDINATOR.phone,
        coordinatorMail: 'anitha@example.com',
        lastDateForRegistration: '2031-03-01T18:30',
        isOpenForNonMIT: true,
        symposiumName: 'Carteblanche',
        rounds,
      });
    const free = await event(FREE, 0, [{ roundDetails: 'Written preliminary.', roundDateTime: '2031-03-04T10:00' }]);
    const paid = await event(PAID, FEE, [
      { roundDetails: 'Online qualifier.', roundDateTime: '2031-03-05T10:00' },
      { roundDetails: 'Final in the main lab.', roundDateTime: '2031-03-06T10:00' },
    ]);
    expect([free.status, paid.status]).toEqual([201, 201]);
    freeId = free.json.event.id;
    paidId = paid.json.event.id;
    // The demo account has a UPI ID, so the payment view shows a UPI QR code and link.
    const accounts = await call('GET', '/api/admin/accounts');
    const upiAccount = accounts.json.find((a: { upiId: string | null }) => a.upiId);
    expect(upiAccount).toBeTruthy();
    expect((await call('POST', `/api/events/${paidId}/accounts`, { accountId: upiAccount.id })).status).toBe(201);

    const organizer = await call('POST', '/api/organizers', { name: 'Olga Organizer', ...ORGANIZER, department: 'IT', mobile: '9876543210', role: 'organizer' });
    expect(organizer.status).toBe(201);
    student = await createStudent({ fullName: STUDENT_NAME });
  });
  afterAll(async () => browser?.close());

  it('adds, registers, pays, is verified, sees the rounds, and the organizer downloads the PDF', async () => {
    // ---- the student, on a phone
    const s = await newPage(browser, PHONE);
    await loginContext(s.context, student.email, student.password);
    await s.page.goto('/events?symposium=Carteblanche');
    const paidCard = s.page.getByRole('article', { name: PAID, exact: true });
    await paidCard.getByRole('button', { name: 'Add to Cart' }).click();
    const added = s.page.getByRole('dialog', { name: 'Success' });
    await added.getByText('Event added to cart successfully!').waitFor();
    await added.getByRole('button', { name: 'OK' }).click();
    await paidCard.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    // A free event's card offers 'Register for Free' (SPEC §4), so the free one goes into the cart
    // the way an older client or the detail dialog would put it there: through the cart API.
    await expect(paidCard.getByRole('button', { name: 'Register for Free' }).count()).resolves.toBe(0);
    const asStudent = await apiAs(student.email, student.password);
    expect((await asStudent('POST', '/api/cart', { userEmail: student.email, eventId: freeId, symposiumName: 'Carteblanche' })).status).toBe(201);

    await s.page.goto('/cart');
    await s.page.getByRole('heading', { name: 'Your Cart' }).waitFor();
    const items = s.page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(items.count()).resolves.toBe(2);
    await s.page.getByRole('button', { name: 'Register for All Events' }).click();

    // The free event is registered; the paid one opens the payment view with the exact amount.
    await s.page.getByRole('heading', { name: 'Pay for your cart' }).waitFor();
    await expect(s.page.getByTestId('cart-total').textContent()).resolves.toBe(`₹${FEE}`);
    const upi = await s.page.getByRole('link', { name: 'Pay with UPI' }).getAttribute('href');
    expect(upi).toMatch(new RegExp(`^upi://pay\\?pa=[^&]+&pn=[^&]+&am=${FEE}\\.00&cu=INR&tn=`));
    await s.page.getByRole('img', { name: /UPI QR code to pay ₹150/ }).waitFor();

    const form = s.page.getByRole('form', { name: 'Transaction details' });
    await form.getByLabel('Transaction ID').fill(TRANSACTION);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.locator('input[type="file"]').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: `Submit payment of ₹${FEE}` }).click();
    await s.page.getByRole('heading', { name: 'Payment received — awaiting verification' }).waitFor();
    await s.page.getByText('Registration successful for all events!').waitFor();
    await s.page.getByRole('list', { name: 'Events paid for' }).getByText(PAID).waitFor();

    const receivedMail = await waitFor(() => latestMail(student.email));
    expect(receivedMail.text).toContain(TRANSACTION);

    await s.page.goto('/enrolled-events');
    const awaiting = s.page.getByRole('region', { name: 'Awaiting verification' });
    await awaiting.getByText(PAID).waitFor();
    await s.page.getByRole('article', { name: FREE, exact: true }).waitFor();
    await expect(s.page.getByRole('article', { name: PAID, exact: true }).count()).resolves.toBe(0);

    // ---- the organizer, on a desktop
    const o = await newPage(browser, DESKTOP);
    await loginContext(o.context, ORGANIZER.email, ORGANIZER.password);
    await o.page.goto('/organizer');
    await o.page.waitForURL(/\/organizer\/registrations\/view/);
    await o.page.getByRole('heading', { name: 'View Event Registrations' }).waitFor();
    await o.page.getByRole('link', { name: 'Registration Status' }).first().click();
    await o.page.getByPlaceholder('Name, email or transaction ID').fill(TRANSACTION);
    const row = o.page.getByRole('row').filter({ hasText: TRANSACTION });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: `View payment of ${STUDENT_NAME}` }).click();
    const dialog = o.page.getByRole('dialog', { name: 'Payment details' });
    await dialog.getByText(student.email).waitFor();
    await dialog.getByText(`₹${FEE}`).waitFor();
    const shot = dialog.getByRole('img', { name: `Transaction screenshot of ${STUDENT_NAME}` });
    await waitFor(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 2));
    await expect(dialog.getByRole('button', { name: 'Reject' }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const verified = o.page.getByRole('dialog', { name: 'Success' });
    await verified.getByText('User verified successfully!').waitFor();
    await verified.getByRole('button', { name: 'OK' }).click();
    await row.getByText('Verified').waitFor();
    // Verify is hidden once verified; Reject stays, so the decision can be reversed.
    await row.getByRole('button', { name: `View payment of ${STUDENT_NAME}` }).click();
    await expect(dialog.getByRole('button', { name: 'Verify' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Reject' }).waitFor();
    // The footer's Close (the title bar's × is named Close too).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    const verifiedMail = await waitFor(() => {
      const m = latestMail(student.email);
      return m && /verified/i.test(m.subject) ? m : null;
    });
    expect(verifiedMail.text).toContain(PAID);

    // ---- the student sees the paid event enrolled, with its rounds
    await s.page.reload();
    const paidEnrolled = s.page.getByRole('article', { name: PAID, exact: true });
    const labels = paidEnrolled.getByRole('list', { name: `Rounds of ${PAID}` }).getByTestId('round-label');
    await labels.first().waitFor();
    await expect(labels.allTextContents()).resolves.toEqual(['Yet to happen', 'Yet to happen']);
    await expect(s.page.getByRole('region', { name: 'Awaiting verification' }).count()).resolves.toBe(0);
    await s.context.close();

    // ---- the organizer downloads the list of the paid event
    await o.page.getByRole('link', { name: 'View Registrations' }).first().click();
    await o.page.getByRole('button', { name: `View Registrations of ${PAID}` }).click();
    await o.page.waitForURL(new RegExp(`/organizer/events/registrations/${paidId}\\?symposium=Carteblanche`));
    await o.page.getByRole('heading', { name: `${PAID} Registrations` }).waitFor();
    const studentRow = o.page.getByRole('row').filter({ hasText: student.email });
    await studentRow.getByText(STUDENT_NAME).waitFor();
    const [download] = await Promise.all([o.page.waitForEvent('download'), o.page.getByRole('link', { name: 'Download as PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`event_${PAID}_registrations.pdf`);
    const text = pdfText((await download.path())!);
    expect(text).toContain(`Registrations for ${PAID}`);
    expect(text).toContain(`Coordinator: ${COORDINATOR.name} (Contact: ${COORDINATOR.phone})`);
    for (const cell of ['Name', 'Email', 'College', STUDENT_NAME, student.email, student.college]) expect(text).toContain(cell);

    // The same list as CSV from the API.
    const csv = await o.context.request.get(`/api/registrations/event/${paidId}/export?format=csv&symposium=Carteblanche`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(student.email);
    await o.context.close();
  });

  it('shows the login text on the Registration Page to a visitor, and the error dialog for a bad registrations link', async () => {
    const v = await newPage(browser, PHONE);
    await v.page.goto(`/registration?eventId=${paidId}&symposium=Carteblanche`);
    await v.page.getByText('You need to be logged in to access this page.').waitFor();
    await v.page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await v.page.getByRole('dialog', { name: 'Login' }).waitFor();
    await v.context.close();

    const o = await newPage(browser, DESKTOP);
    await loginContext(o.context, ORGANIZER.email, ORGANIZER.password);
    await o.page.goto(`/organizer/events/registrations/${paidId}`);
    const error = o.page.getByRole('dialog', { name: 'Error' });
    await error.getByText('Attempted to view registrations for an event with an invalid ID or symposium name.').waitFor();
    await o.context.close();
  });
});
