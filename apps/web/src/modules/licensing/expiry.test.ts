import { describe, expect, it } from 'vitest';
import { expiryColor } from './expiry.ts';

describe('expiryColor', () => {
  const today = new Date('2025-03-10T12:00:00Z');

  it('is red after the last valid day', () => {
    expect(expiryColor('2025-03-09', today)).toBe('red');
  });

  it('is orange from the expiry day back to 30 days before it', () => {
    expect(expiryColor('2025-03-10', today)).toBe('orange');
    expect(expiryColor('2025-04-09', today)).toBe('orange');
  });

  it('is plain further ahead', () => {
    expect(expiryColor('2025-04-10', today)).toBeUndefined();
  });
});
