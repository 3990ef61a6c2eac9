import type { Db } from '../../db/connection';
import { phashClose, screenshotSignature, thumbDistance, thumbPixels, THUMB_MAX_DIFF } from './screenshot-signature';
import * as shots from './screenshot-repository';

// The background job that signs a new screenshot and flags the payments whose screenshot is the
// same picture. Queued in the payment's own transaction, run after it commits, off the request.
// A flag is information for the organizer, never a rejection.

export const SCREENSHOT_JOB = 'payments.screenshot-signature';
/**
 * A screenshot is flagged as a copy of at most this many earlier payments (the earliest first):
 * enough for the organizer to see it, and one picture sent a thousand times costs a thousand
 * pairs, not half a million.
 */
export const MAX_FLAGGED = 20;

export async function signAndCompare(db: Db, paymentId: number): Promise<{ duplicateOf: number[] }> {
  const file = await shots.findScreenshotBytes(db, paymentId);
  if (!file) return { duplicateOf: [] };
  const sig = await screenshotSignature(Buffer.from(file.bytes));
  // Stored before comparing: of two screenshots signed at once in two processes, the later
  // comparison always sees the other's signature, so the pair is never missed.
  await shots.saveSignature(db, paymentId, sig.phash, sig.thumb);
  const others = await shots.listOtherPhashes(db, paymentId);
  const found: { id: number; distance: number }[] = [];
  // The same bytes need no pixel comparison (a screenshot sent twice is stored identically).
  for (const same of others) if (same.sha256 === file.sha256 && found.length < MAX_FLAGGED) found.push({ id: same.id, distance: 0 });
  const candidates = others.filter((p) => p.sha256 !== file.sha256 && phashClose(sig.phash, p.screenshot_phash!));
  const mine = candidates.length > 0 ? await thumbPixels(sig.thumb) : null;
  for (let i = 0; mine && i < candidates.length && found.length < MAX_FLAGGED; i += 50) {
    for (const other of await shots.listThumbs(db, candidates.slice(i, i + 50).map((c) => c.id))) {
      if (!other.screenshot_thumb || found.length >= MAX_FLAGGED) continue;
      const distance = thumbDistance(mine, await thumbPixels(Buffer.from(other.screenshot_thumb)));
      if (distance <= THUMB_MAX_DIFF) found.push({ id: other.id, distance });
    }
  }
  await shots.insertDuplicatePairs(db, paymentId, found);
  const duplicateOf = found.map((f) => f.id);
  return { duplicateOf };
}
