/**
 * One number format per locale and options, made once: a page of cleaners' cards formats prices,
 * ratings and counts by the dozen as it is drawn (issue #39).
 *
 * Canada's two locales are written here rather than by Intl.NumberFormat: the first Intl.NumberFormat a
 * page makes sets up the engine's number formatting (35–60 ms on a desktop, four times that on a phone,
 * in one task), and every public page formats a price or a rating while it is hydrated. The figures are
 * Intl's own (its shortest decimal of the number, rounded half away from zero; CLDR's separators and
 * patterns for fr-CA and en-CA), which number-format.test.ts checks against Intl. Any other locale, option
 * or number (exponents, infinities) goes to Intl.NumberFormat.
 */

export interface NumberFormatter {
  format(value: number): string;
}

const formats = new Map<string, NumberFormatter>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): NumberFormatter {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = canadianFormat(locale, options) ?? new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

interface Convention {
  decimal: string;
  group: string;
  currency: (digits: string) => string;
  percent: (digits: string) => string;
}

const NBSP = '\u00a0';
const CONVENTIONS: Record<string, Convention> = {
  'fr-CA': { decimal: ',', group: NBSP, currency: (d) => `${d}${NBSP}$`, percent: (d) => `${d}${NBSP}%` },
  'en-CA': { decimal: '.', group: ',', currency: (d) => `$${d}`, percent: (d) => `${d}%` },
};

const HANDLED = new Set(['style', 'currency', 'minimumFractionDigits', 'maximumFractionDigits']);

function canadianFormat(locale: string, options: Intl.NumberFormatOptions): NumberFormatter | null {
  const convention = CONVENTIONS[locale];
  const style = options.style ?? 'decimal';
  if (!convention || Object.keys(options).some((k) => !HANDLED.has(k))) return null;
  if (style === 'currency' ? options.currency !== 'CAD' : (style !== 'decimal' && style !== 'percent') || options.currency !== undefined) return null;
  // Intl's defaults per style, and how one given bound moves the other.
  const [defaultMin, defaultMax] = style === 'currency' ? [2, 2] : style === 'percent' ? [0, 0] : [0, 3];
  const min = options.minimumFractionDigits ?? Math.min(defaultMin, options.maximumFractionDigits ?? defaultMin);
  const max = options.maximumFractionDigits ?? Math.max(min, defaultMax);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return null;
  const intl = () => new Intl.NumberFormat(locale, options);
  let fallback: Intl.NumberFormat | null = null;
  return {
    format(value: number): string {
      const text = String(Math.abs(value));
      // Exponents (below 1e-6, from 1e21) and non-finite numbers: Intl's.
      if (!Number.isFinite(value) || text.includes('e')) return (fallback ??= intl()).format(value);
      const [whole, fraction] = round(text, style === 'percent' ? 2 : 0, min, max);
      const digits = group(whole, convention.group) + (fraction ? convention.decimal + fraction : '');
      const body = style === 'currency' ? convention.currency(digits) : style === 'percent' ? convention.percent(digits) : digits;
      // Intl keeps the sign of a negative number that rounds to zero, and of -0.
      return value < 0 || Object.is(value, -0) ? `-${body}` : body;
    },
  };
}

/** A non-negative decimal's digits, its point moved `shift` places right, rounded half up to `max` decimals, `min` kept. */
function round(text: string, shift: number, min: number, max: number): [string, string] {
  const [intPart = '0', fracPart = ''] = text.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + shift;
  while (digits.length < point) digits += '0';
  // Every digit up to the last kept one, then rounding by the first one dropped.
  const keep = point + max;
  let kept = digits.slice(0, keep).padEnd(keep, '0');
  if ((digits[keep] ?? '0') >= '5') {
    const up = (BigInt(`1${kept}`) + 1n).toString();
    // A carry past the first digit ("999" + 1) adds one to the whole part.
    if (up[0] === '2') {
      kept = `1${up.slice(1)}`;
      point += 1;
    } else kept = up.slice(1);
  }
  const whole = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  let fraction = kept.slice(point);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return [whole, fraction];
}

function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
