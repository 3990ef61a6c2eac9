import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { NotifyMeLinkPage } from '../../features/notify-me/components/notify-me-link-page';
import { paths } from '../paths';

/** /notify-me/confirm?token=… and /notify-me/unsubscribe?token=…: the links in 'notify me' mails. */
export function Component() {
  const { action } = useParams();
  const [params] = useSearchParams();
  const kind = action === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  usePageMeta(kind === 'confirm' ? 'Confirm your address' : 'Unsubscribe', 'Mail when registration opens.');
  return (
    <Container size="sm" py="xl">
      <NotifyMeLinkPage key={kind} action={kind} token={params.get('token') ?? ''} eventsPath={paths.events()} />
    </Container>
  );
}
