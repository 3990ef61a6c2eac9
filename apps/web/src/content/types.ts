import type { ImageKey } from './generated/images';

/** One encoded size of an image: its pixel width and URL. */
export type ImageVariant = [width: number, src: string];

/** An image produced by scripts/build-images.mjs (see generated/images.ts). */
export interface ImageAsset {
  /** Intrinsic size of the largest variant, for the width/height attributes (aspect ratio). */
  width: number;
  height: number;
  /** Dominant colour, shown while the image loads. */
  color: string;
  srcset: ImageVariant[];
}

export interface Alumnus {
  name: string;
  batch: string;
  role: string;
  quote: string;
  image: ImageKey;
}

export interface TimelineStep {
  year: string;
  title: string;
  text: string;
}

export interface FacultyAdvisor {
  name: string;
  designation: string;
  role: string;
  image: ImageKey;
}

export interface OfficeBearer {
  name: string;
  role: string;
  image: ImageKey;
}

export interface Sponsor {
  name: string;
  image: ImageKey;
}

export interface GalleryItem {
  image: ImageKey;
  caption: string;
}

export interface Achievement {
  title: string;
  text: string;
}

export type WhyJoinIcon = 'code' | 'calendar' | 'users' | 'briefcase' | 'microphone' | 'rocket';

export interface WhyJoinReason {
  icon: WhyJoinIcon;
  title: string;
  text: string;
}

export interface SymposiumCard {
  /** Symposium name as the events page and the API spell it. */
  symposium: 'Enigma' | 'Carteblanche';
  tagline: string;
  text: string;
  highlights: string[];
}
