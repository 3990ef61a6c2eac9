import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState, PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { PastTeamPage } from '../../features/landing';
import { usePastTeam } from '../../api/site-content';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../paths';

/** /about/{year}: a past year's office bearers. */
export function Component() {
  const year = Number(useParams().year);
  usePageMeta(`Office bearers of ${year}`, `The CSMIT office bearers of ${year}.`);
  const team = usePastTeam(year);
  const { data, error } = team;
  if (error) {
    return (
      <Container size="lg" py="xl">
        <ErrorState heading={`Office bearers of ${year}`} message={errorMessage(error, 'This year could not be loaded.')} read={team} />
      </Container>
    );
  }
  if (!data) return <PageLoader />;
  return <PastTeamPage team={data} homePath={paths.home} />;
}
