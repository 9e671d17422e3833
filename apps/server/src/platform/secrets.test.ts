import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets, secretsWith } from './secrets.ts';

describe('secrets', () => {
  const secrets = secretsWith(randomBytes(32));

  it('opens what it sealed, only where it was sealed for', () => {
    const sealed = secrets.seal('Gizli şifre ğüşiöç', 'cargo:1:yurtici');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('Gizli');
    expect(secrets.open(sealed, 'cargo:1:yurtici')).toBe('Gizli şifre ğüşiöç');
    // Copied into another company's row, or another carrier's, it does not open.
    expect(secrets.open(sealed, 'cargo:2:yurtici')).toBeUndefined();
    expect(secrets.open(sealed, 'cargo:1:aras')).toBeUndefined();
  });

  it('seals the same text differently each time, and a changed byte does not open', () => {
    const one = secrets.seal('parola', 'x');
    expect(secrets.seal('parola', 'x')).not.toBe(one);
    const parts = one.split(':');
    const body = Buffer.from(parts[3]!, 'base64');
    body[0] = body[0]! ^ 1;
    expect(secrets.open([...parts.slice(0, 3), body.toString('base64')].join(':'), 'x')).toBeUndefined();
    expect(secrets.open('not sealed', 'x')).toBeUndefined();
  });

  it("does not open another server's values", () => {
    expect(secretsWith(randomBytes(32)).open(secrets.seal('parola', 'x'), 'x')).toBeUndefined();
  });

  it('keeps its key beside the database, readable by the server alone, and reads it again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kibo-secrets-'));
    const first = await loadSecrets('', dir);
    const sealed = first.seal('parola', 'x');
    const again = await loadSecrets('', dir);
    expect(again.open(sealed, 'x')).toBe('parola');
    expect((await stat(path.join(dir, 'secret.key'))).mode & 0o777).toBe(0o600);
    expect((await readFile(path.join(dir, 'secret.key'), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes SECRET_KEY in hex or base64, and refuses one of the wrong length', async () => {
    const key = randomBytes(32);
    const sealed = (await loadSecrets(key.toString('hex'), '/nonexistent')).seal('p', 'x');
    expect((await loadSecrets(key.toString('base64'), '/nonexistent')).open(sealed, 'x')).toBe('p');
    await expect(loadSecrets('abcd', '/nonexistent')).rejects.toThrow(/32 bytes/);
  });
});
