import type { SiteItem } from '@app/shared';

// Reading site content items (GET /api/site-content) for the pages that show them.

/** One of the item's fields ('' when absent). */
export const field = (item: SiteItem, key: string): string => item.fields[key] ?? '';

/** Alt text of a gallery picture: says plainly when it is placeholder artwork. */
export const galleryAlt = (item: SiteItem) =>
  item.isPlaceholder ? `${field(item, 'caption')} (placeholder artwork)` : field(item, 'caption');

export const sponsorAlt = (item: SiteItem) =>
  item.isPlaceholder ? `${field(item, 'name')} (placeholder sponsor)` : field(item, 'name');

export const portraitAlt = (item: SiteItem) =>
  item.isPlaceholder ? `Placeholder portrait for ${field(item, 'name')}` : `Portrait of ${field(item, 'name')}`;

export const avatarAlt = (item: SiteItem) =>
  item.isPlaceholder ? `Placeholder avatar for the ${field(item, 'role')}` : `${field(item, 'name')}, ${field(item, 'role')}`;
