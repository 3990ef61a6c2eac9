import { passPath, passPdfPath } from '@app/shared';

// The lines that bring the entry pass into a mail (verification, on-spot registration).

interface PassOfMail {
  passCode: string;
  registrationId: number;
  symposiumName: string;
  /**
   * Every event of the symposium where the student's registration is verified, not only those the
   * mail is about: the pass admits to all of them, and to any verified later.
   */
  eventNames: string[];
}

function onePass(site: string | undefined, pass: PassOfMail): string {
  const at = (path: string) => (site ? new URL(path, site).toString() : path);
  return (
    `Your entry pass for ${pass.symposiumName} (show the QR code at the venue):\n` +
    `  ${at(passPath(pass.passCode))}\n` +
    `  Pass code: ${pass.passCode}\n` +
    `  Printable pass (after logging in): ${at(passPdfPath(pass.registrationId))}\n` +
    `  It is also at the top of My Events: ${at('/enrolled-events')}\n` +
    `It admits you to every ${pass.symposiumName} event where your registration is verified; at present:\n` +
    `${pass.eventNames.map((n) => `  - ${n}`).join('\n')}\n`
  );
}

/**
 * The mail's passes, one per symposium it is about (a student holds one pass per symposium, so a
 * payment for events of both symposia brings both passes, each with the events it admits to).
 */
export function passMailLines(site: string | undefined, passes: PassOfMail[]): string {
  const lines = passes.map((p) => onePass(site, p)).join('\n');
  return passes.length > 1
    ? `You have one entry pass for each symposium; show each at its own symposium's events.\n\n${lines}`
    : lines;
}
