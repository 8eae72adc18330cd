import { describe, expect, it } from 'vitest';
import { termsChangeEmail, termsVersionUrl } from './change-notice-email.js';

const change = (locale: 'fr' | 'en', changes: { fr: string; en: string } | null = { fr: 'Les frais de service passent à 6 %.', en: 'The service fee goes to 6%.' }) => ({
  version: '2.0',
  effectiveDate: '2027-01-01',
  changes,
  url: termsVersionUrl('https://eclat.example/', '2.0', locale),
  accountUrl: 'https://eclat.example/profile',
});

describe('the written notice of a new version of the terms', () => {
  it('links the version in French, and the English text for English accounts', () => {
    expect(termsVersionUrl('https://eclat.example/', '2.0', 'fr')).toBe('https://eclat.example/terms?version=2.0');
    expect(termsVersionUrl('https://eclat.example', '2.0', 'en')).toBe('https://eclat.example/terms?lang=en&version=2.0');
  });

  it('says in French what changes, when (the Quebec way), where to read it and the right to refuse', () => {
    const mail = termsChangeEmail({ email: 'marie@example.com', name: 'Marie', locale: 'fr' }, change('fr'));
    expect(mail.to).toBe('marie@example.com');
    expect(mail.subject).toBe("Nos conditions d'utilisation changent le vendredi 1er janvier 2027");
    expect(mail.text).toContain('La nouvelle version (2.0) entrera en vigueur le vendredi 1er janvier 2027.');
    expect(mail.text).toContain('Ce qui change\u00a0: Les frais de service passent à 6 %.');
    expect(mail.text).toContain('supprimer votre compte, sans frais ni pénalité, au plus tard 30 jours après son entrée en vigueur');
    expect(mail.text).toContain('Lire la nouvelle version\u00a0: https://eclat.example/terms?version=2.0');
    expect(mail.text).toContain('https://eclat.example/profile');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('href="https://eclat.example/terms?version=2.0"');
  });

  it('says the same in English', () => {
    const mail = termsChangeEmail({ email: 'jean@example.com', name: 'Jean', locale: 'en' }, change('en'));
    expect(mail.subject).toBe('Our terms of use change on Friday, January 1, 2027');
    expect(mail.text).toContain('The new version (2.0) takes effect on Friday, January 1, 2027.');
    expect(mail.text).toContain('What changes: The service fee goes to 6%.');
    expect(mail.text).toContain('delete your account, at no cost or penalty, no later than 30 days after it takes effect');
    expect(mail.text).toContain('Read the new version: https://eclat.example/terms?lang=en&version=2.0');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('points to the new version when the entry has no summary of the changes', () => {
    expect(termsChangeEmail({ email: 'm@example.com', name: 'Marie', locale: 'fr' }, change('fr', null)).text).toContain('Consultez la nouvelle version pour connaître les clauses ajoutées ou modifiées');
    expect(termsChangeEmail({ email: 'j@example.com', name: 'Jean', locale: 'en' }, change('en', null)).text).toContain('See the new version for the clauses added or changed');
  });
});
