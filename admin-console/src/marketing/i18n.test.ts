import { describe, expect, it } from 'vitest';
import { marketingEn, marketingFr } from './i18n';

function entries(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? entries(value, path) : [[path, String(value)] as [string, string]];
  });
}
const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe('the marketing hub’s console messages', () => {
  it('have the same keys and placeholders in French and English, none empty', () => {
    const fr = Object.fromEntries(entries(marketingFr));
    const en = Object.fromEntries(entries(marketingEn));
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const [key, text] of Object.entries(fr)) {
      expect(text.trim(), key).not.toBe('');
      expect(en[key]!.trim(), key).not.toBe('');
      expect([key, placeholders(en[key]!)]).toEqual([key, placeholders(text)]);
    }
  });
});
