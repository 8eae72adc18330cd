import { describe, expect, it } from 'vitest';
import { cleanCode, forgetCode, REFERRAL_CODE_STORAGE_KEY, rememberCode, rememberedCode } from './remembered-code';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('cleanCode', () => {
  it('upper-cases and trims a code from a link', () => {
    expect(cleanCode(' ab3k9xyz ')).toBe('AB3K9XYZ');
  });
  it('ignores what cannot be a code', () => {
    expect(cleanCode(null)).toBeNull();
    expect(cleanCode('')).toBeNull();
    expect(cleanCode('abc')).toBeNull();
    expect(cleanCode('<script>')).toBeNull();
  });
});

describe('remembered code', () => {
  it('is remembered clean, read back, then forgotten', () => {
    const s = memoryStore();
    rememberCode('ab3k9xyz', s);
    expect(s.data.get(REFERRAL_CODE_STORAGE_KEY)).toBe('AB3K9XYZ');
    expect(rememberedCode(s)).toBe('AB3K9XYZ');
    forgetCode(s);
    expect(rememberedCode(s)).toBeNull();
  });
  it('does not store garbage and survives a storage that throws', () => {
    const s = memoryStore();
    rememberCode('??', s);
    expect(s.data.size).toBe(0);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => rememberCode('AB3K9XYZ', broken)).not.toThrow();
    expect(rememberedCode(broken)).toBeNull();
    expect(() => forgetCode(broken)).not.toThrow();
    expect(rememberedCode(null)).toBeNull();
  });
});
