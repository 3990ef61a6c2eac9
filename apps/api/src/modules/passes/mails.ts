import { passPath, passPdfPath } from '@app/shared';

// The lines that bring the entry pass into a mail (verification, on-spot registration).

/**
 * `eventNames`: every event of the symposium where the student's registration is verified, not
 * only those the mail is about: the pass admits to all of them, and to any verified later.
 */
export function passMailLines(
  site: string | undefined,
  pass: { passCode: string; registrationId: number; symposiumName: string; eventNames: string[] },
): string {
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
