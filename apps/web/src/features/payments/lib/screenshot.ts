import { MAX_UPLOAD_BYTES, MSG } from '@app/shared';

export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png'];
export const screenshotTooLarge = `The transaction screenshot must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/** The browser's first look at a screenshot; the server checks its bytes again. */
export function screenshotError(file: File | null): string | null {
  if (!file) return MSG.uploadScreenshot;
  if (!SCREENSHOT_TYPES.includes(file.type)) return MSG.screenshotType;
  if (file.size > MAX_UPLOAD_BYTES) return screenshotTooLarge;
  return null;
}
