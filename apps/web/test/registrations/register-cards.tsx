import type { ComponentProps, ReactNode } from 'react';
import type { SessionUser } from '@app/shared';
import { EventRegisterButton } from '../../src/features/cart/components/event-register-button';
import { renderWithProviders } from '../shell/render';

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
  return renderWithProviders(
    <>
      {events.map((e) => (
        <div key={e.id} data-testid={`card-${e.id}`}>
          <EventRegisterButton event={e} />
        </div>
      ))}
      {after}
    </>,
  );
}
