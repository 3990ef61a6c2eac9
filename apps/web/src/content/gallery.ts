import type { GalleryItem } from './types';

// The 28 gallery images (SPEC §9; the landing page previews the first 6). Each is placeholder
// artwork until the society's photos replace art/gallery/gallery-NN.svg (same name, .jpg).
export const gallery: GalleryItem[] = [
  { image: 'gallery/gallery-01', caption: 'Enigma inauguration' },
  { image: 'gallery/gallery-02', caption: 'Carte Blanche opening keynote' },
  { image: 'gallery/gallery-03', caption: 'Coding contest, first round' },
  { image: 'gallery/gallery-04', caption: 'Paper presentation finals' },
  { image: 'gallery/gallery-05', caption: 'Web development workshop' },
  { image: 'gallery/gallery-06', caption: 'Overnight hackathon' },
  { image: 'gallery/gallery-07', caption: 'Technical quiz' },
  { image: 'gallery/gallery-08', caption: 'Treasure hunt across the campus' },
  { image: 'gallery/gallery-09', caption: 'Guest lecture on distributed systems' },
  { image: 'gallery/gallery-10', caption: 'Open source contribution sprint' },
  { image: 'gallery/gallery-11', caption: 'Machine learning workshop' },
  { image: 'gallery/gallery-12', caption: 'Debugging contest' },
  { image: 'gallery/gallery-13', caption: 'Valedictory and prize distribution' },
  { image: 'gallery/gallery-14', caption: 'Volunteers before the symposium' },
  { image: 'gallery/gallery-15', caption: 'Registration desk on day one' },
  { image: 'gallery/gallery-16', caption: 'Poster design contest' },
  { image: 'gallery/gallery-17', caption: 'Robotics demonstration' },
  { image: 'gallery/gallery-18', caption: 'Cybersecurity capture the flag' },
  { image: 'gallery/gallery-19', caption: 'Alumni meet' },
  { image: 'gallery/gallery-20', caption: 'Freshers orientation' },
  { image: 'gallery/gallery-21', caption: 'Project expo' },
  { image: 'gallery/gallery-22', caption: 'Mobile app workshop' },
  { image: 'gallery/gallery-23', caption: 'Gaming tournament' },
  { image: 'gallery/gallery-24', caption: 'Panel on placements' },
  { image: 'gallery/gallery-25', caption: 'Team photo of the organisers' },
  { image: 'gallery/gallery-26', caption: 'Closing night' },
  { image: 'gallery/gallery-27', caption: 'Workshop on Git and GitHub' },
  { image: 'gallery/gallery-28', caption: 'Office bearers handover' },
];

/** How many images the landing page previews before Show More. */
export const GALLERY_PREVIEW_COUNT = 6;

/** Alt text: says plainly that the picture is placeholder artwork for the captioned moment. */
export const galleryAlt = (item: GalleryItem) => `${item.caption} (placeholder artwork)`;
