import { contrastRatio, parseHexColor, wcagVerdict, type PairUse, type WcagVerdict } from './contrast';
import type { ThemeTokens } from './theme-tokens';

/** A foreground token as the app draws it on a background token (web/src/styles). */
export interface TokenPair {
  /** i18n key under `devPages:colors.pairs`. */
  id: string;
  foreground: string;
  background: string;
  use: PairUse;
}

/** The pairs the stylesheets actually draw (text on its backgrounds; controls, borders and focus rings). */
export const TOKEN_PAIRS: readonly TokenPair[] = [
  { id: 'bodyText', foreground: '--color-text', background: '--color-bg', use: 'text' },
  { id: 'cardText', foreground: '--color-text', background: '--color-surface', use: 'text' },
  { id: 'mutedOnPage', foreground: '--color-text-muted', background: '--color-bg', use: 'text' },
  { id: 'mutedOnCard', foreground: '--color-text-muted', background: '--color-surface', use: 'text' },
  { id: 'mutedOnMuted', foreground: '--color-text-muted', background: '--color-surface-muted', use: 'text' },
  { id: 'textOnHero', foreground: '--color-text', background: '--color-hero-bg', use: 'text' },
  { id: 'mutedOnHero', foreground: '--color-text-muted', background: '--color-hero-bg', use: 'text' },
  { id: 'headerText', foreground: '--color-text', background: '--color-header-bg', use: 'text' },
  { id: 'linkOnPage', foreground: '--color-link', background: '--color-bg', use: 'text' },
  { id: 'linkOnCard', foreground: '--color-link', background: '--color-surface', use: 'text' },
  { id: 'primaryButton', foreground: '--color-on-primary', background: '--color-primary', use: 'text' },
  { id: 'primaryButtonHover', foreground: '--color-on-primary', background: '--color-primary-hover', use: 'text' },
  { id: 'dangerButton', foreground: '--color-on-danger', background: '--color-danger', use: 'text' },
  { id: 'dangerButtonHover', foreground: '--color-on-danger', background: '--color-danger-hover', use: 'text' },
  { id: 'successNotice', foreground: '--color-success-text', background: '--color-success-bg', use: 'text' },
  { id: 'errorNotice', foreground: '--color-error-text', background: '--color-error-bg', use: 'text' },
  { id: 'footerText', foreground: '--color-footer-text', background: '--color-footer-bg', use: 'text' },
  { id: 'footerMuted', foreground: '--color-footer-muted', background: '--color-footer-bg', use: 'text' },
  { id: 'footerLink', foreground: '--color-footer-link', background: '--color-footer-bg', use: 'text' },
  { id: 'controlBorder', foreground: '--color-border-strong', background: '--color-surface', use: 'ui' },
  { id: 'focusOnPage', foreground: '--color-focus', background: '--color-bg', use: 'ui' },
  { id: 'focusOnCard', foreground: '--color-focus', background: '--color-surface', use: 'ui' },
  { id: 'primaryOnCard', foreground: '--color-primary', background: '--color-surface', use: 'ui' },
  { id: 'successBorder', foreground: '--color-success-border', background: '--color-success-bg', use: 'ui' },
  { id: 'errorBorder', foreground: '--color-error-border', background: '--color-error-bg', use: 'ui' },
];

export interface PairResult extends TokenPair {
  foregroundValue: string;
  backgroundValue: string;
  /** null when a token is missing or not a hex color. */
  ratio: number | null;
  verdict: WcagVerdict;
}

/** Every pair of a theme with its ratio and the WCAG level it reaches. */
export function contrastReport(tokens: ThemeTokens, pairs: readonly TokenPair[] = TOKEN_PAIRS): PairResult[] {
  return pairs.map((pair) => {
    const foregroundValue = tokens[pair.foreground] ?? '';
    const backgroundValue = tokens[pair.background] ?? '';
    const fg = parseHexColor(foregroundValue);
    const bg = parseHexColor(backgroundValue);
    const ratio = fg && bg ? contrastRatio(fg, bg) : null;
    return { ...pair, foregroundValue, backgroundValue, ratio, verdict: ratio === null ? 'fail' : wcagVerdict(ratio, pair.use) };
  });
}
