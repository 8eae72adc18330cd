/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHexColor, relativeLuminance, wcagVerdict } from './contrast';
import { contrastReport, TOKEN_PAIRS } from './contrast-pairs';
import { colorTokens, parseThemeTokens, themeStyle } from './theme-tokens';

const tokensCss = readFileSync(fileURLToPath(new URL('../../styles/tokens.css', import.meta.url)), 'utf8');

describe('contrast (WCAG 2.2 formulas)', () => {
  it('parses #rgb and #rrggbb, nothing else', () => {
    expect(parseHexColor('#0f6b5c')).toEqual({ r: 15, g: 107, b: 92 });
    expect(parseHexColor(' #FFF ')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('rgb(0 0 0)')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('gives the known luminances and ratios', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
    expect(contrastRatio(parseHexColor('#000')!, parseHexColor('#fff')!)).toBeCloseTo(21, 10);
    expect(contrastRatio(parseHexColor('#777')!, parseHexColor('#777')!)).toBe(1);
    // Order does not matter; #767676 on white is the classic 4.54:1.
    expect(contrastRatio(parseHexColor('#fff')!, parseHexColor('#767676')!)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHexColor('#767676')!, parseHexColor('#fff')!)).toBeCloseTo(4.54, 2);
  });

  it('judges text at 4.5 (AA) and 7 (AAA), controls at 3, on the exact ratio', () => {
    expect(wcagVerdict(4.499, 'text')).toBe('fail');
    expect(wcagVerdict(4.5, 'text')).toBe('AA');
    expect(wcagVerdict(7, 'text')).toBe('AAA');
    expect(wcagVerdict(2.99, 'ui')).toBe('fail');
    expect(wcagVerdict(3, 'ui')).toBe('AA');
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.4999, 'en')).toBe('4.49:1');
    expect(formatRatio(4.54, 'fr')).toBe('4,54:1');
    expect(formatRatio(21, 'en')).toBe('21.00:1');
  });
});

describe('the theme tokens of tokens.css', () => {
  const themes = parseThemeTokens(tokensCss);

  it('reads the three themes, the others inheriting what they do not override', () => {
    expect(themes.default['--color-bg']).toBe('#f7f5f0');
    expect(themes.bright['--color-primary']).toBe('#1f4fd1');
    expect(themes.dark['--color-bg']).toBe('#11161d');
    expect(themes.dark['color-scheme']).toBe('dark');
    // Spacing is only in :root: every theme has it.
    expect(themes.dark['--space-4']).toBe('1rem');
    expect(colorTokens(themes.default).length).toBe(colorTokens(themes.dark).length);
    expect(themeStyle(themes.dark)).toMatchObject({ colorScheme: 'dark', '--color-text': '#e8edf2' });
  });

  it('ignores comments and parses a small sheet', () => {
    const parsed = parseThemeTokens(':root { /* a */ --color-bg: #fff; color-scheme: light; }\n:root.dark { --color-bg: #000; }');
    expect(parsed).toEqual({
      default: { '--color-bg': '#fff', 'color-scheme': 'light' },
      bright: { '--color-bg': '#fff', 'color-scheme': 'light' },
      dark: { '--color-bg': '#000', 'color-scheme': 'light' },
    });
  });

  // The rule written at the top of tokens.css, held for every theme: text 4.5:1, controls and focus 3:1.
  it.each(['default', 'bright', 'dark'] as const)('meets WCAG AA for every pair the app draws in the %s theme', (theme) => {
    const report = contrastReport(themes[theme]);
    expect(report).toHaveLength(TOKEN_PAIRS.length);
    const failing = report.filter((r) => r.verdict === 'fail').map((r) => `${r.id}: ${r.foregroundValue} on ${r.backgroundValue} = ${r.ratio?.toFixed(2)}`);
    expect(failing).toEqual([]);
  });
});
