import { PLACE_NAMES } from '@app/shared';
import type { MailInput } from '../mail/repository';

export interface CertificateMailContext {
  to: string;
  name: string;
  kind: 'participation' | 'merit';
  place: number | null;
  eventName: string;
  symposiumName: string;
  verifyUrl: string;
  pdfUrl: string;
}

export function certificateIssuedMail(c: CertificateMailContext): MailInput {
  const what =
    c.kind === 'merit' && c.place
      ? `your Certificate of Merit (${PLACE_NAMES[c.place]} Place) for ${c.eventName}`
      : `your Certificate of Participation for ${c.eventName}`;
  return {
    to: c.to,
    subject: `Your certificate: ${c.eventName}, ${c.symposiumName}`,
    text:
      `Hello ${c.name},\n\n` +
      `Thank you for being part of ${c.symposiumName}. Here is ${what}.\n\n` +
      `Download it (PDF): ${c.pdfUrl}\n` +
      `Anyone can check that it is genuine at: ${c.verifyUrl}\n\n` +
      'It is also listed under My Certificates on your dashboard. If your name is misspelt, correct it on your ' +
      'profile and write to the organizers: they will issue it again.\n',
  };
}
