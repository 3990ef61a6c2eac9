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
  galleryPath: string;
  eventsPath: (symposium: string) => string;
}

/** The landing page (SPEC §2, route /): every section in the spec's order, each with its id. */
export function LandingPage({ galleryPath, eventsPath }: Props) {
  useHashScroll();
  return (
    <>
      <HeroSection />
      <AlumniSection />
      <AboutSection />
      <FacultySection />
      <MembersSection />
      <AchievementsSection />
      <GalleryPreviewSection galleryPath={galleryPath} />
      <EventsSection eventsPath={eventsPath} />
      <WhyJoinSection />
      <SponsorsSection />
    </>
  );
}
