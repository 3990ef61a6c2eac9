import type { SiteImage, SiteItem, SiteSection } from '@app/shared';
import { hashedImageName } from '../files/hashed-images';
import type { ItemRow } from './repository';

/** What image_json holds: the stored file of each size. */
export interface StoredImage {
  width: number;
  height: number;
  color: string;
  variants: { width: number; fileId: number; sha256: string }[];
}

export const imageUrl = (fileId: number, sha256: string) => `/api/site-content/images/${hashedImageName(fileId, sha256)}`;

export function parseStoredImage(json: string | null): StoredImage | null {
  return json ? (JSON.parse(json) as StoredImage) : null;
}

function toSiteImage(stored: StoredImage): SiteImage {
  return {
    width: stored.width,
    height: stored.height,
    color: stored.color,
    srcset: stored.variants.map((v) => [v.width, imageUrl(v.fileId, v.sha256)] as [number, string]),
  };
}

export function toSiteItem(row: ItemRow): SiteItem {
  const stored = parseStoredImage(row.image_json);
  return {
    id: row.id,
    section: row.section as SiteSection,
    fields: JSON.parse(row.fields_json) as Record<string, string>,
    image: stored ? toSiteImage(stored) : null,
    imageKey: row.image_key,
    isPlaceholder: Number(row.is_placeholder) === 1,
  };
}
