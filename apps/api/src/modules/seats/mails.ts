import { formatSiteDateTime, SEATS_MSG } from '@app/shared';
import type { MailInput } from '../mail/repository';

// The one mail of a waitlist offer: which event, until when, how to take it and how to decline.

export function seatOfferMail(c: {
  to: string;
  name: string;
  eventId: number;
  eventName: string;
  symposiumName: string;
  teamName: string | null;
  offeredUntil: string;
  site: string | undefined;
}): MailInput {
  const until = formatSiteDateTime(c.offeredUntil);
  const link = (path: string) => (c.site ? new URL(path, c.site).toString() : null);
  const claim = link(`/events?symposium=${encodeURIComponent(c.symposiumName)}&event=${c.eventId}`);
  const decline = link(`/enrolled-events?decline=${c.eventId}`);
  const forWhom = c.teamName ? `for your team ${c.teamName}` : 'for you';
  return {
    to: c.to,
    subject: SEATS_MSG.seatOfferSubject(c.eventName),
    text:
      `Hello ${c.name},\n\n` +
      `A seat has freed up in ${c.eventName} (${c.symposiumName}) and it is held ${forWhom} until ${until} (India time).\n\n` +
      `To take it, register or pay as usual from the event's card ('Claim Your Seat')${claim ? `:\n${claim}` : ' on the events page.'}\n\n` +
      `Not coming? Decline, and the seat goes to the next person waiting at once${decline ? `:\n${decline}` : ": use 'Decline' on My Events."}\n\n` +
      `If you do neither, the seat passes on at ${until}.\n`,
  };
}
