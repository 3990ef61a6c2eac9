import type { Sponsor } from './types';

// Fictional placeholder sponsors: replace the names and art/sponsors/sponsor-N.svg with the real
// logos (SVG or PNG with a transparent background, about 5:1 wide).
export const sponsors: Sponsor[] = [
  { name: 'Quantix Labs', image: 'sponsors/sponsor-1' },
  { name: 'NimbusGrid', image: 'sponsors/sponsor-2' },
  { name: 'Bytewave', image: 'sponsors/sponsor-3' },
  { name: 'Orbital Forge', image: 'sponsors/sponsor-4' },
  { name: 'Lumen Circuits', image: 'sponsors/sponsor-5' },
  { name: 'Parallax', image: 'sponsors/sponsor-6' },
  { name: 'Kernelworks', image: 'sponsors/sponsor-7' },
  { name: 'Vertex Foundry', image: 'sponsors/sponsor-8' },
];

/** One pass of the scrolling strip, in seconds (SPEC §9: marquee animation 30 s). */
export const SPONSOR_LOOP_SECONDS = 30;

export const sponsorAlt = (s: Sponsor) => `${s.name} (placeholder sponsor)`;
