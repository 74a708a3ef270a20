import { describe, expect, it } from 'vitest';
import { decodeUserIdParam, encodeUserId } from './user-id-param.ts';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('decodeUserIdParam', () => {
  it('decodes base64 of ASCII and of UTF-8 text', () => {
    expect(decodeUserIdParam(encode('auditor'))).toBe('auditor');
    expect(decodeUserIdParam(encode('감사담당01'))).toBe('감사담당01');
  });

  it('accepts URL-safe base64, missing padding and a "+" that arrived as a space', () => {
    const standard = encode('ab?~');
    expect(standard).toBe('YWI/fg==');
    expect(decodeUserIdParam(standard.replaceAll('+', '-').replaceAll('/', '_'))).toBe('ab?~');
    expect(decodeUserIdParam(encode('ab').replace(/=+$/, ''))).toBe('ab');
    expect(decodeUserIdParam('Pz8 ')).toBe('??>'); // 'Pz8+'
  });

  it('ignores missing, broken or implausible values', () => {
    expect(decodeUserIdParam(null)).toBeNull();
    expect(decodeUserIdParam('')).toBeNull();
    expect(decodeUserIdParam('%%%not base64')).toBeNull();
    expect(decodeUserIdParam('abcde')).toBeNull();
    expect(decodeUserIdParam(btoa('\xff\xfe'))).toBeNull(); // not UTF-8
    expect(decodeUserIdParam(encode('   '))).toBeNull();
    expect(decodeUserIdParam(encode('a\nb'))).toBeNull();
    expect(decodeUserIdParam(encode('x'.repeat(51)))).toBeNull();
  });
});

describe('encodeUserId', () => {
  it('is base64 of the UTF-8 bytes', () => {
    expect(encodeUserId('new.admin')).toBe('bmV3LmFkbWlu');
    expect(encodeUserId('관리자')).toBe(btoa(String.fromCharCode(...new TextEncoder().encode('관리자'))));
  });
});
