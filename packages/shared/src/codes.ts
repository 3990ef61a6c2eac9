// Codes people read aloud, type or scan (team codes; pass and certificate codes may use the same).
// Crockford's alphabet: no I, L, O or U, so a code read off a phone or a slide is typed right, and
// what a person types is brought to one canonical form before any lookup or comparison.

/** 32 symbols: the digits and the upper-case letters except I, L, O and U. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TEAM_CODE_LENGTH = 8;

/**
 * The canonical form of a typed code: upper-case, without spaces or dashes, with the look-alikes
 * read as what they look like (I and L as 1, O as 0). 'abcd-efgo' and 'ABCDEFG0' are one code.
 */
export function canonicalCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}

/** Whether a canonical code could have been issued (right alphabet, at least `min` symbols). */
export function isWellFormedCode(code: string, min = TEAM_CODE_LENGTH): boolean {
  return (
    code.length >= min && code.length <= 64 && [...code].every((c) => CODE_ALPHABET.includes(c))
  );
}
