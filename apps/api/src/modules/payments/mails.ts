import type { MailInput } from '../mail/repository';

// The student hears about their payment three times: received, verified, rejected (with reason).

interface PaymentMailContext {
  to: string;
  name: string;
  transactionId: string;
  amount: number;
  eventNames: string[];
}

const list = (names: string[]) => names.map((n) => `  - ${n}`).join('\n');

export function paymentReceivedMail(c: PaymentMailContext): MailInput {
  return {
    to: c.to,
    subject: 'Payment received: awaiting verification',
    text:
      `Hello ${c.name},\n\n` +
      `We have received your payment details (transaction ID ${c.transactionId}, ₹${c.amount}) for:\n${list(c.eventNames)}\n\n` +
      'The organizers will check the transfer against the bank statement. You will get another mail once it is ' +
      'verified; until then the events show as awaiting verification on My Events.\n',
  };
}

/** `pass`: the entry pass lines (link, code, printable PDF), when the registration has a pass. */
export function paymentVerifiedMail(c: PaymentMailContext & { pass?: string | null }): MailInput {
  return {
    to: c.to,
    subject: 'Payment verified: you are registered',
    text:
      `Hello ${c.name},\n\n` +
      `Your payment (transaction ID ${c.transactionId}, ₹${c.amount}) has been verified. You are registered for:\n` +
      `${list(c.eventNames)}\n\n${c.pass ? `${c.pass}\n` : ''}You can follow each round on My Events. See you at the symposium!\n`,
  };
}

export function paymentRejectedMail(c: PaymentMailContext & { reason: string | null }): MailInput {
  return {
    to: c.to,
    subject: 'Payment rejected',
    text:
      `Hello ${c.name},\n\n` +
      `Your payment (transaction ID ${c.transactionId}, ₹${c.amount}) for the events below could not be verified:\n` +
      `${list(c.eventNames)}\n\n` +
      `Reason: ${c.reason ?? 'no reason was given.'}\n\n` +
      'If you believe this is a mistake, reply to the event coordinator. You may also pay again and submit the new ' +
      'transaction details from the events page.\n',
  };
}
