import type { Event, UserRegistration } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { EventCard } from '../../src/features/events/components/event-card';
import { EnrolledEvents } from '../../src/features/registrations/components/enrolled-events';
import { anEvent, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';
import { enrolment, serveMyEvents } from './my-events-data';

// An event without a poster shows its category's picture on My Events, the same picture as its
// card on the Events page.

const student = aStudent();
let registrations: UserRegistration[];

beforeEach(() => {
  registrations = [];
  serveMyEvents(student, () => registrations);
});

/** The picture on `eventName`'s card on My Events and on the Events page. */
async function pictures(event: Event) {
  registrations = [enrolment(event)];
  renderWithProviders(
    <MemoryRouter>
      <section aria-label="My Events page">
        <EnrolledEvents eventsPath={() => '/events'} />
      </section>
      <section aria-label="Events page">
        <EventCard event={event} symposiumOpen onOpen={() => {}} />
      </section>
    </MemoryRouter>,
  );
  const myEventsPage = screen.getByRole('region', { name: 'My Events page' });
  const myEventsCard = await within(myEventsPage).findByRole('article', { name: event.eventName });
  const eventsCard = within(screen.getByRole('region', { name: 'Events page' })).getByRole(
    'article',
  );
  return {
    onMyEvents: myEventsCard.querySelector('img')?.getAttribute('src'),
    onEventsPage: eventsCard.querySelector('img')?.getAttribute('src'),
  };
}

describe('My Events: an event without a poster', () => {
  it.each(['Workshop', 'Paper Presentation', 'Other'])(
    "shows the %s category's picture, the one its Events page card shows",
    async (eventCategory) => {
      const { onMyEvents, onEventsPage } = await pictures(
        anEvent({
          id: 61,
          eventName: 'Intro to Git',
          eventCategory,
          posterUrl: null,
          posterSmallUrl: null,
        }),
      );
      expect(onEventsPage).toBeTruthy();
      expect(onMyEvents).toBe(onEventsPage);
    },
  );

  it('still shows the uploaded poster where there is one', async () => {
    const { onMyEvents } = await pictures(
      anEvent({
        id: 62,
        eventName: 'Code Relay',
        posterUrl: '/api/posters/62-abc.webp',
        posterSmallUrl: '/api/posters/62-abc-small.webp',
      }),
    );
    expect(onMyEvents).toBe('/api/posters/62-abc-small.webp');
    expect(screen.getAllByRole('img', { name: 'Poster of Code Relay' })).toHaveLength(2);
  });
});
