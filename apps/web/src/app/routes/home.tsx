import type { Timer } from '@app/shared';
import { useLoaderData } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { CountdownBanner } from '../../features/timer';
import { IntroScreen } from '../../features/intro';
import { LandingPage } from '../../features/landing';
import { paths } from '../paths';

// The timer comes from the route's loader (router.tsx), fetched beside this chunk.
export function Component() {
  usePageMeta(
    'CSMIT — Computer Society of MIT',
    'The Computer Society of Madras Institute of Technology: workshops, contests and the Enigma and Carteblanche symposia. Browse events, register and read placement experiences.',
  );
  const timer = useLoaderData() as Timer | undefined;
  return (
    <>
      <IntroScreen />
      <CountdownBanner initialTimer={timer} />
      <LandingPage galleryPath={paths.gallery} eventsPath={paths.events} />
    </>
  );
}
