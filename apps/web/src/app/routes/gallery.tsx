import { Container } from '@mantine/core';
import { ErrorState, PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { GalleryPage } from '../../features/gallery';
import { errorMessage } from '../../lib/api-client';
import { useSiteContent } from '../../api/site-content';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Gallery', 'Pictures from CSMIT events: the Enigma and Carteblanche symposia, workshops, contests and the team behind them.');
  const content = useSiteContent();
  const { data, error } = content;
  if (error) {
    return (
      <Container size="lg" py="xl">
        <ErrorState heading="Gallery" message={errorMessage(error, 'The gallery could not be loaded.')} read={content} />
      </Container>
    );
  }
  if (!data) return <PageLoader />;
  return <GalleryPage gallery={data.gallery} homePath={paths.home} />;
}
