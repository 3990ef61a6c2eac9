import { isDesk, isStaff } from '@app/shared';
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { PassLanding } from '../../features/check-in/components/pass-landing';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { useAuth } from '../../lib/auth';

/** The desk's view of a pass: a coordinator's or volunteer's events only. */
function DeskPassLanding({ passCode, canVerify }: { passCode: string; canVerify: boolean }) {
  const mine = useMyEventFilter();
  if (!mine.ready) return <PageLoader />;
  return <PassLanding passCode={passCode} isDesk only={mine.allowed} canVerify={canVerify} />;
}

export function Component() {
  usePageMeta('Entry pass');
  const { passCode = '' } = useParams();
  const { user, isLoading } = useAuth();
  if (!user && isLoading) return <PageLoader />;
  return (
    <Container size="sm" py="xl">
      {/* Only the desk asks which events are its own: anyone else may not call /me/events. */}
      {isDesk(user) ? (
        <DeskPassLanding passCode={passCode} canVerify={isStaff(user)} />
      ) : (
        <PassLanding passCode={passCode} isDesk={false} />
      )}
    </Container>
  );
}
