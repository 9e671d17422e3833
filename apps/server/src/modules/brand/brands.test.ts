import { describe, expect, it } from 'vitest';
import { brandForHost, brandSvg, parseBrandHosts } from './brands.ts';

describe('brand by host name', () => {
  const rules = parseBrandHosts('library=kutuphane.*,library.*;catalogue=katalog.*;unknown=x.*;broken');

  it('matches wildcard patterns, ignores the port and case, and falls back to general', () => {
    expect(brandForHost(rules, 'kutuphane.belediye.gov.tr')).toBe('library');
    expect(brandForHost(rules, 'Library.Example.com:8443')).toBe('library');
    expect(brandForHost(rules, 'katalog.magaza.com')).toBe('catalogue');
    expect(brandForHost(rules, 'x.example.com')).toBe('general');
    expect(brandForHost(rules, 'kutuphanex')).toBe('general');
    expect(brandForHost(rules, 'localhost')).toBe('general');
  });

  it('treats pattern dots literally', () => {
    expect(brandForHost(parseBrandHosts('library=kutuphane.example.com'), 'kutuphaneXexample.com')).toBe(
      'general',
    );
  });

  it('draws a logo in the brand colour', () => {
    expect(brandSvg('catalogue', 'favicon')).toMatch(
      /^<svg[^>]+width="32"[\s\S]*#b4461b[\s\S]*KK<\/text><\/svg>$/,
    );
  });
});
