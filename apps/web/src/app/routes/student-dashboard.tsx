import { Container, Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../components/page-title';
import { useAuth } from '../../lib/auth';
import { MyCertificates } from '../../features/certificates/components/my-certificates';
import { RegistrationSummary } from '../../features/registrations/components/registration-summary';
import { PasswordCard } from '../../features/users/components/password-card';
import { PaymentsCard } from '../../features/users/components/payments-card';
import { ProfileSection } from '../../features/users/components/profile-section';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Student Dashboard');
  const { user } = useAuth();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader eyebrow="CSMIT" title="Student Dashboard" subtitle={`Welcome, ${user?.name ?? ''}.`} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <RegistrationSummary myEventsPath={paths.enrolledEvents} cartPath={paths.cart} />
              <PaymentsCard />
              <MyCertificates />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <ProfileSection />
              <PasswordCard />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
