import { passPath, passPdfPath } from '@app/shared';

// The lines that bring the entry pass into a mail (verification, on-spot registration).

export function passMailLines(
  site: string | undefined,
  passCode: string,
  registrationId: number,
): string {
  const at = (path: string) => (site ? new URL(path, site).toString() : path);
  return (
    `Your entry pass (show the QR code at the venue; it admits you to each of these events):\n` +
    `  ${at(passPath(passCode))}\n` +
    `  Pass code: ${passCode}\n` +
    `  Printable pass (after logging in): ${at(passPdfPath(registrationId))}\n` +
    `  It is also at the top of My Events: ${at('/enrolled-events')}\n`
  );
}
