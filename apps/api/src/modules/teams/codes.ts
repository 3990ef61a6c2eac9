import crypto from 'node:crypto';
import { CODE_ALPHABET, TEAM_CODE_LENGTH } from '@app/shared';

/** A fresh join code from the CSPRNG, never derived from ids (DESIGN §10). */
export function newTeamCode(): string {
  let code = '';
  for (let i = 0; i < TEAM_CODE_LENGTH; i++)
    code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}
