// A UPI deep link (upi://pay) so a phone's payment app opens with the payee and exact amount filled in.

export interface UpiPayment {
  /** payee address, e.g. society@bank */
  upiId: string;
  /** payee name */
  payeeName: string;
  /** whole rupees */
  amount: number;
  /** transaction note the society sees in its statement */
  note: string;
}

export function upiPayLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note.slice(0, 80)],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
