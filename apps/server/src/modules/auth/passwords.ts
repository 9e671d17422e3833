import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's suggested cost: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** A fixed hash so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('kibo-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
