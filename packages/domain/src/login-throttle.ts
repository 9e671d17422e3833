import ipaddr from 'ipaddr.js';

/**
 * Login throttling (docs/ARCHITECTURE.md, "Login throttling"). Guessing stays expensive, but no
 * one can keep a user out by failing on their e-mail: limits are per account and source together,
 * what weighs on the whole account is a short, capped wait, never a lock, and a network the
 * account's failures never came from gets its first tries past that wait.
 */
export const LOGIN_LIMITS = {
  /** Failures one source (an address, or a known device) may make on one account in the window. */
  perSource: 5,
  windowMinutes: 15,
  /** An address failing on more accounts than this, or more often, in the window is spraying. */
  sprayAccounts: 20,
  sprayFailures: 50,
  /**
   * Tries an unknown client gets on an account from a network (`throttleNetwork`) the account had
   * no failure from in the slow-down window, whatever the slow-down: a guesser elsewhere can never
   * hold back a user on a new device and network (a typo allowed).
   */
  newNetworkTries: 2,
  /**
   * After this many failures on the account in the slow-down window, from any number of addresses,
   * every further try (past a network's first tries) waits 1 s, 2 s, 4 s… after the account's last
   * failure, at most the cap.
   */
  freeFailures: 10,
  slowDownWindowHours: 24,
  maxDelaySeconds: 300,
  /** How long a successful login keeps its address, and its browser, known to the account. */
  knownAddressDays: 30,
  knownDeviceDays: 90,
} as const;

const WINDOW_SECONDS = LOGIN_LIMITS.windowMinutes * 60;

/** The client IP parsed, IPv4-mapped IPv6 as IPv4; undefined when it is no address. */
function parsed(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  try {
    return ipaddr.process(ip);
  } catch {
    return undefined;
  }
}

/** The IPv6 prefix of `bits` (a multiple of 16) in CIDR notation. */
function prefix(address: ipaddr.IPv6, bits: number): string {
  const kept = address.parts.slice(0, bits / 16);
  return `${new ipaddr.IPv6([...kept, ...Array(8 - kept.length).fill(0)]).toString()}/${bits}`;
}

/**
 * The address throttling counts: IPv4 as it is, IPv6 by its /64 prefix, which one subscriber
 * usually holds whole (counting single IPv6 addresses would give an attacker billions of them).
 */
export function throttleAddress(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  return address.kind() === 'ipv4' ? address.toString() : prefix(address as ipaddr.IPv6, 64);
}

/**
 * The network whose first tries on an account pass the slow-down: IPv4 /24, IPv6 /48 (a site's
 * usual allocation), so an attacker's rented block counts once, not once per address or /64.
 */
export function throttleNetwork(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  if (address.kind() === 'ipv6') return prefix(address as ipaddr.IPv6, 48);
  return `${(address as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
}

/** The wait the account's earlier failures in the slow-down window impose on a try, in seconds. */
export function slowDownSeconds(failures: number): number {
  if (failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(LOGIN_LIMITS.maxDelaySeconds, 2 ** (failures - LOGIN_LIMITS.freeFailures));
}

/** What the login throttle counted around one attempt; ages are seconds before now. */
export interface AttemptCounts {
  /** The source's failures on this account in the window, this attempt included. */
  source: { failures: number; oldestAge: number };
  /** The address's failures in the window, this attempt included, and on how many accounts. */
  address: { failures: number; accounts: number; oldestAge: number };
  /**
   * The account's earlier failures in the slow-down window, how long ago the last one was, and how
   * many of them came from the attempt's network.
   */
  account: { failures: number; lastAge: number; networkFailures: number };
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
 * its own source's limit, so a stolen device cannot guess freely either. An untrusted one from a
 * network new to the account's failures passes the slow-down for its first tries: the account's
 * wait is one slot for everyone, which a guesser could take each time it opens, so it must never
 * be what stands between a new device and its user.
 */
export function throttleVerdict(counts: AttemptCounts, trusted: boolean): ThrottleRefusal | null {
  if (counts.source.failures > LOGIN_LIMITS.perSource) {
    return { reason: 'source', waitSeconds: waitOf(WINDOW_SECONDS - counts.source.oldestAge) };
  }
  if (trusted) return null;
  const { address, account } = counts;
  if (address.accounts > LOGIN_LIMITS.sprayAccounts || address.failures > LOGIN_LIMITS.sprayFailures) {
    return { reason: 'spraying', waitSeconds: waitOf(WINDOW_SECONDS - address.oldestAge) };
  }
  if (account.networkFailures < LOGIN_LIMITS.newNetworkTries) return null;
  const delay = slowDownSeconds(account.failures);
  if (delay > account.lastAge) {
    return { reason: 'slowedDown', waitSeconds: waitOf(delay - account.lastAge) };
  }
  return null;
}
