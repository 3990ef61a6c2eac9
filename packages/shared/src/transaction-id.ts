// One spelling per bank reference. Every path that takes or looks up a transaction ID (cart and
// single payments, check-transaction, staff search, later UPI references and bank-statement
// matching) goes through canonicalTransactionId, so invisible characters, full-width digits or a
// soft hyphen cannot turn one transfer into several payments that look identical on screen.

/** Longest transaction ID accepted; bank references are far shorter. */
export const TRANSACTION_ID_MAX = 64;

export const TRANSACTION_ID_INVALID = 'A transaction ID may contain only letters, digits, / and - (at most 64).';

// Format characters (Cf: zero-width space and joiners, soft hyphen, bidi marks, BOM) and every
// kind of whitespace, removed after NFKC has folded full-width and compatibility forms.
const INVISIBLE = /[\p{Cf}\p{White_Space}]/gu;
const CANONICAL = new RegExp(`^[A-Z0-9/-]{1,${TRANSACTION_ID_MAX}}$`);

/** NFKC, drop format characters and whitespace, upper-case. Does not validate. */
export function canonicalTransactionId(id: string): string {
  return id.normalize('NFKC').replace(INVISIBLE, '').toUpperCase();
}

/** True when a canonical ID is one we accept: ASCII letters, digits, '/' and '-', 1 to 64. */
export function isValidTransactionId(canonical: string): boolean {
  return CANONICAL.test(canonical);
}
