import type { SiteContent, Timer } from '@app/shared';
import { lazy } from 'react';
import { useLoaderData } from 'react-router';
import { ErrorState } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { CountdownBanner } from '../../features/timer';
import { IntroScreen } from '../../features/intro';
import { LandingPage } from '../../features/landing';
import { useSiteContent } from '../../api/site-content';
import { withPageStyles } from '../../lib/page-styles';
import { paths } from '../paths';

// 'Notify me' loads on the banner's button, so the landing page's first JS stays as it was.
const NotifyMeForm = lazy(
  withPageStyles(() =>
    import('../../features/notify-me/components/notify-me-form').then((m) => ({ default: m.NotifyMeForm })),
  ),
);

export interface HomeData {
  timer: Timer | undefined;
  content: SiteContent | undefined;
}

// The timer and the site content come from the route's loader (router.tsx), fetched beside this chunk.
export function Component() {
  usePageMeta(
    'CSMIT — Computer Society of MIT',
    'The Computer Society of Madras Institute of Technology: workshops, contests and the Enigma and Carteblanche symposia. Browse events, register and read placement experiences.',
  );
  const { timer, content } = useLoaderData() as HomeData;
  const siteContent = useSiteContent(content);
  return (
    <>
      <IntroScreen />
      <CountdownBanner initialTimer={timer} notifyForm={<NotifyMeForm variant="dark" autoFocus />} />
      <LandingPage
        content={siteContent.data}
        contentError={
          siteContent.isLoadingError && (
            <ErrorState message="Parts of this page could not be loaded." read={siteContent} />
          )
        }
        galleryPath={paths.gallery}
        eventsPath={paths.events}
        pastTeamPath={paths.aboutYear}
      />
    </>
  );
}
