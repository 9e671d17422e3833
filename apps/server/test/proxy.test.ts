import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Behind a reverse proxy the client address is the one the proxy saw, never what the client wrote
 * into X-Forwarded-For: login throttling, the recent good addresses and the IP allow-list key on it.
 */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A failed login from `remote` carrying `forwarded`; answers the address the throttle recorded. */
async function recordedAddress(trustProxy: string | undefined, remote: string, forwarded: string) {
  const t = await createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  apps.push(t);
  await t.call('POST', '/api/auth/login', {
    body: { email: 'kimse@yok.test', password: 'Yanlis.Parola1' },
    ip: remote,
    headers: { 'x-forwarded-for': forwarded },
  });
  const { rows } = await t.database.pool.query<{ address: string }>('SELECT address FROM login_failures');
  return rows.map((row) => row.address);
}

describe('the client address behind a proxy', () => {
  it('TRUST_PROXY=1 believes the one proxy in front: the entry it appended, not the ones the client wrote', async () => {
    expect(await recordedAddress('1', '10.0.0.5', '9.9.9.1, 203.0.113.7')).toEqual(['203.0.113.7']);
  });

  it('TRUST_PROXY with the proxy’s address believes only that proxy', async () => {
    expect(await recordedAddress('10.0.0.5', '10.0.0.5', '9.9.9.1, 203.0.113.7')).toEqual(['203.0.113.7']);
    expect(await recordedAddress('10.0.0.5', '10.0.0.9', '9.9.9.1, 203.0.113.7')).toEqual(['10.0.0.9']);
  });

  it('without TRUST_PROXY the header is ignored', async () => {
    expect(await recordedAddress(undefined, '10.0.0.5', '9.9.9.1')).toEqual(['10.0.0.5']);
  });
});
