import type { SiteItem } from '@app/shared';
import { images } from './generated/images';
import type { ImageAsset } from './types';

/**
 * The picture of a site content item: an uploaded one (URLs from the API), else the seeded
 * artwork of the web build named by its key, else none.
 */
export function siteImage(item: Pick<SiteItem, 'image' | 'imageKey'>): ImageAsset | null {
  if (item.image) return item.image as ImageAsset;
  return item.imageKey && item.imageKey in images ? images[item.imageKey as keyof typeof images] : null;
}

/** The `srcset` attribute value for an image (every encoded width). */
export function srcSetOf(asset: ImageAsset): string {
  return asset.srcset.map(([w, src]) => `${src} ${w}w`).join(', ');
}

/** The smallest variant at least `width` pixels wide (or the largest), as a plain `src`. */
export function srcFor(asset: ImageAsset, width: number): string {
  const match = asset.srcset.find(([w]) => w >= width) ?? asset.srcset[asset.srcset.length - 1]!;
  return match[1];
}
