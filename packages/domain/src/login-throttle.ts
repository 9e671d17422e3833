import ipaddr from 'ipaddr.js';

/**
 * Login throttling (docs/ARCHITECTURE.md, "Login throttling"). Guessing stays expensive, but no
 * one can keep a user out by failing on their e-mail: limits are per account and source together,
 * and what weighs on the whole account is a short, capped wait, never a lock.
 */
export const LOGIN_LIMITS = {
  /** Failures one source (an address, or a known device) may make on one account in the window. */
  perSource: 5,
  windowMinutes: 15,
  /** An address failing on more accounts than this, or more often, in the window is spraying. */
  sprayAccounts: 20,
  sprayFailures: 50,
  /** An account's failures in the slow-down window from this many addresses are a distributed guess… */
  distributedAddresses: 3,
  /** …and after this many of them each attempt waits 1 s, 2 s, 4 s… after the last, at most the cap. */
  freeFailures: 10,
  slowDownWindowHours: 24,
  maxDelaySeconds: 300,
  /** How long a successful login keeps its address, and its browser, known to the account. */
  knownAddressDays: 30,
  knownDeviceDays: 90,
} as const;

const WINDOW_SECONDS = LOGIN_LIMITS.windowMinutes * 60;

/**
 * The address throttling counts: IPv4 as it is, IPv6 by its /64 prefix, which one subscriber
 * usually holds whole (counting single IPv6 addresses would give an attacker billions of them).
 */
export function throttleAddress(ip: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return ip;
  }
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

/** The wait the account's earlier failures impose on the next attempt, in seconds (0: none). */
export function slowDownSeconds(failures: number, addresses: number): number {
  if (addresses < LOGIN_LIMITS.distributedAddresses || failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(LOGIN_LIMITS.maxDelaySeconds, 2 ** (failures - LOGIN_LIMITS.freeFailures));
}

/** What the login throttle counted around one attempt; ages are seconds before now. */
export interface AttemptCounts {
  /** The source's failures on this account in the window, this attempt included. */
  source: { failures: number; oldestAge: number };
  /** The address's failures in the window, this attempt included, and on how many accounts. */
  address: { failures: number; accounts: number; oldestAge: number };
  /** The account's earlier failures in the slow-down window, from how many addresses. */
  account: { failures: number; addresses: number; lastAge: number };
}

export interface ThrottleRefusal {
  reason: 'source' | 'spraying' | 'slowedDown';
  /** Whole seconds until an attempt may be made again (at least 1). */
  waitSeconds: number;
}

const waitOf = (seconds: number) => Math.max(1, Math.ceil(seconds));

/**
 * Whether an attempt may reach the password check. A trusted attempt (a known device, or an
 * address the account logged in from recently) passes the spraying and slow-down rules, but not
 * its own source's limit, so a stolen device cannot guess freely either.
 */
export function throttleVerdict(counts: AttemptCounts, trusted: boolean): ThrottleRefusal | null {
  if (counts.source.failures > LOGIN_LIMITS.perSource) {
    return { reason: 'source', waitSeconds: waitOf(WINDOW_SECONDS - counts.source.oldestAge) };
  }
  if (trusted) return null;
  const { address } = counts;
  if (address.accounts > LOGIN_LIMITS.sprayAccounts || address.failures > LOGIN_LIMITS.sprayFailures) {
    return { reason: 'spraying', waitSeconds: waitOf(WINDOW_SECONDS - address.oldestAge) };
  }
  const delay = slowDownSeconds(counts.account.failures, counts.account.addresses);
  if (delay > counts.account.lastAge) {
    return { reason: 'slowedDown', waitSeconds: waitOf(delay - counts.account.lastAge) };
  }
  return null;
}
