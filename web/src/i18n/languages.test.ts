import { describe, expect, it } from 'vitest';
import { asLanguage, detectLanguage } from './languages';

describe('detectLanguage', () => {
  it('uses the saved language first', () => {
    expect(detectLanguage({ saved: 'en', browserLanguages: ['fr-CA'] })).toBe('en');
  });

  it('uses the first supported browser language', () => {
    expect(detectLanguage({ saved: null, browserLanguages: ['de-DE', 'en-CA', 'fr'] })).toBe('en');
    expect(detectLanguage({ saved: 'xx', browserLanguages: ['fr-CA'] })).toBe('fr');
  });

  it('falls back to French', () => {
    expect(detectLanguage({ saved: null, browserLanguages: ['es', 'de'] })).toBe('fr');
    expect(detectLanguage({ saved: null, browserLanguages: [] })).toBe('fr');
  });

  it('lets a brand force French', () => {
    expect(detectLanguage({ saved: 'en', browserLanguages: ['en'], forced: 'fr' })).toBe('fr');
  });

  it('normalises language tags', () => {
    expect(asLanguage('EN_us')).toBe('en');
    expect(asLanguage('fr-CA')).toBe('fr');
    expect(asLanguage('')).toBeNull();
  });
});
