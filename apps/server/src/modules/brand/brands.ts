import type { Brand, BrandCode } from '@kibo/contracts';

interface BrandDef extends Omit<Brand, 'favicon' | 'logo'> {
  /** Letters on the square mark of the logo and favicon. */
  mark: string;
}

export const BRANDS: Record<BrandCode, BrandDef> = {
  general: {
    code: 'general',
    name: 'Kibo İşletme',
    color: '#1f6feb',
    email: 'destek@kibo.com.tr',
    phone: '+90 850 000 00 00',
    mark: 'K',
  },
  library: {
    code: 'library',
    name: 'Kibo Kütüphane',
    color: '#2e7d32',
    email: 'kutuphane@kibo.com.tr',
    phone: '+90 850 000 00 01',
    mark: 'KL',
  },
  catalogue: {
    code: 'catalogue',
    name: 'Kibo Katalog',
    color: '#b4461b',
    email: 'katalog@kibo.com.tr',
    phone: '+90 850 000 00 02',
    mark: 'KK',
  },
};

/** `library=kutuphane.*,library.*;catalogue=katalog.*`: first matching pattern wins, else general. */
export function parseBrandHosts(text: string): Array<{ brand: BrandCode; pattern: RegExp }> {
  const rules: Array<{ brand: BrandCode; pattern: RegExp }> = [];
  for (const part of text.split(';')) {
    const [brand, patterns] = part.split('=');
    if (!brand || !patterns || !(brand.trim() in BRANDS)) continue;
    for (const glob of patterns.split(',')) {
      const source = glob
        .trim()
        .toLowerCase()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*');
      if (source) rules.push({ brand: brand.trim() as BrandCode, pattern: new RegExp(`^${source}$`) });
    }
  }
  return rules;
}

export function brandForHost(rules: ReturnType<typeof parseBrandHosts>, host: string): BrandCode {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return rules.find((rule) => rule.pattern.test(name))?.brand ?? 'general';
}

export function brandSvg(code: BrandCode, kind: 'logo' | 'favicon'): string {
  const brand = BRANDS[code];
  const size = kind === 'logo' ? 64 : 32;
  const fontSize = brand.mark.length > 1 ? size * 0.42 : size * 0.6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${size / 5}" fill="${brand.color}"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${brand.mark}</text></svg>`;
}
