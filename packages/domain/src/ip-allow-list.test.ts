import { describe, expect, it } from 'vitest';
import { isIpAllowed, parseAllowList } from './ip-allow-list.ts';

describe('IP allow-list', () => {
  it('accepts ; and , separators, addresses and CIDR ranges', () => {
    const list = parseAllowList(' 10.0.0.0/8; 192.168.1.5 , 2001:db8::/32 ;');
    expect(list.invalid).toEqual([]);
    expect(list.ranges).toHaveLength(3);
    expect(isIpAllowed(list, '10.20.30.40')).toBe(true);
    expect(isIpAllowed(list, '192.168.1.5')).toBe(true);
    expect(isIpAllowed(list, '192.168.1.6')).toBe(false);
    expect(isIpAllowed(list, '2001:db8::1')).toBe(true);
    expect(isIpAllowed(list, '127.0.0.1')).toBe(false);
  });

  it('matches IPv4-mapped IPv6 client addresses against IPv4 entries', () => {
    expect(isIpAllowed(parseAllowList('127.0.0.1'), '::ffff:127.0.0.1')).toBe(true);
  });

  it('allows everyone when empty, and reports bad entries', () => {
    expect(isIpAllowed(parseAllowList(''), '8.8.8.8')).toBe(true);
    expect(parseAllowList('10.0.0.300;abc;10.0.0.0/40').invalid).toEqual([
      '10.0.0.300',
      'abc',
      '10.0.0.0/40',
    ]);
  });

  it('fails closed on a list of unreadable entries instead of treating it as empty', () => {
    expect(isIpAllowed(parseAllowList('10.0.0.300; abc'), '10.0.0.1')).toBe(false);
    expect(isIpAllowed(parseAllowList('abc;10.0.0.1'), '10.0.0.1')).toBe(true);
    expect(isIpAllowed(parseAllowList('abc;10.0.0.1'), '10.0.0.2')).toBe(false);
  });

  it('refuses an unparsable client address when a list exists', () => {
    expect(isIpAllowed(parseAllowList('10.0.0.1'), 'garbage')).toBe(false);
  });
});
