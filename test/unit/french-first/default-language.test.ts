// Bill 96: French is the language of a visitor or a recipient who chose nothing. English is only for
// someone who asked for it (?lang=en, the saved choice, an English browser, an English account).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../../src/http/ssr/page-language.js';
import { localeFromHeader, translate } from '../../../src/http/messages.js';
import { DEFAULT_LOCALE } from '../../../src/shared/locale.js';
import { passwordResetEmail } from '../../../modules/identity/application/emails.js';
import { frenchProblems } from './same-in-both.js';

describe('Bill 96: French unless English was chosen', () => {
  it('draws a public page in French without ?lang, cookie or a supported browser language', () => {
    expect(pageLanguage({ lang: null, cookie: undefined, acceptLanguage: undefined })).toBe('fr');
    expect(pageLanguage({ lang: null, cookie: undefined, acceptLanguage: '' })).toBe('fr');
    expect(pageLanguage({ lang: 'de', cookie: 'xx', acceptLanguage: 'de-DE,es;q=0.8' })).toBe('fr');
    // A choice is honoured.
    expect(pageLanguage({ lang: 'en', cookie: undefined, acceptLanguage: undefined })).toBe('en');
    expect(pageLanguage({ lang: null, cookie: 'en', acceptLanguage: 'fr-CA' })).toBe('en');
  });

  // The web app's own start (saved choice, browser, else French) is held by web/src/i18n/languages.test.ts.

  it('answers the API (errors, and the language of emails of sign-up, newsletter and contact) in French by default', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
    expect(localeFromHeader(undefined)).toBe('fr');
    expect(localeFromHeader('de-DE, es;q=0.5')).toBe('fr');
    expect(localeFromHeader('en-CA')).toBe('en');
    expect(translate('internal', localeFromHeader(undefined))).toBe(translate('internal', 'fr'));
  });

  it('stores French as the language of an account that did not choose (the language of its emails)', () => {
    const migration = readFileSync(fileURLToPath(new URL('../../../modules/identity/adapters/persistence/migrations/2026112201-identity-init.ts', import.meta.url)), 'utf8');
    expect(migration).toMatch(/locale text not null default 'fr'/);
  });

  it('writes an email in French for any recipient who did not choose English', () => {
    const email = passwordResetEmail('a@example.com', 'Ana', DEFAULT_LOCALE, 'https://eclat.example/r', 30);
    expect(email.subject).toBe('Réinitialisez votre mot de passe Éclat');
  });
});

describe('the French-first rules themselves', () => {
  it('accept a French text of its own and words written the same in both languages', () => {
    expect(frenchProblems('Save', 'Enregistrer')).toEqual([]);
    expect(frenchProblems('Total', 'Total')).toEqual([]);
    expect(frenchProblems('{{count}} min', '{{count}} min')).toEqual([]);
    expect(frenchProblems('Write to help@eclat.example', 'Écrivez à help@eclat.example')).toEqual([]);
  });

  it('refuse a missing, empty, copied or half-translated French text, or one that lost a placeholder', () => {
    expect(frenchProblems('Save', undefined)).toEqual(['missing in French']);
    expect(frenchProblems('Save', '  ')).toEqual(['empty in French']);
    expect(frenchProblems('Save', 'Save')).toHaveLength(1);
    expect(frenchProblems('See your booking', 'Voir your réservation')[0]).toMatch(/English words/);
    expect(frenchProblems('Hello {{name}}', 'Bonjour')[0]).toMatch(/placeholders differ/);
  });
});
