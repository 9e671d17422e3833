import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Passwords of outside services (carriers…) kept at rest: AES-256-GCM under the server's own key,
// each sealed value bound to where it belongs (its company and purpose), so a value copied into
// another company's row does not open. The key comes from SECRET_KEY, else from `secret.key` beside
// the database (made on first start, readable by the server's user only). A backup without that
// file still restores; its sealed passwords must then be typed again.

const VERSION = 'v1';

export interface Secrets {
  seal(plain: string, bound: string): string;
  /** The plain text, or undefined when the value was sealed under another key or place. */
  open(sealed: string, bound: string): string | undefined;
}

export function secretsWith(key: Buffer): Secrets {
  if (key.length !== 32)
    throw new Error('SECRET_KEY must be 32 bytes (64 hex digits or 44 base64 characters)');
  return {
    seal(plain, bound) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(bound));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    open(sealed, bound) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAAD(Buffer.from(bound));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}

const readKey = (text: string): Buffer =>
  Buffer.from(text.trim(), /^[0-9a-f]{64}$/i.test(text.trim()) ? 'hex' : 'base64');

/** The server's key: SECRET_KEY, else `<dataDir>/secret.key`, made when missing. */
export async function loadSecrets(secretKey: string, dataDir: string): Promise<Secrets> {
  if (secretKey) return secretsWith(readKey(secretKey));
  const file = path.join(dataDir, 'secret.key');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return secretsWith(readKey(existing));
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 }).catch(async (error) => {
    // Another process made it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600).catch(() => {});
  return secretsWith(readKey(await readFile(file, 'utf8')));
}
