import type { SiteContent } from '@app/shared';
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { AboutSection } from './about-section';
import { AchievementsSection } from './achievements-section';
import { AlumniSection } from './alumni-section';
import { EventsSection } from './events-section';
import { FacultySection } from './faculty-section';
import { GalleryPreviewSection } from './gallery-preview-section';
import { HeroSection } from './hero-section';
import { MembersSection } from './members-section';
import { SponsorsSection } from './sponsors-section';
import { WhyJoinSection } from './why-join-section';

interface Props {
  /** The admin's content (GET /api/site-content); undefined while it loads or when it failed. */
  content: SiteContent | undefined;
  /** Shown below the hero when the content could not be loaded (the error, with Try again). */
  contentError?: ReactNode;
  galleryPath: string;
  eventsPath: (symposium: string) => string;
  pastTeamPath: (year: number) => string;
}

const EMPTY: SiteContent = { alumni: [], timeline: [], faculty: [], officeBearers: [], sponsors: [], gallery: [], pastYears: [] };

/** The landing page (SPEC §2, route /): every section in the spec's order, each with its id. */
export function LandingPage({ content: loaded, contentError, galleryPath, eventsPath, pastTeamPath }: Props) {
  useHashScroll();
  const content = loaded ?? EMPTY;
  return (
    <>
      <HeroSection gallery={content.gallery} />
      {contentError && <Container size="lg">{contentError}</Container>}
      <AlumniSection alumni={content.alumni} />
      <AboutSection timeline={content.timeline} />
      <FacultySection faculty={content.faculty} />
      <MembersSection officeBearers={loaded?.officeBearers} pastYears={content.pastYears} pastTeamPath={pastTeamPath} />
      <AchievementsSection />
      <GalleryPreviewSection gallery={content.gallery} galleryPath={galleryPath} />
      <EventsSection eventsPath={eventsPath} />
      <WhyJoinSection />
      <SponsorsSection sponsors={content.sponsors} />
    </>
  );
}
