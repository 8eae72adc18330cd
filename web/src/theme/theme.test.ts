import { describe, expect, it } from 'vitest';
import { parseTheme } from './theme';

describe('parseTheme', () => {
  it('accepts the saved values and defaults otherwise', () => {
    expect(parseTheme('bright')).toBe('bright');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme(null)).toBe('default');
    expect(parseTheme('neon')).toBe('default');
  });
});
