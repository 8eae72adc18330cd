import { describe, expect, it } from 'vitest';
import { mergeProblems } from './form-problems';

describe('mergeProblems', () => {
  it('keeps every field\'s problem once, the form\'s own first', () => {
    expect(
      mergeProblems({ 'serviceCities.0.hourlyRateCents': 'Montant invalide.' }, { 'serviceCities.0.hourlyRateCents': 'Entre 17 et 199.', street: 'Requis.', postalCode: 'Requis.' }),
    ).toEqual({ 'serviceCities.0.hourlyRateCents': 'Montant invalide.', street: 'Requis.', postalCode: 'Requis.' });
    expect(mergeProblems({ 'fixedRates.house': 'Montant invalide.' }, { fixedRates: 'Au moins un tarif.' })).toEqual({ 'fixedRates.house': 'Montant invalide.' });
  });
});
