import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, generateCode, normalizeCode, shareLink } from './referral-code.js';

describe('generateCode', () => {
  it('makes 8 upper-case characters from an alphabet without 0, O, 1 or I', () => {
    expect(CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    for (let i = 0; i < 500; i++) {
      const code = generateCode();
      expect(code).toHaveLength(CODE_LENGTH);
      expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
      expect(code).toBe(code.toUpperCase());
    }
  });
  it('uses every symbol of the alphabet (the random source picks the index)', () => {
    let n = 0;
    expect(generateCode(() => n++ % CODE_ALPHABET.length)).toBe(CODE_ALPHABET.slice(0, 8));
    expect(generateCode(() => CODE_ALPHABET.length - 1)).toBe('ZZZZZZZZ');
  });
  it('rarely repeats itself', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateCode()));
    expect(codes.size).toBe(2000);
  });
});

describe('normalizeCode', () => {
  it('matches case-insensitively and ignores surrounding spaces', () => {
    expect(normalizeCode('ab3k-9xyz')).toBe('AB3K-9XYZ');
    expect(normalizeCode('  Marie2026 ')).toBe('MARIE2026');
    expect(normalizeCode('abcd2345')).toBe(normalizeCode('ABCD2345'));
  });
  it('refuses what cannot be a code', () => {
    expect(normalizeCode('')).toBeNull();
    expect(normalizeCode('abc')).toBeNull();
    expect(normalizeCode('AB CD 23')).toBeNull();
    expect(normalizeCode("x'; drop table")).toBeNull();
    expect(normalizeCode('A'.repeat(41))).toBeNull();
  });
});

describe('shareLink', () => {
  it('points at the public program page with the code', () => {
    expect(shareLink('https://eclat.example/', 'AB3K9XYZ')).toBe('https://eclat.example/referral-program?code=AB3K9XYZ');
  });
});
