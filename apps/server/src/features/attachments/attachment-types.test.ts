import { describe, expect, it } from 'vitest';
import { cleanFilename } from './attachment-types.ts';

describe('cleanFilename', () => {
  it('keeps the last path part without invisible or direction-changing characters', () => {
    expect(cleanFilename('C:\\Users\\kim\\보고서.pdf')).toBe('보고서.pdf');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
    expect(cleanFilename(' \u200f ')).toBe('attachment');
  });

  it('shortens a long name to 200 units with its extension, never cutting an emoji in two', () => {
    for (const prefix of ['', '가']) {
      const name = cleanFilename(`${prefix}${'📄'.repeat(150)}.pdf`);
      expect(name.length).toBeLessThanOrEqual(200);
      expect(name.endsWith('.pdf')).toBe(true);
      // Every character whole: no lone half of a pair (a broken character) anywhere.
      expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});
