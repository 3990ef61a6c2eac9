import { isDesk, isStaff } from '@app/shared';
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { usePass } from '../../features/check-in/api/get-pass';
import { PassLanding, PassNotShown } from '../../features/check-in/components/pass-landing';
import { useMyEventFilter, useMyEvents } from '../../features/coordinators/api/get-my-events';
import { useMyPasses } from '../../features/passes/api/get-my-passes';
import { OwnPass } from '../../features/passes/components/own-pass';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

/**
 * The desk's view of a pass: a coordinator's or volunteer's events only. Without their events
 * (no connection) the page cannot tell which are theirs: it says why, and 'Try again' asks for
 * them, then for the pass.
 */
function DeskPassLanding({ passCode, canVerify }: { passCode: string; canVerify: boolean }) {
  const read = useMyEvents();
  const mine = useMyEventFilter();
  if (!mine.ready) return <PageLoader />;
  if (!read.data) return <PassNotShown read={read} isDesk />;
  return <PassLanding passCode={passCode} isDesk only={mine.allowed} canVerify={canVerify} />;
}

/**
 * A student's view. The server tells the pass's own holder it is theirs (the verification mail
 * sends them here): they see their pass as on My Events, from their own passes; anyone else sees
 * only whose pass it is. PassLanding shows the loader while the pass is asked for: waiting here
 * instead would unmount it whenever the pass is asked for again, and its mount asks again for a
 * pass that failed (an unknown code), endlessly.
 */
function StudentPassLanding({ passCode }: { passCode: string }) {
  const view = usePass(passCode);
  const own = view.data?.own === true;
  const mine = useMyPasses(own);
  if (own && mine.isPending) return <PageLoader />;
  const pass = own ? mine.data?.find((p) => p.passCode === passCode) : undefined;
  if (pass) return <OwnPass pass={pass} myEventsPath={paths.enrolledEvents} />;
  return <PassLanding passCode={passCode} isDesk={false} />;
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
      ) : user?.role === 'student' ? (
        <StudentPassLanding passCode={passCode} />
      ) : (
        <PassLanding passCode={passCode} isDesk={false} />
      )}
    </Container>
  );
}
