import { describe, expect, it } from 'vitest';
import { hasMessage, localeFromHeader, translate } from './messages.js';

describe('localeFromHeader', () => {
  it('is French without a header or with an empty one', () => {
    expect(localeFromHeader(undefined)).toBe('fr');
    expect(localeFromHeader('')).toBe('fr');
  });

  it('reads the language part of a tag, case-insensitively', () => {
    expect(localeFromHeader('en')).toBe('en');
    expect(localeFromHeader('en-CA')).toBe('en');
    expect(localeFromHeader('EN-us')).toBe('en');
    expect(localeFromHeader('fr-CA')).toBe('fr');
  });

  it('follows q-values, whatever the order of the list', () => {
    expect(localeFromHeader('fr;q=0.5, en;q=0.8')).toBe('en');
    expect(localeFromHeader('en;q=0.3,fr-CA;q=0.9')).toBe('fr');
    expect(localeFromHeader('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
  });

  it('skips languages it does not have', () => {
    expect(localeFromHeader('de-DE,de;q=0.9,en;q=0.5')).toBe('en');
    expect(localeFromHeader('es, it;q=0.8')).toBe('fr');
    expect(localeFromHeader('*')).toBe('fr');
  });

  it('treats q=0 (not wanted) as the lowest rank', () => {
    expect(localeFromHeader('en;q=0, fr;q=0.1')).toBe('fr');
  });
});

describe('translate', () => {
  it('gives the text of a code in each language', () => {
    expect(translate('auth.invalid_credentials', 'fr')).toBe('Courriel ou mot de passe incorrect.');
    expect(translate('auth.invalid_credentials', 'en')).toBe('Incorrect email or password.');
  });

  it('fills {{params}}', () => {
    expect(translate('rate_limited', 'en', { seconds: 42 })).toBe('Too many requests. Please try again in 42 seconds.');
    expect(translate('fields.too_short', 'fr', { min: 2 })).toBe('Doit contenir au moins 2 caractères');
    expect(translate('uploads.invalid_image_type', 'fr', { types: 'JPG, PNG' })).toBe('Type de fichier invalide. Types acceptés\u00a0: JPG, PNG.');
  });

  it('writes a date parameter as a reader would, not as YYYY-MM-DD (issue #14)', () => {
    expect(translate('booking.cleaner_unavailable', 'fr', { date: '2026-11-24' })).toBe("La personne de ménage n'est pas disponible à cette heure le mardi 24 novembre 2026.");
    expect(translate('booking.cleaner_unavailable', 'en', { date: '2026-11-24' })).toBe('The cleaner is not available at that time on Tuesday, November 24, 2026.');
  });

  it('leaves a missing param empty rather than printing the placeholder', () => {
    expect(translate('rate_limited', 'en')).not.toContain('{{');
  });

  it('falls back to the generic message for an unknown code, never leaking the code', () => {
    expect(translate('no.such.code', 'fr')).toBe('Quelque chose s\'est mal passé. Veuillez réessayer.');
    expect(translate('no.such.code', 'en')).toBe('Something went wrong. Please try again.');
    expect(translate('auth', 'en')).toBe('Something went wrong. Please try again.');
    expect(translate('auth.invalid_credentials.deeper', 'en')).toBe('Something went wrong. Please try again.');
  });
});

describe('translate, the punch-in position check (issue #40)', () => {
  it('writes distances as people read them and says what was compared, in both languages alike', () => {
    const far = { distanceMeters: 12_326, limitMeters: 500 };
    expect(translate('booking.too_far', 'fr', far)).toBe('Vous êtes à 12,3\u00a0km de l’adresse de la propriété\u00a0: le pointage est possible à moins de 500\u00a0m.');
    expect(translate('booking.too_far', 'en', far)).toBe('You are 12.3\u00a0km from the property’s address: punching in is possible within 500\u00a0m.');
    const area = { distanceMeters: 850, limitMeters: 3500, context: 'postal_area', fsa: 'H7N', town: 'Laval' };
    expect(translate('booking.too_far', 'en', area)).toBe(
      'You are 850\u00a0m from the centre of postal area H7N, the only known position of the property (no geocoder placed it): punching in is possible within 3.5\u00a0km of that centre.',
    );
    const town = { distanceMeters: 11_020, limitMeters: 10_500, context: 'town', fsa: '', town: 'Sutton' };
    expect(translate('booking.too_far', 'fr', town)).toBe(
      'Vous êtes à 11\u00a0km du centre de Sutton, seule position connue de la propriété (aucun géocodeur ne l’a placée)\u00a0: le pointage est possible à moins de 10,5\u00a0km de ce centre.',
    );
    expect(translate('booking.too_far', 'en', town)).toContain('from the centre of Sutton, the only known position of the property');
  });
});

describe('translate, a training module to confirm (issue #40)', () => {
  it('names the module', () => {
    expect(translate('cleaners.training_required', 'fr', { context: 'safety_protocols' })).toBe('Confirmez le module de formation «\u00a0Protocoles de sécurité\u00a0».');
    expect(translate('cleaners.training_required', 'en', { context: 'customer_service' })).toBe('Acknowledge the training module “Customer service”.');
  });
});

describe('hasMessage', () => {
  it('is true for codes present in both languages, false otherwise', () => {
    expect(hasMessage('auth.too_young')).toBe(true);
    expect(hasMessage('validation_failed')).toBe(true);
    expect(hasMessage('auth.nope')).toBe(false);
    // A branch of the catalogue is not a message.
    expect(hasMessage('fields')).toBe(false);
  });
});

describe('translate, the open visits holding a deletion back', () => {
  it('words one visit in the singular and several in the plural, without "visite(s)"', () => {
    const one = translate('account.open_visits', 'fr', { count: 1, visits: 'lundi 7 décembre à 8\u00a0h', context: 'one' });
    expect(one).toContain('encore une visite demandée, confirmée ou en cours');
    expect(one).toContain('Annulez-la ');
    const two = translate('account.open_visits', 'fr', { count: 2, visits: 'lundi 7 décembre à 8\u00a0h ; mardi 8 décembre à 9\u00a0h' });
    expect(two).toContain('encore 2 visites demandées, confirmées ou en cours');
    expect(two).toContain('Annulez-les ');
    for (const text of [one, two, translate('account.open_visits', 'en', { count: 1, visits: 'Monday', context: 'one' })]) expect(text).not.toMatch(/\(s\)/);
  });
});
