import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's first choice, DESIGN §6).
export const hashPassword = (password: string) => hash(password);

// A fixed hash to verify against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
