// In-process notice that seat counts changed (a registration, a cancellation, an offer), so the
// cached event lists re-read their fingerprint at once instead of within the second. Call it
// after the change has committed. Other processes notice through the fingerprint itself.

let epoch = 0;

export function seatsChanged(): void {
  epoch += 1;
}

export function seatsEpoch(): number {
  return epoch;
}
