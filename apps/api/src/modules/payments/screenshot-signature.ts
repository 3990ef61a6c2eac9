import sharp from 'sharp';

// "Is this the same picture as another payment's screenshot?" Re-saving or re-scaling a picture
// changes every pixel a little; two UPI receipts of one app and one amount differ in a few digits
// only, so a whole-image hash cannot tell them apart (a 64-bit dHash sees them as equal and sees
// a re-scaled copy as further off). Two steps instead:
// - phash: a 64-bit dHash plus the aspect ratio, cheap to compare against every payment, which
//   finds the candidates (same layout);
// - thumb: the picture as 270×555 grey pixels, slightly blurred, kept as a PNG (about 30 kB). Two pictures are
//   the same when every pixel of each has a pixel within one step in the other whose grey differs
//   by at most THUMB_MAX_DIFF: re-sampling moves edges by less than a pixel and stays under it,
//   a different digit leaves a stroke with nothing like it nearby and goes far over
//   (measured on drawn 1080×2220 receipts: copies at JPEG quality 40-95 scaled 0.5-1.1 reach 18;
//   receipts differing in one digit of the reference 64, different receipts 82 and more).

export const THUMB_WIDTH = 270;
export const THUMB_HEIGHT = 555;
export const THUMB_MAX_DIFF = 36;
/** dHash bits that may differ between copies of one picture (they differ by 0 to 4 in practice). */
export const PHASH_MAX_DISTANCE = 10;
/** Aspect ratios (height/width ×1000) further apart than this are different pictures. */
const ASPECT_TOLERANCE = 20;

export interface ScreenshotSignature {
  phash: string;
  /** PNG of the grey thumbnail */
  thumb: Buffer;
}

export async function screenshotSignature(bytes: Buffer): Promise<ScreenshotSignature> {
  const source = sharp(bytes, { limitInputPixels: 40_000_000 });
  const { width = 1, height = 1 } = await source.metadata();
  // One decode, straight to the thumbnail's size (a JPEG is decoded at 1/2, 1/4 or 1/8 scale when
  // that is still larger), turned grey once small (grey first would convert every pixel of the
  // full picture: twice the CPU). Both hashes are taken from it.
  const colour = await source.rotate().removeAlpha().resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = colour.info;
  const grey = await sharp(colour.data, { raw: { width: w, height: h, channels } }).grayscale().raw().toBuffer();
  const raw = { raw: { width: THUMB_WIDTH, height: THUMB_HEIGHT, channels: 1 as const } };
  const small = await sharp(grey, raw).resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (small[y * 9 + x]! < small[y * 9 + x + 1]! ? 1n : 0n);
  }
  // Lossless whatever the level: the fastest one, the thumbnail is made once per payment in a rush.
  const thumb = await sharp(grey, raw).blur(1).png({ compressionLevel: 1 }).toBuffer();
  return { phash: `${bits.toString(16).padStart(16, '0')}:${Math.round((1000 * height) / width)}`, thumb };
}

/** True when two phashes could be the same picture (worth comparing the thumbnails). */
export function phashClose(a: string, b: string): boolean {
  const [ha, ra] = a.split(':');
  const [hb, rb] = b.split(':');
  if (Math.abs(Number(ra) - Number(rb)) > ASPECT_TOLERANCE) return false;
  let diff = BigInt(`0x${ha}`) ^ BigInt(`0x${hb}`);
  let n = 0;
  while (diff) {
    n += Number(diff & 1n);
    diff >>= 1n;
  }
  return n <= PHASH_MAX_DISTANCE;
}

export async function thumbPixels(png: Buffer): Promise<Buffer> {
  return sharp(png).grayscale().raw().toBuffer();
}

/**
 * How far apart two thumbnails are (raw grey pixels): the largest difference between a pixel and
 * the closest grey among its neighbours in the other picture, both ways. Stops once it passes
 * THUMB_MAX_DIFF.
 */
export function thumbDistance(a: Buffer, b: Buffer): number {
  if (a.length !== b.length || a.length !== THUMB_WIDTH * THUMB_HEIGHT) return 255;
  let max = 0;
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const) {
    for (let y = 0; y < THUMB_HEIGHT; y++) {
      for (let x = 0; x < THUMB_WIDTH; x++) {
        const v = p[y * THUMB_WIDTH + x]!;
        let best = 255;
        for (let yy = Math.max(0, y - 1); yy <= Math.min(THUMB_HEIGHT - 1, y + 1) && best > max; yy++) {
          for (let xx = Math.max(0, x - 1); xx <= Math.min(THUMB_WIDTH - 1, x + 1); xx++) {
            const d = Math.abs(v - q[yy * THUMB_WIDTH + xx]!);
            if (d < best) best = d;
          }
        }
        if (best > max) {
          max = best;
          if (max > THUMB_MAX_DIFF) return max;
        }
      }
    }
  }
  return max;
}
