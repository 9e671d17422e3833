import { describe, expect, it } from 'vitest';
import {
  type AttemptCounts,
  LOGIN_LIMITS,
  slowDownSeconds,
  throttleAddress,
  throttleVerdict,
} from './login-throttle.ts';

const calm: AttemptCounts = {
  source: { failures: 1, oldestAge: 0 },
  address: { failures: 1, accounts: 1, oldestAge: 0 },
  account: { failures: 0, addresses: 0, lastAge: 0 },
};
const calmBut = (patch: Partial<AttemptCounts>): AttemptCounts => ({ ...calm, ...patch });

describe('throttleAddress', () => {
  it('keeps IPv4 (also IPv4-mapped) and takes the /64 of IPv6', () => {
    expect(throttleAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(throttleAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:ffff:1:2:3')).toBe(throttleAddress('2001:db8:1:2::9'));
    expect(throttleAddress('not an address')).toBe('not an address');
  });
});

describe('slowDownSeconds', () => {
  it('waits only for a distributed guess, doubling from 1 s up to the cap', () => {
    expect(slowDownSeconds(40, LOGIN_LIMITS.distributedAddresses - 1)).toBe(0);
    expect(slowDownSeconds(LOGIN_LIMITS.freeFailures - 1, 10)).toBe(0);
    const waits = [0, 1, 2, 3, 8].map((extra) => slowDownSeconds(LOGIN_LIMITS.freeFailures + extra, 3));
    expect(waits).toEqual([1, 2, 4, 8, 256]);
    expect(slowDownSeconds(10_000, 3)).toBe(LOGIN_LIMITS.maxDelaySeconds);
  });
});

describe('throttleVerdict', () => {
  it('lets a calm attempt through', () => {
    expect(throttleVerdict(calm, false)).toBeNull();
  });

  it('refuses a source past its limit until its oldest failure leaves the window, trusted or not', () => {
    const counts = calmBut({ source: { failures: LOGIN_LIMITS.perSource + 1, oldestAge: 60.5 } });
    for (const trusted of [false, true]) {
      expect(throttleVerdict(counts, trusted)).toEqual({ reason: 'source', waitSeconds: 840 });
    }
    expect(
      throttleVerdict(calmBut({ source: { failures: LOGIN_LIMITS.perSource, oldestAge: 0 } }), false),
    ).toBeNull();
  });

  it('refuses a spraying address to untrusted attempts only', () => {
    const many = calmBut({
      address: { failures: 21, accounts: LOGIN_LIMITS.sprayAccounts + 1, oldestAge: 0 },
    });
    const often = calmBut({
      address: { failures: LOGIN_LIMITS.sprayFailures + 1, accounts: 2, oldestAge: 0 },
    });
    expect(throttleVerdict(many, false)).toEqual({ reason: 'spraying', waitSeconds: 900 });
    expect(throttleVerdict(often, false)?.reason).toBe('spraying');
    expect(throttleVerdict(many, true)).toBeNull();
  });

  it('slows a distributed guess by the time left of its wait, and not trusted attempts', () => {
    const account = { failures: LOGIN_LIMITS.freeFailures + 3, addresses: 5, lastAge: 2.5 };
    expect(throttleVerdict(calmBut({ account }), false)).toEqual({ reason: 'slowedDown', waitSeconds: 6 });
    expect(throttleVerdict(calmBut({ account: { ...account, lastAge: 8 } }), false)).toBeNull();
    expect(throttleVerdict(calmBut({ account }), true)).toBeNull();
  });
});
