import crypto from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@app/shared';

/** A fresh certificate code: uniform draws from a CSPRNG, never derived from any id. */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) {
    code += CERTIFICATE_CODE_ALPHABET[crypto.randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Codes are printed in capitals; people may type them in either case, with spaces or dashes. Only
 * letters and digits can be part of a code, so everything else goes (a NUL byte, which PostgreSQL
 * refuses in text, included).
 */
export function canonicalCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}
