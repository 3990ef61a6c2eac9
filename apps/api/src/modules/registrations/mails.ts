import { SEATS_MSG } from '@app/shared';
import type { MailInput } from '../mail/repository';

// A team's leader cancelled its registration: the other members' registrations went with it, so
// each of them is told, rather than finding the event gone from My Events.

export function teamCancelledMail(c: {
  to: string;
  name: string;
  leaderName: string;
  teamName: string;
  eventName: string;
  symposiumName: string;
}): MailInput {
  return {
    to: c.to,
    subject: SEATS_MSG.teamCancelledSubject(c.eventName),
    text:
      `Hello ${c.name},\n\n` +
      `${c.leaderName}, the leader of your team ${c.teamName}, has cancelled the team's registration for ` +
      `${c.eventName} (${c.symposiumName}), so your registration for the event is cancelled too.\n\n` +
      'You are still a member of the team. If you have questions, ask your team leader or the ' +
      'event coordinator.\n',
  };
}

// Staff cancelled one registration (a student who asked at the desk, a duplicate, a payment
// refunded by hand): its holder is told, with whom to ask, rather than finding it gone.
export function staffCancelledMail(c: {
  to: string;
  name: string;
  eventName: string;
  symposiumName: string;
  paid: boolean;
  coordinatorName: string;
  coordinatorContactNo: string;
  /** The team the holder was taken out of with the registration, if any. */
  teamName?: string;
}): MailInput {
  const coordinator = `${c.coordinatorName} (${c.coordinatorContactNo})`;
  return {
    to: c.to,
    subject: SEATS_MSG.staffCancelledSubject(c.eventName),
    text:
      `Hello ${c.name},\n\n` +
      `The organizers have cancelled your registration for ${c.eventName} (${c.symposiumName})` +
      (c.teamName ? `, and you are no longer a member of the team ${c.teamName}.\n\n` : '.\n\n') +
      (c.paid
        ? `You had paid for it. The site does not refund fees: for a refund, or if you think this is a mistake, contact the event coordinator, ${coordinator}.\n`
        : `If you think this is a mistake, contact the event coordinator, ${coordinator}.\n`),
  };
}
