import { Container } from '@mantine/core';
import { usePageMeta } from '../../components/page-title';
import { CartView } from '../../features/cart/components/cart-view';
import { CartCheckout } from '../../features/payments/components/cart-checkout';
import { CartWaitlistButton } from '../compose/cart-waitlist-button';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Your Cart');
  return (
    <Container size="lg" py="xl">
      <CartView
        eventsPath={paths.events()}
        enrolledPath={paths.enrolledEvents}
        renderCheckout={(props) => <CartCheckout {...props} enrolledPath={paths.enrolledEvents} />}
        renderFullActions={(item) => <CartWaitlistButton eventId={item.eventId} eventName={item.eventDetails.eventName} />}
      />
    </Container>
  );
}
