import { images, type ImageKey } from './generated/images';
import type { ImageAsset } from './types';

export type { ImageKey };

export function imageAsset(key: ImageKey): ImageAsset {
  return images[key];
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
