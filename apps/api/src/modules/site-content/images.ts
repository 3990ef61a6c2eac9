import sharp from 'sharp';
import { SITE_MSG, type SiteSection } from '@app/shared';
import { badRequest } from '../../lib/http-error';
import { decodeUpload } from '../../lib/uploads';

// An uploaded picture is re-encoded to WebP at the sizes the pages show it (and twice that for
// sharp screens), the same sizes the web build makes of the seeded artwork
// (apps/web/scripts/build-images.mjs). What is stored and served is bytes we produced.

interface SizeRule {
  /** Widths in pixels; portraits are cropped square around the subject. */
  widths?: number[];
  square?: boolean;
  /** Logos: heights in pixels, width following the logo's shape (at most 8:1). */
  heights?: number[];
  quality: number;
}

export const IMAGE_SIZES: Record<Exclude<SiteSection, 'timeline'>, SizeRule> = {
  gallery: { widths: [320, 640, 960, 1280], quality: 78 },
  alumni: { widths: [128, 256], square: true, quality: 82 },
  faculty: { widths: [144, 288], square: true, quality: 82 },
  'office-bearers': { widths: [96, 192], square: true, quality: 82 },
  sponsors: { heights: [32, 64], quality: 90 },
};

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedImage {
  /** Size of the picture in CSS pixels at 1x (its largest variant halved for logos). */
  width: number;
  height: number;
  /** Dominant colour, shown while the picture loads; transparent for logos. */
  color: string;
  variants: EncodedVariant[];
}

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

export async function encodeSiteImage(section: keyof typeof IMAGE_SIZES, bytes: Buffer): Promise<EncodedImage> {
  const rule = IMAGE_SIZES[section];
  try {
    const base = decodeUpload(bytes);
    const { data, info } = await base.png().toBuffer({ resolveWithObject: true });
    const ratio = rule.square ? 1 : info.width / info.height;
    const logoRatio = Math.min(8, ratio);
    const sizes = rule.heights
      ? rule.heights.map((h) => ({ width: Math.max(1, Math.round(h * logoRatio)), height: h }))
      : rule.widths!.map((w) => ({ width: w, height: Math.max(1, Math.round(w / ratio)) }));
    const variants: EncodedVariant[] = [];
    for (const size of sizes) {
      const img = sharp(data).resize(size.width, size.height, {
        fit: rule.square ? 'cover' : rule.heights ? 'contain' : 'fill',
        position: rule.square ? 'attention' : 'centre',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
      const out = await img.webp({ quality: rule.quality, alphaQuality: 90, smartSubsample: true }).toBuffer();
      variants.push({ ...size, bytes: out });
    }
    const largest = variants[variants.length - 1]!;
    const color = rule.heights ? 'transparent' : hex((await sharp(data).stats()).dominant);
    const scale = rule.heights ? 2 : 1;
    return { width: largest.width / scale, height: largest.height / scale, color, variants };
  } catch {
    throw badRequest(SITE_MSG.imageUnreadable);
  }
}
