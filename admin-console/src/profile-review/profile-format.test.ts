import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr';
import { en } from '../i18n/en';
import { fixedRatesText, serviceCitiesText, serviceTypesText } from './profile-format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('profile review texts', () => {
  it('write hourly rates the Quebec way in French ("32,00 $/h") and the Canadian way in English', () => {
    const cities = [{ placeId: 'p1', hourlyRateCents: 3200 }, { placeId: 'p2', hourlyRateCents: 3550 }];
    expect(plain(serviceCitiesText(cities, { p1: 'Montréal', p2: 'Laval' }, 'fr'))).toBe('Montréal (32,00 $/h), Laval (35,50 $/h)');
    expect(serviceCitiesText(cities, { p1: 'Montréal' }, 'en')).toBe('Montréal ($32.00/h), p2 ($35.50/h)');
    expect(plain(fixedRatesText({ condo: 12000 }, (t) => `[${t}]`, 'fr'))).toBe('[condo] 120,00 $');
  });

  it('name the services by their labels, in each language', () => {
    const label = (messages: typeof fr) => (type: string) => (messages.eclat.bookings.cleaning_type as Record<string, string>)[type] ?? type;
    const frText = serviceTypesText(['regular', 'deep'], label(fr));
    expect(frText).not.toMatch(/regular|deep/);
    expect(frText).toBe(`${fr.eclat.bookings.cleaning_type.regular}, ${fr.eclat.bookings.cleaning_type.deep}`);
    expect(serviceTypesText(['regular', 'deep'], label(en))).toBe(`${en.eclat.bookings.cleaning_type.regular}, ${en.eclat.bookings.cleaning_type.deep}`);
  });
});
