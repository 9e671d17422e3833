import { describe, expect, it } from 'vitest';
import { TURKEY_PROVINCES } from './turkey';

const byPlate = (plate: number) => TURKEY_PROVINCES.find((p) => p.plate === plate);

describe('TURKEY_PROVINCES', () => {
  it('has 81 provinces with unique plate codes 1..81 in order', () => {
    expect(TURKEY_PROVINCES).toHaveLength(81);
    const plates = TURKEY_PROVINCES.map((p) => p.plate);
    expect(new Set(plates).size).toBe(81);
    expect(plates).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
  });

  it('has unique province names', () => {
    expect(new Set(TURKEY_PROVINCES.map((p) => p.name)).size).toBe(81);
  });

  it('has 973 districts in total', () => {
    const total = TURKEY_PROVINCES.reduce((sum, p) => sum + p.districts.length, 0);
    expect(total).toBe(973);
  });

  it('has no duplicate or empty district within a province', () => {
    for (const p of TURKEY_PROVINCES) {
      expect(p.districts.length, p.name).toBeGreaterThan(0);
      expect(new Set(p.districts).size, p.name).toBe(p.districts.length);
      for (const d of p.districts) expect(d.trim(), p.name).not.toBe('');
    }
  });

  it('sorts districts with Turkish collation', () => {
    for (const p of TURKEY_PROVINCES) {
      const sorted = [...p.districts].sort((a, b) => a.localeCompare(b, 'tr'));
      expect(p.districts, p.name).toEqual(sorted);
    }
  });

  it('has the expected district counts for the largest provinces', () => {
    expect(byPlate(34)?.districts).toHaveLength(39);
    expect(byPlate(6)?.districts).toHaveLength(25);
    expect(byPlate(35)?.districts).toHaveLength(30);
  });

  it('contains known provinces and districts', () => {
    expect(byPlate(34)?.name).toBe('İstanbul');
    expect(byPlate(34)?.districts).toContain('Kadıköy');
    expect(byPlate(34)?.districts).toContain('Sancaktepe');
    expect(byPlate(6)?.name).toBe('Ankara');
    expect(byPlate(6)?.districts).toContain('Çankaya');
    expect(byPlate(35)?.name).toBe('İzmir');
    expect(byPlate(35)?.districts).toContain('Karşıyaka');
    expect(byPlate(81)?.name).toBe('Düzce');
  });
});
