import { describe, expect, it } from 'vitest';
import { CASE_NUMBER_ALPHABET, caseNumberLength, caseNumberOf, newCaseNumber } from './case-number.ts';

describe('case numbers', () => {
  it('are the year in Korea, a hyphen and four characters without look-alikes', () => {
    // 2025-12-31 15:00 UTC is already the new year in Korea.
    expect(newCaseNumber(new Date('2025-12-31T15:00:00Z'))).toMatch(/^2026-[2-9A-Z]{4}$/);
    expect(newCaseNumber(new Date('2025-12-31T14:59:59Z'))).toMatch(/^2025-[2-9A-Z]{4}$/);
    for (const lookAlike of '01OILU') expect(CASE_NUMBER_ALPHABET).not.toContain(lookAlike);
    expect(newCaseNumber(new Date(), 6)).toMatch(/^\d{4}-[2-9A-Z]{6}$/);
  });

  it('are drawn at random: not from the time, every character at every place', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    const draws = Array.from({ length: 3000 }, () => newCaseNumber(at).slice(5));
    // 3,000 draws of 810,000 numbers meet about 6 times by chance; the same moment gives thousands of numbers.
    expect(new Set(draws).size).toBeGreaterThan(2950);
    for (let place = 0; place < 4; place++) {
      const seen = new Set(draws.map((d) => d[place]));
      expect(seen.size, `place ${place}`).toBe(CASE_NUMBER_ALPHABET.length);
    }
  });

  it('grow longer only after three taken ones in a row', () => {
    expect(Array.from({ length: 9 }, (_, i) => caseNumberLength(i))).toEqual([4, 4, 4, 5, 5, 5, 6, 6, 6]);
  });

  it('are read from a search keyword whatever the case, spaces or hyphen', () => {
    for (const typed of ['2026-A7K3', '2026-a7k3', '2026A7K3', ' 2026 - a7k3 ', '2026-a7k3m'])
      expect(caseNumberOf(typed), typed).toBe(typed.includes('m') ? '2026-A7K3M' : '2026-A7K3');
    for (const other of ['2026-A7K', '2026-O0I1', 'A7K3-2026', '횡령 2026-A7K3', '1234567890123456', ''])
      expect(caseNumberOf(other), other).toBeNull();
  });
});
