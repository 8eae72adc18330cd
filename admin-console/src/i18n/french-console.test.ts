import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n-provider';

/**
 * Issue #41: the French console shows no English default and no raw plural form. Scans the merged
 * French messages and the console's components: a message with plural forms ("Code promo |||| Codes
 * promo") used as a title or translated without smart_count shows both forms; a resource that can be
 * created says "Pas encore de…" and "Voulez-vous en créer…" in its own words (gender and case), not
 * react-admin's generic "Pas encore de Clé d’API. Voulez-vous en créer un ?".
 */
const ROOT = 'admin-console/src';
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
const sources = files(ROOT).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

void i18nProvider.changeLocale('fr');
const fr = (key: string) => i18nProvider.translate(key, { _: '' });
const frWith = (key: string, options: object) => i18nProvider.translate(key, { _: '', ...options });

// The resources with a create page (their folders' index.ts declare `create:`).
const CREATABLE = ['faq-entries', 'blog-posts', 'gallery-items', 'testimonials', 'impact-figures', 'api-keys', 'newsletter-campaigns', 'promo-codes', 'confidentiality-incidents'];

describe('the French console', () => {
  it('never shows a message with plural forms without choosing one (title="…name", translate without smart_count)', () => {
    const found: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/(?:title|label)="([a-z][\w.-]+)"|translate\(\s*'([a-z][\w.-]+)'\s*\)/g)) {
        const key = m[1] ?? m[2]!;
        if (fr(key).includes('||||')) found.push(`${file}: ${key}`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(CREATABLE)('says in its own words that %s has nothing yet and invites to create one', (resource) => {
    const empty = fr(`resources.${resource}.empty`);
    const invite = fr(`resources.${resource}.invite`);
    expect(empty, `resources.${resource}.empty`).not.toBe('');
    expect(invite, `resources.${resource}.invite`).not.toBe('');
    // react-admin's generic texts, which capitalise the name mid-sentence and assume a masculine noun.
    expect(empty).not.toBe(frWith('ra.page.empty', { name: frWith(`resources.${resource}.name`, { smart_count: 0 }) }));
    expect(invite).not.toBe(fr('ra.page.invite'));
    // Its create page's title in its own words, not "Créer Code promo".
    expect(fr(`resources.${resource}.page.create`), `resources.${resource}.page.create`).toMatch(/^Nouv/);
  });

  it('says "Pas encore de clé d’API. Voulez-vous en créer une ?" for API keys', () => {
    expect(`${fr('resources.api-keys.empty')} ${fr('resources.api-keys.invite')}`).toBe('Pas encore de clé d’API. Voulez-vous en créer une\u202f?');
  });

  it('has no English text hard-coded in its components (labels, titles, button texts)', () => {
    const english = /\b(Delete|Cancel|Save|Create|Edit|Close|Confirm|Remove|Upload|Search|Loading)\b/;
    const found: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/(?:label|title|aria-label|placeholder|helperText|emptyText)=["']([^"']+)["']|>\s*([A-Z][a-z]+(?: [a-z]+)*)\s*</g)) {
        const value = m[1] ?? m[2]!;
        if (english.test(value)) found.push(`${file}: ${value}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('formats dates, times and money through the console\'s Quebec formatters, never the browser\'s locale', () => {
    // react-admin's DateField and toLocaleString follow the browser ("2026-12-01 16 h 48 min 23 s", even in
    // English); toFixed(2) writes "32.00 $". The cases screens are being reworked on their own branch.
    const found = sources
      .filter(({ file }) => !file.includes(`${path.sep}cases${path.sep}`))
      .flatMap(({ file, text }) => [...text.matchAll(/<DateField\b|\.toLocale(?:Date|Time)?String\(|\.toFixed\(2\)/g)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});
