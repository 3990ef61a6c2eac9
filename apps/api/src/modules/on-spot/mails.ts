import type { MailInput } from '../mail/repository';

// The walk-in's mails: the account made for them at the desk, and what they are registered for.

const at = (site: string | undefined, path: string) =>
  site ? new URL(path, site).toString() : path;

export function accountCreatedMail(c: {
  to: string;
  name: string;
  site: string | undefined;
}): MailInput {
  return {
    to: c.to,
    subject: 'Your account on the symposium site',
    text:
      `Hello ${c.name},\n\n` +
      'The registration desk made an account for you with this email address, so that your events, results and ' +
      'certificates are kept for you. To choose a password, open the page below, enter this email address and the ' +
      `one-time code we send you:\n  ${at(c.site, '/forgot-password')}\n`,
  };
}

export function onSpotRegisteredMail(c: {
  to: string;
  name: string;
  amount: number;
  method: 'cash' | 'upi';
  eventNames: string[];
  /** The entry pass lines (passLinesOf). */
  pass: string;
}): MailInput {
  const paid =
    c.amount > 0 ? ` We received ₹${c.amount} by ${c.method === 'upi' ? 'UPI' : 'cash'}.` : '';
  return {
    to: c.to,
    subject: 'You are registered: your entry pass',
    text:
      `Hello ${c.name},\n\nYou were registered at the desk.${paid} You are registered for:\n` +
      `${c.eventNames.map((n) => `  - ${n}`).join('\n')}\n\n` +
      c.pass,
  };
}
