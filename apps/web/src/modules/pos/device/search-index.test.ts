import { searchFold } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexRow } from './search-index.ts';

const row = (id: number, code: string, name: string, barcodes: string[] = []): IndexRow => ({
  id,
  fold: searchFold(`${code} ${name}`),
  codes: [code, ...barcodes],
});

const shop = buildSearchIndex([
  row(1, 'DFT-1', 'Işıklı Çizgili Defter', ['8690000019151']),
  row(2, 'DFT-10', 'Kareli Defter'),
  row(3, 'KLM-1', 'Kurşun Kalem', ['8690000019168']),
  row(4, 'SLG-1', 'Silgi', ['8690000019175']),
  row(5, 'DEFTER-K', 'Defter Kabı'),
]);

describe('the till’s search over the device copy', () => {
  it('matches Turkish letters typed without them, and every word in any order', () => {
    expect(shop.search('isikli', 10)).toEqual([1]);
    expect(shop.search('IŞIKLI', 10)).toEqual([1]);
    expect(shop.search('defter cizgili', 10)).toEqual([1]);
    expect(shop.search('kursun', 10)).toEqual([3]);
    expect(shop.search('defter yok', 10)).toEqual([]);
    expect(shop.search('   ', 10)).toEqual([]);
  });

  it('finds by barcode, also a part of one', () => {
    expect(shop.search('8690000019168', 10)).toEqual([3]);
    expect(shop.search('0019175', 10)).toEqual([4]);
  });

  it('knows each code and barcode exactly, the lowest card where two share one', () => {
    expect(shop.idOfCode('8690000019168')).toBe(3);
    expect(shop.idOfCode('DFT-10')).toBe(2);
    expect(shop.idOfCode('0019168')).toBeUndefined();
    const shared = buildSearchIndex([row(9, 'A', 'Ayran', ['111']), row(4, 'B', 'Bardak', ['111'])]);
    expect(shared.idOfCode('111')).toBe(4);
  });

  it('puts the exact code first, then codes starting so, then words starting so, then the rest', () => {
    expect(shop.search('dft-1', 10)).toEqual([1, 2]);
    expect(shop.search('defter', 10)).toEqual([5, 1, 2]);
    // "fter" is only inside words: every defter, in the copy's order.
    expect(shop.search('fter', 10)).toEqual([1, 2, 5]);
    expect(shop.search('defter', 2)).toEqual([5, 1]);
  });

  it('answers a search of 100,000 cards well inside the till’s 50 ms', () => {
    const words = ['Defter', 'Kalem', 'Silgi', 'Çanta', 'Işıklı', 'Şeker', 'Gömlek', 'Ütü', 'Kağıt', 'Boya'];
    const rows: IndexRow[] = [];
    for (let id = 1; id <= 100_000; id += 1) {
      const name = `${words[id % 10]} ${words[(id * 7) % 10]} ${id}`;
      rows.push(row(id, `STK-${String(id).padStart(6, '0')}`, name, [`869${String(id).padStart(10, '0')}`]));
    }
    const started = performance.now();
    const index = buildSearchIndex(rows);
    const built = performance.now() - started;
    expect(index.size).toBe(100_000);

    const queries = [
      'isikli',
      'seker gomlek',
      'STK-0999',
      'kagit 4242',
      '8690000054321',
      'boya',
      'ütü 1',
      'zzz',
    ];
    const took: number[] = [];
    for (let round = 0; round < 25; round += 1)
      for (const query of queries) {
        const start = performance.now();
        index.search(query, 20);
        took.push(performance.now() - start);
      }
    took.sort((a, b) => a - b);
    const p95 = took[Math.floor(took.length * 0.95)]!;
    console.info(
      `search index: 100,000 cards built in ${built.toFixed(0)} ms, search p95 ${p95.toFixed(2)} ms`,
    );
    expect(index.search('STK-054321', 5)[0]).toBe(54_321);
    expect(index.search('8690000054321', 5)).toEqual([54_321]);
    expect(p95).toBeLessThan(50);
  });
});
