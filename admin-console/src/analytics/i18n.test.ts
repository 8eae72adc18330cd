import { describe, expect, it } from 'vitest';
import { analyticsEn, analyticsFr } from './i18n';
import { PRESETS } from './period';

function entries(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? entries(value, path) : [[path, String(value)] as [string, string]];
  });
}
const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe('analytics console messages', () => {
  it('have the same keys and placeholders in French and English', () => {
    const fr = Object.fromEntries(entries(analyticsFr));
    const en = Object.fromEntries(entries(analyticsEn));
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const [key, text] of Object.entries(fr)) expect([key, placeholders(en[key]!)]).toEqual([key, placeholders(text)]);
  });

  it('name every period preset', () => {
    const keys = new Set(entries(analyticsFr).map(([k]) => k));
    for (const preset of PRESETS) expect(keys.has(`eclat.analytics.period.presets.${preset}`)).toBe(true);
  });
});
