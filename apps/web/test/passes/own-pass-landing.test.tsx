import type { MyPass, PassView } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as PassLandingRoute } from '../../src/app/routes/pass-landing';
import { route, server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// `/check-in/{passCode}`: the link of the 'Payment verified' mail. Its holder, signed in, sees the
// pass to show at the door; any other student only whose pass it is.

const CODE = 'P4ssC0deForTheTest01';
const student = aStudent({ name: 'Kavya', college: 'MIT' });
const PASS: MyPass = {
  symposiumName: 'Carteblanche',
  passCode: CODE,
  name: 'Kavya',
  college: 'MIT',
  events: [
    {
      id: 31,
      eventName: 'Tech Quiz',
      location: 'Lab 1',
      firstRoundAt: null,
      registrationId: 41,
      checkedInAt: null,
    },
  ],
};
const MESSAGE = 'Entry pass for Kavya. Show this at the venue.';

function open(view: PassView, mine: MyPass[]) {
  sessionStorage.setItem('user', JSON.stringify(student));
  let askedMine = 0;
  server.use(
    signedIn(student),
    // Before ':passCode', which would answer for 'mine' too.
    route('GET /passes/mine', () => {
      askedMine += 1;
      return mine;
    }),
    route('GET /passes/:passCode', () => view),
  );
  renderRoutes([{ path: '/check-in/:passCode', Component: PassLandingRoute }], `/check-in/${CODE}`);
  return { askedMine: () => askedMine };
}

describe('the pass page of a signed-in student', () => {
  it("shows the holder their own pass: QR code, code, name, college and events, and the way to My Events", async () => {
    open({ name: 'Kavya', message: MESSAGE, own: true }, [PASS]);
    const pass = await screen.findByTestId('entry-pass');
    expect(
      await within(pass).findByRole('img', { name: 'QR code of Carteblanche entry pass' }),
    ).toBeInTheDocument();
    expect(within(pass).getByTestId('pass-code')).toHaveTextContent(CODE);
    expect(within(pass).getByText('Kavya')).toBeInTheDocument();
    expect(within(pass).getByText('MIT')).toBeInTheDocument();
    expect(within(pass).getByText('Tech Quiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Events' })).toHaveAttribute('href', '/enrolled-events');
    expect(screen.queryByTestId('pass-message')).toBeNull();
  });

  it("shows another student only whose pass it is, without asking for their passes", async () => {
    const { askedMine } = open({ name: 'Kavya', message: MESSAGE }, [
      { ...PASS, passCode: 'An0therStudentsPass1' },
    ]);
    expect(await screen.findByTestId('pass-message')).toHaveTextContent(MESSAGE);
    expect(screen.queryByTestId('entry-pass')).toBeNull();
    expect(screen.queryByText(CODE)).toBeNull();
    expect(askedMine()).toBe(0);
  });
});
