import { describe, expect, it } from 'vitest';
import { conjunctionList } from './list-format';

describe('conjunctionList', () => {
  it.each(['fr-CA', 'en-CA', 'es-MX'])('joins lists of every length as Intl.ListFormat does in %s', (locale) => {
    const intl = new Intl.ListFormat(locale, { type: 'conjunction' });
    for (const items of [[], ['français'], ['français', 'anglais'], ['français', 'anglais', 'espagnol'], ['a', 'b', 'c', 'd', 'e']]) {
      expect(conjunctionList(items, locale), items.join('|')).toBe(intl.format(items));
    }
  });
});
