import type { DuplicatePayment } from '@app/shared';

// The other payments with the same screenshot: 'payment #{id}' (SPEC-2 §E; each row shows its
// payment's number), with its payer and transaction ID when the caller may see them. One that pays
// only for another coordinator's events comes with its number alone.

export const isNamed = (d: DuplicatePayment): d is DuplicatePayment & { userName: string; transactionId: string } =>
  d.userName !== null && d.transactionId !== null;

/** 'payment #12 (Priya R, transaction 432090882290)', or 'payment #12'. */
export const duplicateName = (d: DuplicatePayment) =>
  isNamed(d) ? `payment #${d.paymentId} (${d.userName}, transaction ${d.transactionId})` : `payment #${d.paymentId}`;

/** The ones the caller may see first: those are worth naming. */
export const namedFirst = (duplicates: DuplicatePayment[]) => [...duplicates.filter(isNamed), ...duplicates.filter((d) => !isNamed(d))];

/** 'Same screenshot as A', '… as A and B', '… as A and 17 more'. */
function listed(duplicates: DuplicatePayment[]): string {
  const [first, second] = duplicates;
  if (!first) return '';
  if (!second) return `Same screenshot as ${duplicateName(first)}`;
  if (duplicates.length === 2) return `Same screenshot as ${duplicateName(first)} and ${duplicateName(second)}`;
  return `Same screenshot as ${duplicateName(first)} and ${duplicates.length - 1} more`;
}

/**
 * The flag in a few words, however many share the picture: 'Same screenshot as payment #12 (Priya
 * R, transaction 432090882290)', '… and payment #15 (…)', '… and 17 more'. "More" counts only the
 * payments the caller may open; those for another coordinator's events are counted apart.
 */
export function sameScreenshotAs(duplicates: DuplicatePayment[]): string {
  const named = duplicates.filter(isNamed);
  const others = duplicates.filter((d) => !isNamed(d));
  if (named.length === 0) return `${listed(others)}${others.length > 2 ? ', all for events you do not coordinate' : ''}`;
  if (others.length === 0) return listed(named);
  const rest = others.length === 1 ? duplicateName(others[0]!) : `${others.length} payments`;
  return `${listed(named)}${named.length > 2 ? ',' : ''} and ${rest} for events you do not coordinate`;
}
