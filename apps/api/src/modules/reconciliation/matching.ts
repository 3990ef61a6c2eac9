import { canonicalTransactionId, referenceNumberOf } from '@app/shared';

// Which pending payment a statement line pays for. A payment's transaction ID must stand in the
// line's reference or description as a whole token (not inside a longer run of letters and
// digits), in the canonical form every stored ID has. One line pays for one payment, and only
// when it is clear which one:
// - an ID with no reference number in it ('NEFT', 'TRANSFER-UPI/CR', '98765') could stand in
//   anyone's narration, so it matches no line: it is listed as too vague;
// - when one ID the line names stands inside another it names ('512345678922' inside
//   'UPI/512345678922'), the bare number wins the line (only payments stored before a transfer's
//   number could be claimed once, payments.reference_key, can be such a pair);
// - a line that still names two or more pending payments is left to a person;
// - a line that names a payment already verified (one by one, without the statement) is that
//   payment's, as a line that verified a payment is: it matches no other.

/** The statement's text in the IDs' canonical form, keeping the spaces between words. */
export function canonicalText(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}/gu, '').toUpperCase();
}

const MAX_PARTS = 12;

/**
 * Every whole token of the text that an ID could be: each stretch of ID characters (letters,
 * digits, '/', '-') between other characters, and each sub-stretch from the start of one
 * letter-and-digit word to the end of another, so 'UPI/412345678901/RAVI' offers
 * '412345678901' as well as 'UPI/412345678901'.
 */
export function* idTokens(text: string): Generator<string> {
  for (const run of canonicalText(text).match(/[A-Z0-9/-]+/g) ?? []) {
    const words = [...run.matchAll(/[A-Z0-9]+/g)].map((m) => [m.index, m.index + m[0].length] as const);
    for (let i = 0; i < words.length; i++) {
      for (let j = i; j < Math.min(words.length, i + MAX_PARTS); j++) yield run.slice(words[i]![0], words[j]![1]);
    }
  }
}

/** True when the canonical ID stands in the text as a whole token. */
export function containsId(text: string, canonicalId: string): boolean {
  for (const token of idTokens(text)) if (token === canonicalId) return true;
  return false;
}

/**
 * True when the canonical ID holds a reference number that can tell one transfer from another:
 * a run of at least 6 digits, not all zeros, outside a branch code. Bank words ('NEFT', 'UPI/CR'),
 * names and short numbers do not.
 */
export function isSpecificId(canonicalId: string): boolean {
  return referenceNumberOf(canonicalId) !== null;
}

export interface PendingPayment {
  id: number;
  /** the payer's name: with the transaction ID, how staff know the payment */
  userName: string;
  transactionId: string;
  /** rupees */
  amount: number;
}

export interface LineToMatch {
  row: number;
  description: string;
  reference: string | null;
  amountPaise: number;
  /** the payment this line already verified, if any: it matches no other */
  verifiedPaymentId: number | null;
}

/** A payment staff have verified: the line that names its ID is its own. */
export interface VerifiedPayment {
  id: number;
  transactionId: string;
}

type PaymentSummary = { paymentId: number; userName: string; transactionId: string; amount: number };

export interface MatchResult {
  matched: (PaymentSummary & { line: number })[];
  amountMismatch: (PaymentSummary & { statementAmount: number; line: number })[];
  /** lines naming the IDs of several pending payments: a person decides */
  ambiguousLines: { line: number; description: string; amount: number; payments: PaymentSummary[] }[];
  notInStatement: PaymentSummary[];
  /** payments whose ID holds no reference number: never matched */
  vagueIds: PaymentSummary[];
  unmatchedLines: { line: number; description: string; amount: number }[];
  alreadyVerified: { line: number; paymentId: number; description: string; amount: number }[];
}

/** A payment whose ID stands in a line. */
interface Named<T> {
  payment: T;
  canonicalId: string;
  inReference: boolean;
}

const summary = (p: PendingPayment): PaymentSummary => ({ paymentId: p.id, userName: p.userName, transactionId: p.transactionId, amount: p.amount });

/** The payments of `byId` (by canonical ID) whose IDs stand in the line, each once (its reference first). */
function paymentsNamedIn<T>(line: LineToMatch, byId: Map<string, T>): Named<T>[] {
  const named = new Map<string, Named<T>>();
  for (const [text, inReference] of [[line.reference, true], [line.description, false]] as const) {
    for (const token of idTokens(text ?? '')) {
      const payment = byId.get(token);
      if (payment !== undefined && !named.has(token)) named.set(token, { payment, canonicalId: token, inReference });
    }
  }
  return [...named.values()];
}

export function matchLines(lines: LineToMatch[], pending: PendingPayment[], verified: VerifiedPayment[]): MatchResult {
  const result: MatchResult = {
    matched: [],
    amountMismatch: [],
    ambiguousLines: [],
    notInStatement: [],
    vagueIds: [],
    unmatchedLines: [],
    alreadyVerified: [],
  };
  const byId = new Map<string, PendingPayment>();
  for (const p of pending) {
    const id = canonicalTransactionId(p.transactionId);
    if (isSpecificId(id)) byId.set(id, p);
    else result.vagueIds.push(summary(p));
  }
  const verifiedById = new Map<string, number>();
  for (const p of verified) {
    const id = canonicalTransactionId(p.transactionId);
    if (isSpecificId(id)) verifiedById.set(id, p.id);
  }
  // The lines that paid for a payment already: the one each verified, or one naming a verified payment.
  const verifiedPaymentOf = new Map<LineToMatch, number>();
  for (const line of lines) {
    const id = line.verifiedPaymentId ?? paymentsNamedIn(line, verifiedById)[0]?.payment;
    if (id !== undefined) verifiedPaymentOf.set(line, id);
  }

  // Each line's one claimant, or the line is left to a person.
  const claims: { line: LineToMatch; claimant: Named<PendingPayment>; sameAmount: boolean }[] = [];
  const ambiguous = new Set<LineToMatch>();
  const leftToPerson = new Set<number>();
  for (const line of lines) {
    if (verifiedPaymentOf.has(line)) continue;
    const named = paymentsNamedIn(line, byId);
    // An ID with another named ID inside it ('UPI/512345678922' around '512345678922') gives way to it.
    const claimants = named.filter((n) => !named.some((other) => other !== n && containsId(n.canonicalId, other.canonicalId)));
    if (claimants.length === 1) {
      const claimant = claimants[0]!;
      claims.push({ line, claimant, sameAmount: claimant.payment.amount * 100 === line.amountPaise });
    } else if (claimants.length > 1) {
      ambiguous.add(line);
      const payments = named.map((n) => n.payment).sort((a, b) => a.id - b.id);
      for (const p of payments) leftToPerson.add(p.id);
      result.ambiguousLines.push({ line: line.row, description: line.description, amount: line.amountPaise / 100, payments: payments.map(summary) });
    }
  }
  // A payment named by several lines takes the one with its amount, then one naming it in the
  // reference column, then the first.
  claims.sort(
    (a, b) =>
      Number(b.sameAmount) - Number(a.sameAmount) ||
      Number(b.claimant.inReference) - Number(a.claimant.inReference) ||
      a.line.row - b.line.row,
  );
  const lineTaken = new Set<LineToMatch>();
  const paymentTaken = new Set<number>();
  for (const { line, claimant, sameAmount } of claims) {
    const payment = claimant.payment;
    if (paymentTaken.has(payment.id)) continue;
    lineTaken.add(line);
    paymentTaken.add(payment.id);
    const base = { ...summary(payment), line: line.row };
    if (sameAmount) result.matched.push(base);
    else result.amountMismatch.push({ ...base, statementAmount: line.amountPaise / 100 });
  }
  for (const p of byId.values()) {
    if (!paymentTaken.has(p.id) && !leftToPerson.has(p.id)) result.notInStatement.push(summary(p));
  }
  for (const line of lines) {
    const amount = line.amountPaise / 100;
    const verifiedPaymentId = verifiedPaymentOf.get(line);
    if (verifiedPaymentId !== undefined) {
      result.alreadyVerified.push({ line: line.row, paymentId: verifiedPaymentId, description: line.description, amount });
    } else if (!lineTaken.has(line) && !ambiguous.has(line)) {
      result.unmatchedLines.push({ line: line.row, description: line.description, amount });
    }
  }
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  result.matched.sort(byLine);
  result.amountMismatch.sort(byLine);
  return result;
}
