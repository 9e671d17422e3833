import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
export interface AllowList {
  ranges: Range[];
  invalid: string[];
}

/** Entries are separated by `;` or `,` (spec); each is a single address or a CIDR range. */
export function parseAllowList(text: string): AllowList {
  const ranges: Range[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[;,]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.parse(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      invalid.push(entry);
    }
  }
  return { ranges, invalid };
}

/**
 * An empty list allows everyone; IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) match IPv4 entries.
 * Unreadable entries fail closed: they allow no one, and they never turn a list into "empty".
 */
export function isIpAllowed(list: AllowList, ip: string): boolean {
  if (list.ranges.length === 0 && list.invalid.length === 0) return true;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return list.ranges.some(
    ([base, bits]) => address.kind() === base.kind() && address.match([base, bits] as never),
  );
}
