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

/** Fewest digits in a row that make a bank reference: a cheque number has 6, a UPI or IMPS reference 12. */
const REFERENCE_DIGITS = 6;
const REFERENCE_NUMBER = new RegExp(String.raw`\d{${REFERENCE_DIGITS},}`, 'g');
/**
 * Groups of 3 or more digits joined by '-' ('5123-4567-8901'), the whole chain; a date's 2-digit
 * groups ('23-11-2026', '2026-11-23') are no such chain.
 */
const DIGIT_GROUPS = /(?<!\d-?)\d{3,}(?:-\d{3,})+(?!-?\d)/g;
/** A bank branch's code (IFSC, 'SBIN0001234'): it stands in every transfer from that branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * The bank's reference number in a canonical ID: its longest run of at least 6 digits (the first
 * of the longest), not all zeros, outside a branch code. Groups of 3 or more digits joined by '-'
 * are one run, as digits grouped with spaces are (canonicalTransactionId drops the spaces). 'UTR-512345678901',
 * 'UPI/512345678901/RAVI', '5123-4567-8901' and '512345678901' all name transfer 512345678901, so a
 * payment may claim it once (the `payments.reference_key` UNIQUE index). Null when the ID holds
 * none ('NEFT', 'UPI/CR', a name, a short number): such an ID tells no transfer from another.
 */
export function referenceNumberOf(canonicalId: string): string | null {
  let longest: string | null = null;
  const joined = canonicalId.replace(DIGIT_GROUPS, (chain) => chain.replace(/-/g, ''));
  for (const word of joined.match(/[A-Z0-9]+/g) ?? []) {
    if (IFSC.test(word)) continue;
    for (const digits of word.match(REFERENCE_NUMBER) ?? [])
      if (/[1-9]/.test(digits) && digits.length > (longest?.length ?? 0)) longest = digits;
  }
  return longest;
}
