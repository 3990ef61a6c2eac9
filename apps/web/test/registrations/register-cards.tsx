import type { ComponentProps, ReactNode } from 'react';
import type { SessionUser } from '@app/shared';
import { EventRegisterButton } from '../../src/features/cart/components/event-register-button';
import { renderRoutes } from '../shell/render';

type CardEvent = ComponentProps<typeof EventRegisterButton>['event'];

/**
 * Renders one card per event holding its register button (test id `card-{id}`), then `after`;
 * signed in as `me` (stored as the app stores the session) unless null.
 */
export function renderRegisterCards(
  events: CardEvent[],
  me: SessionUser | null,
  after?: ReactNode,
) {
  if (me) sessionStorage.setItem('user', JSON.stringify(me));
  // On a page of its own: a visitor's tap opens the Login pop-up, kept in the page's URL.
  const cards = (
    <>
      {events.map((e) => (
        <div key={e.id} data-testid={`card-${e.id}`}>
          <EventRegisterButton event={e} />
        </div>
      ))}
      {after}
    </>
  );
  return renderRoutes([{ path: '/', element: cards }], '/');
}
