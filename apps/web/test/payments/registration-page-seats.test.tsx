import { SEATS_MSG, type Event, type MyWaitlistEntry } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as RegistrationPage } from '../../src/app/routes/registration';
import { route, server, withStatus } from '../msw/api';
import { anAccount, anEvent, aStudent, aWaitlistPlace } from '../msw/fixtures';
import { payingStudent } from './checkout';
import { renderRoutes } from '../shell/render';

// The Registration Page of a paid event with limited seats (SPEC-2 §A): a full event asks for no
// money and offers the waitlist as its card does; a seat held for the student by an offer is
// theirs to pay for; a seat gone between loading and paying is named and the typed details stay.

const student = aStudent();

/** The student's place in Lab of Ten's line. */
const placeInLine = (over: Partial<MyWaitlistEntry>): MyWaitlistEntry =>
  aWaitlistPlace({
    eventId: 40,
    eventName: 'Lab of Ten',
    registrationFees: 150,
    status: 'waiting',
    offeredUntil: null,
    ...over,
  });

let event: Event;
let waitlist: MyWaitlistEntry[];
let joined: number[];

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(student));
  event = anEvent({
    id: 40,
    eventName: 'Lab of Ten',
    teamOrIndividual: 'Individual',
    registrationFees: 150,
    capacity: 10,
    seatsLeft: 0,
  });
  waitlist = [];
  joined = [];
  server.use(
    ...payingStudent(student, {
      event: () => event,
      account: anAccount({ accountName: 'CSMIT Treasurer' }),
    }),
    route('GET /waitlist/mine', () => waitlist),
    route('GET /teams/mine', () => []),
    route('POST /events/:id/waitlist', ({ params }) => {
      joined.push(Number(params.id));
      return withStatus(201, { position: 4 });
    }),
  );
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/registration', element: <RegistrationPage /> }],
    '/registration?eventId=40&symposium=Carteblanche',
  );

describe('the Registration Page of a limited event', () => {
  it('a full event shows Full, no account and no form, and the waitlist the card offers', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lab of Ten' })).toBeInTheDocument();
    expect(await screen.findByText(SEATS_MSG.fullOnRegistration)).toBeInTheDocument();
    expect(screen.getByTestId('seats-badge')).toHaveTextContent('Full');
    expect(screen.queryByRole('form', { name: 'Transaction details' })).not.toBeInTheDocument();
    expect(screen.queryByText('CSMIT Treasurer')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Join Waitlist' }));
    expect(
      await screen.findByText(/You are #4 on the waitlist for Lab of Ten\./),
    ).toBeInTheDocument();
    expect(joined).toEqual([40]);
  });

  it('a student already in line sees their place, still with nothing to pay', async () => {
    waitlist = [placeInLine({ status: 'waiting', position: 2 })];
    renderPage();
    const place = await screen.findByRole('button', { name: 'On Waitlist (#2)' });
    expect(place).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Transaction details' })).not.toBeInTheDocument();
  });

  it('a seat offered to the student is theirs to pay for, though the event reads full', async () => {
    waitlist = [
      placeInLine({ status: 'offered', position: 1, offeredUntil: '2099-01-01T06:30:00.000Z' }),
    ];
    renderPage();
    expect(await screen.findByRole('form', { name: 'Transaction details' })).toBeInTheDocument();
    expect(await screen.findByText('CSMIT Treasurer')).toBeInTheDocument();
    expect(screen.queryByText(SEATS_MSG.fullOnRegistration)).not.toBeInTheDocument();
  });

  it('a seat gone between loading and paying: the refusal names the event, the page turns Full, the typed details stay', async () => {
    event = { ...event, seatsLeft: 1 };
    server.use(
      route('POST /registrations', () => {
        event = { ...event, seatsLeft: 0 };
        return withStatus(409, {
          message: SEATS_MSG.eventFull,
          eventId: 40,
          eventName: 'Lab of Ten',
        });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Transaction details' });
    await screen.findByText('CSMIT Treasurer');
    await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR150150');
    await user.type(within(form).getByLabelText(/Transaction date/), '2025-01-05');
    await user.type(within(form).getByLabelText(/Transaction time/), '10:30');
    await user.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '150');
    await user.click(within(form).getByRole('button', { name: 'Submit payment' }));

    expect(await screen.findByText(SEATS_MSG.fullOnRegistration)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Transaction details' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('CSMIT Treasurer')).not.toBeInTheDocument();
    // Out of sight, still holding what was typed and why it was refused.
    const kept = screen.getByRole('form', { name: 'Transaction details', hidden: true });
    expect(within(kept).getByRole('textbox', { name: /Transaction ID/, hidden: true })).toHaveValue(
      'UTR150150',
    );
    expect(within(kept).getByText('Lab of Ten: This event is full.')).toBeInTheDocument();
  });
});
