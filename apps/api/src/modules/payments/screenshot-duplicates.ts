import type { Db } from '../../db/connection';
import { phashClose, screenshotSignature, thumbDistance, thumbPixels, THUMB_MAX_DIFF } from './screenshot-signature';
import * as shots from './screenshot-repository';

// The background job that signs a new screenshot and flags the payments whose screenshot is the
// same picture. Queued in the payment's own transaction, run after it commits, off the request.
// A flag is information for the organizer, never a rejection.

export const SCREENSHOT_JOB = 'payments.screenshot-signature';

export async function signAndCompare(db: Db, paymentId: number): Promise<{ duplicateOf: number[] }> {
  const file = await shots.findScreenshotBytes(db, paymentId);
  if (!file) return { duplicateOf: [] };
  const sig = await screenshotSignature(Buffer.from(file.bytes));
  // Stored before comparing: of two screenshots signed at once in two processes, the later
  // comparison always sees the other's signature, so the pair is never missed.
  await shots.saveSignature(db, paymentId, sig.phash, sig.thumb);
  const others = await shots.listOtherPhashes(db, paymentId);
  const duplicateOf: number[] = [];
  // The same bytes need no pixel comparison (a screenshot sent twice is stored identically).
  for (const same of others.filter((p) => p.sha256 === file.sha256)) {
    await shots.insertDuplicatePair(db, paymentId, same.id, 0);
    duplicateOf.push(same.id);
  }
  const candidates = others.filter((p) => p.sha256 !== file.sha256 && phashClose(sig.phash, p.screenshot_phash!));
  const mine = await thumbPixels(sig.thumb);
  for (let i = 0; i < candidates.length; i += 50) {
    for (const other of await shots.listThumbs(db, candidates.slice(i, i + 50).map((c) => c.id))) {
      if (!other.screenshot_thumb) continue;
      const distance = thumbDistance(mine, await thumbPixels(Buffer.from(other.screenshot_thumb)));
      if (distance > THUMB_MAX_DIFF) continue;
      await shots.insertDuplicatePair(db, paymentId, other.id, distance);
      duplicateOf.push(other.id);
    }
  }
  return { duplicateOf };
}
