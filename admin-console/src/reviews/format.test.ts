import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { directionChoices, reviewStatusChoices } from './choices';
import { RATING_CATEGORIES, REASON_MAX, REVIEW_STATUS_COLORS, excerpt, reasonError, stars } from './format';

function lookup(messages: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('review comment excerpt', () => {
  it('keeps a short comment whole, on one line', () => {
    expect(excerpt('  Très bien,\n merci  ')).toBe('Très bien, merci');
  });

  it('shows a dash without a comment', () => {
    expect(excerpt(null)).toBe('—');
    expect(excerpt('   ')).toBe('—');
  });

  it('cuts a long comment at a word, with an ellipsis', () => {
    const text = 'mot '.repeat(40);
    const cut = excerpt(text, 20);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(21);
    expect(cut).toBe('mot mot mot mot mot…');
  });

  it('cuts a long word at the limit', () => {
    expect(excerpt('a'.repeat(30), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('stars', () => {
  it('draws full then empty stars out of five', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(1)).toBe('★☆☆☆☆');
    expect(stars(undefined)).toBe('—');
  });
});

describe('hiding reason', () => {
  it('needs 3 to 500 characters once trimmed', () => {
    expect(reasonError('  ab ')).toBe('eclat.reviews.moderate.reason_too_short');
    expect(reasonError('abc')).toBeNull();
    expect(reasonError('x'.repeat(REASON_MAX))).toBeNull();
    expect(reasonError('x'.repeat(REASON_MAX + 1))).toBe('eclat.reviews.moderate.reason_too_long');
  });
});

describe('review labels', () => {
  it('exist in both languages for every choice, status and category', () => {
    const keys = [
      ...reviewStatusChoices.map(c => c.name),
      ...directionChoices.map(c => c.name),
      ...Object.keys(REVIEW_STATUS_COLORS).map(status => `eclat.reviews.status.${status}`),
      ...RATING_CATEGORIES.map(category => `eclat.reviews.category.${category}`),
      'eclat.reviews.moderate.reason_too_short',
      'eclat.reviews.moderate.reason_too_long',
    ];
    for (const key of keys) {
      expect(typeof lookup(fr, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });
});
