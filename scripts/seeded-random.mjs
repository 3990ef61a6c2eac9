// A small seeded random generator (mulberry32), for the scripts that must draw the same numbers on
// every run: the bench's data set and pauses, and the default category posters.

/**
 * Returns a function that yields numbers in [0, 1), the same sequence for the same seed.
 * @param {number} seed
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
