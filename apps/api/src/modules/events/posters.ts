import { MSG } from '@app/shared';
import { badRequest } from '../../lib/http-error';
import { decodeUpload } from '../../lib/uploads';

// Posters are re-encoded, never stored as uploaded: the bytes served are ones we produced, in
// two widths (800 px for the detail dialog, 400 px for cards), EXIF and all metadata dropped.

export const POSTER_WIDTH = 800;
export const POSTER_SMALL_WIDTH = 400;

export interface EncodedPoster {
  large: Buffer;
  small: Buffer;
}

export async function encodePoster(bytes: Buffer): Promise<EncodedPoster> {
  try {
    const source = decodeUpload(bytes);
    const [large, small] = await Promise.all([
      source.clone().resize({ width: POSTER_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      source.clone().resize({ width: POSTER_SMALL_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    ]);
    return { large, small };
  } catch {
    throw badRequest(MSG.posterUnreadable);
  }
}
