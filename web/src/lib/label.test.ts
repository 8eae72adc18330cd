import { describe, expect, it } from 'vitest';
import { withColon } from './label';

describe('withColon', () => {
  it('puts a no-break space before the colon in French, none in English', () => {
    expect(withColon('Services', 'fr')).toBe('Services\u00a0:');
    expect(withColon('Services', 'fr-CA')).toBe('Services\u00a0:');
    expect(withColon('Services', 'en')).toBe('Services:');
  });
});
