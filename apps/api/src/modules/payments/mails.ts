import { SEATS_MSG } from '@app/shared';
import type { MailInput } from '../mail/repository';

// The student hears about their payment three times: received, verified, rejected (with reason).

interface PaymentMailContext {
  to: string;
  name: string;
  transactionId: string;
  amount: number;
  eventNames: string[];
}

/**
 * A decision mail goes to whoever paid and to every other member of a team the payment
 * registered: each holds a registration with the team's state. A member did not pay (and the
 * amount may cover the payer's other events too), so theirs names the payer instead.
 */
type DecisionMailContext = Omit<PaymentMailContext, 'amount'> &
  ({ amount: number; paidBy?: undefined } | { paidBy: string; amount?: undefined });

const list = (names: string[]) => names.map((n) => `  - ${n}`).join('\n');

const and = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** 'Your payment (…)', or for a team member 'The payment {payer} made for your team (…)'. */
const thePayment = (c: DecisionMailContext) =>
  c.paidBy === undefined
    ? `Your payment (transaction ID ${c.transactionId}, ₹${c.amount})`
    : `The payment ${c.paidBy} made for your team (transaction ID ${c.transactionId})`;

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

/**
 * `pass`: the entry pass lines (link, code, printable PDF), one pass per symposium the payment
 * registered the student in; null when no registration has a pass.
 */
export function paymentVerifiedMail(c: DecisionMailContext & { pass?: string | null }): MailInput {
  return {
    to: c.to,
    subject: 'Payment verified: you are registered',
    text:
      `Hello ${c.name},\n\n` +
      `${thePayment(c)} has been verified. You are registered for:\n` +
      `${list(c.eventNames)}\n\n${c.pass ? `${c.pass}\n` : ''}You can follow each round on My Events. See you at the symposium!\n`,
  };
}

/**
 * `seatGone`: the events whose seat the rejection freed and that went at once to the next in
 * line (a waitlist offer), the event being full again. Paying again there would only answer
 * 'This event is full.', so for those the mail points to the waitlist instead.
 */
export function paymentRejectedMail(
  c: DecisionMailContext & { reason: string | null; seatGone?: string[] },
): MailInput {
  const gone = c.seatGone ?? [];
  const member = c.paidBy !== undefined;
  const payAgain = member
    ? 'Your team leader may pay again and submit the new transaction details from the events page.'
    : 'You may also pay again and submit the new transaction details from the events page.';
  const mistake = member
    ? 'If you believe this is a mistake, ask your team leader or the event coordinator.'
    : 'If you believe this is a mistake, reply to the event coordinator.';
  let next = `${mistake} ${payAgain}\n`;
  if (gone.length > 0) {
    const one = gone.length === 1;
    const card = `${one ? "the event's card" : "each event's card"} ('${SEATS_MSG.joinWaitlist}')`;
    const again = member
      ? `Your team leader can put the team on the waitlist again from ${card}; if a seat frees up, they will get a mail.`
      : `To try for a seat again, join the waitlist from ${card}; if a seat frees up, you will get a mail.`;
    const others =
      gone.length < c.eventNames.length
        ? ` For the other events, ${member ? 'your team leader' : 'you'} may pay again and submit the new transaction details from the events page.`
        : '';
    next =
      `${member ? "Your team's" : 'Your'} ${one ? 'seat' : 'seats'} in ${and(gone)} ${one ? 'has' : 'have'} gone to the next ` +
      `person on the waitlist and ${one ? 'the event is' : 'the events are'} full again, so paying again for ${one ? 'it' : 'them'} ` +
      `is not possible now. ${again}${others}\n\n${mistake}\n`;
  }
  return {
    to: c.to,
    subject: 'Payment rejected',
    text:
      `Hello ${c.name},\n\n` +
      `${thePayment(c)} for the events below could not be verified:\n` +
      `${list(c.eventNames)}\n\n` +
      `Reason: ${c.reason ?? 'no reason was given.'}\n\n` +
      next,
  };
}
