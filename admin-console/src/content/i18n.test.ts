import { describe, expect, it } from 'vitest';
import { contentEn, contentFr } from './i18n';
import { faqCategoryChoices, metricChoices } from './choices';
import { keyPaths } from '../i18n/message-keys';

describe('content console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(contentEn).sort()).toEqual(keyPaths(contentFr).sort());
  });

  it('name every choice', () => {
    const keys = new Set(keyPaths(contentFr));
    for (const c of [...faqCategoryChoices, ...metricChoices]) expect(keys.has(c.name)).toBe(true);
  });
});
