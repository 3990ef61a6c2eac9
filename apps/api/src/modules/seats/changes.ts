// In-process notice that seat counts changed (a registration, a cancellation, an offer), so the
// cached event lists re-read their fingerprint at once instead of within the second. Call it
// after the change has committed. Other processes notice through the fingerprint itself.

let epoch = 0;

export function seatsChanged(): void {
  epoch += 1;
}

/**
 * After a committed change that took or freed seats, or made or ended offers: their mail goes out
 * and cached seat counts are read again. Gives back `result`, for use around the change.
 */
export function seatsSettled<T>(mail: { kick(): void }, result: T): T {
  mail.kick();
  seatsChanged();
  return result;
}

export function seatsEpoch(): number {
  return epoch;
}
