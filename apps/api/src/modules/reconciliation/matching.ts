import { canonicalTransactionId } from '@app/shared';

// Which pending payment a statement line pays for. A payment's transaction ID must stand in the
// line's reference or description as a whole token (not inside a longer run of letters and
// digits), in the canonical form every stored ID has. One line pays for one payment.

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

export interface PendingPayment {
  id: number;
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

export interface MatchResult {
  matched: { paymentId: number; transactionId: string; amount: number; line: number }[];
  amountMismatch: { paymentId: number; transactionId: string; amount: number; statementAmount: number; line: number }[];
  notInStatement: { paymentId: number; transactionId: string; amount: number }[];
  unmatchedLines: { line: number; description: string; amount: number }[];
  alreadyVerified: { line: number; paymentId: number; description: string; amount: number }[];
}

interface Candidate {
  line: LineToMatch;
  payment: PendingPayment;
  sameAmount: boolean;
  inReference: boolean;
}

export function matchLines(lines: LineToMatch[], pending: PendingPayment[]): MatchResult {
  const byId = new Map(pending.map((p) => [canonicalTransactionId(p.transactionId), p]));
  const candidates: Candidate[] = [];
  for (const line of lines) {
    if (line.verifiedPaymentId !== null) continue;
    const seen = new Set<number>();
    const look = (text: string | null, inReference: boolean) => {
      for (const token of idTokens(text ?? '')) {
        const payment = byId.get(token);
        if (!payment || seen.has(payment.id)) continue;
        seen.add(payment.id);
        candidates.push({ line, payment, sameAmount: payment.amount * 100 === line.amountPaise, inReference });
      }
    };
    look(line.reference, true);
    look(line.description, false);
  }
  // When several payments claim one line (a short ID such as a name that also stands in the
  // narration), the right amount wins, then the reference column, then the longest ID.
  candidates.sort(
    (a, b) =>
      Number(b.sameAmount) - Number(a.sameAmount) ||
      Number(b.inReference) - Number(a.inReference) ||
      b.payment.transactionId.length - a.payment.transactionId.length ||
      a.line.row - b.line.row ||
      a.payment.id - b.payment.id,
  );
  const lineTaken = new Set<LineToMatch>();
  const paymentTaken = new Set<number>();
  const result: MatchResult = { matched: [], amountMismatch: [], notInStatement: [], unmatchedLines: [], alreadyVerified: [] };
  for (const c of candidates) {
    if (lineTaken.has(c.line) || paymentTaken.has(c.payment.id)) continue;
    lineTaken.add(c.line);
    paymentTaken.add(c.payment.id);
    const base = { paymentId: c.payment.id, transactionId: c.payment.transactionId, amount: c.payment.amount, line: c.line.row };
    if (c.sameAmount) result.matched.push(base);
    else result.amountMismatch.push({ ...base, statementAmount: c.line.amountPaise / 100 });
  }
  for (const p of pending) {
    if (!paymentTaken.has(p.id)) result.notInStatement.push({ paymentId: p.id, transactionId: p.transactionId, amount: p.amount });
  }
  for (const line of lines) {
    const amount = line.amountPaise / 100;
    if (line.verifiedPaymentId !== null) {
      result.alreadyVerified.push({ line: line.row, paymentId: line.verifiedPaymentId, description: line.description, amount });
    } else if (!lineTaken.has(line)) {
      result.unmatchedLines.push({ line: line.row, description: line.description, amount });
    }
  }
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  result.matched.sort(byLine);
  result.amountMismatch.sort(byLine);
  return result;
}
