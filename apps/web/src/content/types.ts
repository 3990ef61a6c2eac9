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
