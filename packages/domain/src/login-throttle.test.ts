import { describe, expect, it } from 'vitest';
import {
  type AttemptCounts,
  LOGIN_LIMITS,
  slowDownSeconds,
  type ThrottleRefusal,
  throttleAddress,
  throttleNetwork,
  throttleVerdict,
} from './login-throttle.ts';

const calm: AttemptCounts = {
  source: { failures: 1, oldestAge: 0 },
  address: { failures: 1, accounts: 1, oldestAge: 0 },
  account: { failures: 0, lastAge: 0, networkFailures: 0 },
};
const calmBut = (patch: Partial<AttemptCounts>): AttemptCounts => ({ ...calm, ...patch });
const { freeFailures, maxDelaySeconds, newNetworkTries, perSource } = LOGIN_LIMITS;

describe('throttleAddress and throttleNetwork', () => {
  it('keeps IPv4 (also IPv4-mapped) and takes the /64 of IPv6', () => {
    expect(throttleAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(throttleAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:ffff:1:2:3')).toBe(throttleAddress('2001:db8:1:2::9'));
    expect(throttleAddress('not an address')).toBe('not an address');
  });

  it('groups IPv4 by /24 and IPv6 by /48', () => {
    expect(throttleNetwork('10.1.2.3')).toBe('10.1.2.0/24');
    expect(throttleNetwork('::ffff:10.1.2.200')).toBe('10.1.2.0/24');
    expect(throttleNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48');
    expect(throttleNetwork('2001:db8:1:ffff::1')).toBe(throttleNetwork('2001:db8:1::9'));
    expect(throttleNetwork('not an address')).toBe('not an address');
  });
});

describe('slowDownSeconds', () => {
  it('doubles from 1 s after the free failures up to the cap, from however many addresses', () => {
    expect(slowDownSeconds(freeFailures - 1)).toBe(0);
    const waits = [0, 1, 2, 3, 8].map((extra) => slowDownSeconds(freeFailures + extra));
    expect(waits).toEqual([1, 2, 4, 8, 256]);
    expect(slowDownSeconds(freeFailures + 9)).toBe(maxDelaySeconds);
    expect(slowDownSeconds(10_000)).toBe(maxDelaySeconds);
  });
});

describe('throttleVerdict', () => {
  it('lets a calm attempt through', () => {
    expect(throttleVerdict(calm, false)).toBeNull();
  });

  it('refuses a source past its limit until its oldest failure leaves the window, trusted or not', () => {
    const counts = calmBut({ source: { failures: perSource + 1, oldestAge: 60.5 } });
    for (const trusted of [false, true]) {
      expect(throttleVerdict(counts, trusted)).toEqual({ reason: 'source', waitSeconds: 840 });
    }
    expect(throttleVerdict(calmBut({ source: { failures: perSource, oldestAge: 0 } }), false)).toBeNull();
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

  it('slows an account down by the time left of its wait, not trusted attempts nor a new network', () => {
    const account = { failures: freeFailures + 3, lastAge: 2.5, networkFailures: newNetworkTries };
    expect(throttleVerdict(calmBut({ account }), false)).toEqual({ reason: 'slowedDown', waitSeconds: 6 });
    expect(throttleVerdict(calmBut({ account: { ...account, lastAge: 8 } }), false)).toBeNull();
    expect(throttleVerdict(calmBut({ account }), true)).toBeNull();
    const fresh = { ...account, networkFailures: newNetworkTries - 1 };
    expect(throttleVerdict(calmBut({ account: fresh }), false)).toBeNull();
  });

  it('slows down two addresses as much as many: 200 failures, the next guess waits the cap', () => {
    const account = { failures: 200, lastAge: 0, networkFailures: 100 };
    expect(throttleVerdict(calmBut({ account }), false)).toEqual({
      reason: 'slowedDown',
      waitSeconds: maxDelaySeconds,
    });
  });
});

/**
 * One account on a simulated clock (seconds), counted the way modules/auth/throttle.ts counts in
 * SQL: each attempt is recorded, counted with the rows of its windows, taken back out if refused;
 * a right password deletes its source's rows (login.service.ts).
 */
function simulatedAccount() {
  const DAY = LOGIN_LIMITS.slowDownWindowHours * 3600;
  const WINDOW = LOGIN_LIMITS.windowMinutes * 60;
  let rows: { at: number; address: string; network: string; source: string }[] = [];
  /** When each wrong password reached the check, and from which network. */
  const guesses: { at: number; network: string }[] = [];

  function attempt(now: number, ip: string, right = false): ThrottleRefusal | null {
    rows = rows.filter((row) => row.at > now - DAY);
    const address = throttleAddress(ip);
    const row = { at: now, address, network: throttleNetwork(ip), source: `ip:${address}` };
    const recent = rows.filter((other) => other.at > now - WINDOW);
    const source = [...recent.filter((other) => other.source === row.source), row];
    const fromAddress = [...recent.filter((other) => other.address === address), row];
    const refusal = throttleVerdict(
      {
        source: { failures: source.length, oldestAge: now - source[0]!.at },
        address: { failures: fromAddress.length, accounts: 1, oldestAge: now - fromAddress[0]!.at },
        account: {
          failures: rows.length,
          lastAge: rows.length ? now - rows[rows.length - 1]!.at : 0,
          networkFailures: rows.filter((other) => other.network === row.network).length,
        },
      },
      false,
    );
    if (refusal) return refusal;
    if (right) rows = rows.filter((other) => other.source !== row.source);
    else {
      rows.push(row);
      guesses.push({ at: now, network: row.network });
    }
    return null;
  }
  return { attempt, guesses, DAY };
}

/**
 * The most wrong passwords that can reach the check on one account in any 24 hours from unknown
 * devices: the networks' first tries, the free failures, the 9 doubling waits (1 s … 256 s), then
 * one per capped wait.
 */
const guessBound = (networks: number) =>
  newNetworkTries * networks + freeFailures + 9 + Math.floor((24 * 3600) / maxDelaySeconds) + 1;

/** The largest count of guesses in any 24 hours, with the bound for the networks they came from. */
function worstDay(guesses: { at: number; network: string }[], day: number) {
  let worst = { count: 0, bound: 0 };
  let first = 0;
  for (let last = 0; last < guesses.length; last++) {
    while (guesses[first]!.at <= guesses[last]!.at - day) first++;
    const window = guesses.slice(first, last + 1);
    const count = window.length;
    if (count > worst.count) {
      worst = { count, bound: guessBound(new Set(window.map((guess) => guess.network)).size) };
    }
  }
  return worst;
}

describe('a guesser at the fastest allowed pace, over two simulated days', () => {
  const subnet = Array.from({ length: 250 }, (_, i) => `10.9.0.${i + 1}`);

  /**
   * Each second the guesser moves first: it retries exactly when told (`waitSeconds`) from
   * `pacedFrom` (networks it already failed from, addresses enough to rotate past the source
   * limit), and every `newNetworkEvery` seconds, if given, spends a fresh network's first tries.
   * Every hour the real user turns up on a new device in a network of their own (every other
   * time after a typo) and retries when told. Answers the worst 24 hours and the users' waits.
   */
  function attack(newNetworkEvery: number | undefined, pacedFrom: string[]) {
    const account = simulatedAccount();
    const userWaits: number[] = [];
    let user: { ip: string; arrived: number; next: number } | undefined;
    let nextPaced = 0;
    let guessNumber = 0;
    let freshNetwork = 0;
    for (let now = 0; now < 48 * 3600; now++) {
      if (newNetworkEvery && now % newNetworkEvery === 0) {
        freshNetwork++;
        const ip = `100.${freshNetwork >> 8}.${freshNetwork & 255}.1`;
        for (let i = 0; i < newNetworkTries; i++) expect(account.attempt(now, ip)).toBeNull();
      }
      while (now >= nextPaced) {
        guessNumber++;
        const refusal = account.attempt(now, pacedFrom[guessNumber % pacedFrom.length]!);
        if (refusal) nextPaced = now + refusal.waitSeconds;
      }
      if (now % 3600 === 1800) {
        if (user) userWaits.push(Number.POSITIVE_INFINITY);
        user = { ip: `172.16.${now / 3600}.7`, arrived: now, next: now };
        if (now % 7200 === 1800) expect(account.attempt(now, user.ip)).toBeNull();
      }
      if (user && now >= user.next) {
        const refusal = account.attempt(now, user.ip, true);
        if (refusal) user.next = now + refusal.waitSeconds;
        else {
          userWaits.push(now - user.arrived);
          user = undefined;
        }
      }
    }
    return { ...worstDay(account.guesses, account.DAY), userWaits };
  }

  // A new network every 301 s keeps the capped wait open to paced guesses too; one a minute
  // gives more guesses (2 each), never the capped wait's.
  it.each([301, 60])(
    'a new network every %i s: the guesses stay under the bound, and the user walks in at once',
    (newNetworkEvery) => {
      const { count, bound, userWaits } = attack(newNetworkEvery, subnet);
      expect(count).toBeLessThanOrEqual(bound);
      // The guesser did use what the rules leave it: the bound is close to what it reached.
      expect(count).toBeGreaterThan(bound * 0.85);
      expect(userWaits).toEqual(Array(48).fill(0));
    },
  );

  it('gets about 300 guesses a day from two addresses (it used to get 960), the user none the worse', () => {
    const { count, bound, userWaits } = attack(undefined, ['10.7.1.1', '10.7.2.1']);
    expect(count).toBeGreaterThan(300);
    expect(count).toBeLessThanOrEqual(bound);
    expect(userWaits).toEqual(Array(48).fill(0));
  });
});
