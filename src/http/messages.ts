import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCalendarDate, formatTime } from '../shared/datetime-format.js';
import { formatDistance } from '../shared/distance-format.js';
import { LOCALES, type Locale } from '../shared/locale.js';

type Tree = { [key: string]: string | Tree };

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/locales');

// The same files the web app loads, so a code has one text per language across the product.
const catalogs = Object.fromEntries(
  LOCALES.map((lng) => [lng, JSON.parse(readFileSync(path.join(localesDir, lng, 'errors.json'), 'utf8')) as Tree]),
) as Record<Locale, Tree>;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A parameter as the reader writes it: a calendar date (YYYY-MM-DD) becomes "mardi 24 novembre 2026" /
 * "Tuesday, November 24, 2026"; an instant (ISO 8601, UTC) its Quebec time, "10 h 40" / "10:40 AM";
 * a number named `…Meters` a distance, "850 m" / "12,3 km" / "12.3 km".
 */
function paramText(name: string, value: string | number | undefined, locale: Locale): string {
  if (typeof value === 'number' && name.endsWith('Meters')) return formatDistance(value, locale);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value, locale, { year: true });
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)) return formatTime(new Date(value), locale);
  return String(value ?? '');
}

/**
 * Translates an error code; unknown codes fall back to the generic message rather than leaking the code.
 * A `context` parameter picks the variant `<code>_<context>` when there is one (as i18next does).
 */
export function translate(code: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const variant = typeof params.context === 'string' ? lookup(catalogs[locale], `${code}_${params.context}`) : undefined;
  const template = variant ?? lookup(catalogs[locale], code) ?? lookup(catalogs[locale], 'internal')!;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => paramText(name, params[name], locale));
}

export const hasMessage = (code: string): boolean => LOCALES.every((lng) => lookup(catalogs[lng], code) !== undefined);

/** Picks fr or en from an Accept-Language header, French when neither is asked for. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'fr';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { lang: (tag ?? '').toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((l) => l.lang === 'fr' || l.lang === 'en')
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Locale | undefined) ?? 'fr';
}
