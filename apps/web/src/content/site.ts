// The landing page's words. Next year's team edits them here; the components only lay them out.

export const FOUNDED = 1983;

export const society = {
  shortName: 'CSMIT',
  name: 'Computer Society of MIT',
  college: 'Madras Institute of Technology, Chennai',
};

/** The intro screen (SPEC §1): typed once per browser session. */
export const intro = {
  lines: ['Welcome to the product', 'Empowering Future Technocrats...'],
  charMs: 70,
  linePauseMs: 800,
  hideAfterMs: 1000,
};

/** The countdown banner's texts (SPEC §4, Timer). */
export const countdownTexts = {
  before: 'Registration will begin in',
  after: 'Registration has begun!',
};

export const hero = {
  eyebrow: `Computer Society of MIT · since ${FOUNDED}`,
  titleStart: 'Empowering Future',
  titleAccent: 'Technocrats',
  lead:
    'The student computer society of Madras Institute of Technology. Workshops, contests and talks all year round, and two symposia: Enigma for our own campus and Carteblanche for students from across India.',
  primaryCta: 'Explore events',
  secondaryCta: 'Meet the team',
};

export interface SectionText {
  eyebrow: string;
  title: string;
  lead?: string;
}

export const sections = {
  alumni: {
    eyebrow: 'Alumni',
    title: 'Featured alumni',
    lead: 'Members who once ran our events and now build, research and lead across the industry.',
  },
  about: {
    eyebrow: 'About us',
    title: 'Four decades of students teaching students',
    lead:
      'CSMIT is run by students, for students. We turn what we learn in labs and side projects into events anyone on campus can join, and since 2005 we have opened our doors to the whole country with Carte Blanche.',
  },
  faculty: {
    eyebrow: 'Faculty',
    title: 'Our faculty advisors',
    lead: 'Members of the faculty guide the society and stand behind every event we run.',
  },
  members: {
    eyebrow: 'Office bearers',
    title: 'The team this year',
    lead: 'The students who plan, build and run everything you see on this site.',
  },
  achievements: {
    eyebrow: 'Achievements',
    title: 'What we are proud of',
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Moments from our events',
    lead: 'Inaugurations, contests, workshops and late nights before a symposium.',
  },
  events: {
    eyebrow: 'Events',
    title: 'Two symposia, one society',
    lead: 'Browse the events of each symposium, register for free events and pay for the rest online.',
  },
  whyJoin: {
    eyebrow: 'Why join',
    title: 'Why join CSMIT',
    lead: 'Whatever your year or department, there is a place for you in the society.',
  },
  sponsors: {
    eyebrow: 'Sponsors',
    title: 'Supported by',
    lead: 'The organisations that make our symposia possible.',
  },
} satisfies Record<string, SectionText>;

/** Button labels the spec names (SPEC §1, §9). */
export const labels = {
  viewMore: 'View More',
  viewLess: 'View Less',
  showMore: 'Show More',
};

/** How the landing page lays the admin's content out (SPEC §9): office bearers shown before View
 * More, one pass of the sponsor strip in seconds, gallery pictures previewed before Show More. */
export const OFFICE_BEARERS_SHOWN = 8;
export const SPONSOR_LOOP_SECONDS = 30;
export const GALLERY_PREVIEW_COUNT = 6;
