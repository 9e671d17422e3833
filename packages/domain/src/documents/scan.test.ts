import { describe, expect, it } from 'vitest';
import { scanQuantity, splitScan } from './scan.ts';

describe('a quantity typed before a scan', () => {
  it('reads 3* and 1,5* as the quantity, the rest as the code', () => {
    expect(splitScan('3*8690000018017')).toEqual({ quantity: '3', code: '8690000018017' });
    expect(splitScan('12 * ELMA-1')).toEqual({ quantity: '12', code: 'ELMA-1' });
    expect(splitScan('1,5*ELMA')).toEqual({ quantity: '1.5', code: 'ELMA' });
  });

  it('leaves codes alone that are no quantity and a code', () => {
    expect(splitScan('8690000018017')).toEqual({ code: '8690000018017' });
    expect(splitScan('100X200')).toEqual({ code: '100X200' });
    expect(splitScan('0*ELMA')).toEqual({ code: '0*ELMA' });
    expect(splitScan('*ELMA')).toEqual({ code: '*ELMA' });
  });

  it('takes only positive numbers of at most four decimals as a quantity', () => {
    expect(scanQuantity('3')).toBe('3');
    expect(scanQuantity('007')).toBe('7');
    expect(scanQuantity('0,25')).toBe('0.25');
    expect(scanQuantity('0')).toBeUndefined();
    expect(scanQuantity('1,23456')).toBeUndefined();
    expect(scanQuantity('abc')).toBeUndefined();
  });
});
