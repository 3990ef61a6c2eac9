import { isDesk } from '@app/shared';
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { PassLanding } from '../../features/check-in/components/pass-landing';
import { useAuth } from '../../lib/auth';

export function Component() {
  usePageMeta('Entry pass');
  const { passCode = '' } = useParams();
  const { user, isLoading } = useAuth();
  if (!user && isLoading) return <PageLoader />;
  return (
    <Container size="sm" py="xl">
      <PassLanding passCode={passCode} isDesk={isDesk(user)} />
    </Container>
  );
}
