import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offline, route, server, signedIn } from '../msw/api';
import { aStudent, DAY, future } from '../msw/fixtures';
import { renderRegisterCards } from '../registrations/register-cards';

// A phone that lost its connection: an action fails at once with the spec's message and can be
// tried again, instead of waiting in silence and going through by itself later.

const student = aStudent({ college: 'Madras Institute of Technology' });
const event = {
  id: 5,
  eventName: 'Code Relay',
  registrationFees: 100,
  lastDateForRegistration: future(3 * DAY),
  symposiumName: 'Carteblanche' as const,
};

beforeEach(() => {
  server.use(
    signedIn(student),
    route('GET /cart/:userId', () => []),
    route('GET /registrations/by-email/:email', () => ({ eventIds: [] })),
    route('GET /events', () => []),
  );
});
afterEach(() => onlineManager.setOnline(true));

describe('an action taken offline', () => {
  it('says it failed and leaves the button ready to try again', async () => {
    renderRegisterCards([event], student);
    const button = () => screen.getByRole('button', { name: /Add to Cart/ });
    await waitFor(() => expect(button()).toBeEnabled());

    onlineManager.setOnline(false);
    server.use(route('POST /cart', () => offline()));
    await userEvent.click(button());

    expect(await screen.findByText('Failed to add event to cart.')).toBeInTheDocument();
    await waitFor(() => expect(button()).toBeEnabled());
  });
});
