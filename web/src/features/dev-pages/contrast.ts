/**
 * WCAG 2.x contrast, computed from the theme tokens (/color-scheme-mockup). Pure functions: the
 * formulas of WCAG 2.2, "relative luminance" and "contrast ratio".
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (the tokens' notation); null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

/** sRGB channel (0..255) to linear light (WCAG 2.2 uses 0.04045 as the threshold). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** 0 (black) .. 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 .. 21, whichever color is given first. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What a pair is used for: body text needs 4.5:1 (AA) / 7:1 (AAA); controls, borders and focus rings 3:1. */
export type PairUse = 'text' | 'ui';

export type WcagVerdict = 'AAA' | 'AA' | 'fail';

/**
 * The level a ratio reaches for its use. Text: AA at 4.5, AAA at 7. Non-text (1.4.11): one level,
 * reported as AA at 3. Compared on the exact ratio, never the rounded one shown.
 */
export function wcagVerdict(ratio: number, use: PairUse): WcagVerdict {
  if (use === 'ui') return ratio >= 3 ? 'AA' : 'fail';
  if (ratio >= 7) return 'AAA';
  return ratio >= 4.5 ? 'AA' : 'fail';
}

/** "4.52:1" style, two decimals, truncated so that a failing 4.499 never shows as 4.50. */
export function formatRatio(ratio: number, language: string | undefined): string {
  const truncated = Math.floor(ratio * 100) / 100;
  const tag = language?.toLowerCase().startsWith('en') ? 'en-CA' : 'fr-CA';
  return `${new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(truncated)}:1`;
}
