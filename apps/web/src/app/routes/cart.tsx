import { Container } from '@mantine/core';
import { usePageMeta } from '../../components/page-title';
import { CartView } from '../../features/cart/components/cart-view';
import { CartCheckout } from '../../features/payments/components/cart-checkout';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Your Cart');
  return (
    <Container size="lg" py="xl">
      <CartView eventsPath={paths.events()} enrolledPath={paths.enrolledEvents} renderCheckout={(props) => <CartCheckout {...props} />} />
    </Container>
  );
}
