import { describe, expect, it } from 'vitest';
import { serviceRatesPatch, type ServiceRateTexts } from './ServiceRatesFields';

const texts = (over: Partial<ServiceRateTexts>): ServiceRateTexts => ({ regular: '', deep: '', move_in_out: '', garage: '', office: '', airbnb: '', ...over });

describe('serviceRatesPatch', () => {
  it('sends cents for amounts typed the Quebec way and null for empty fields (the city rate again)', () => {
    const invalid: string[] = [];
    expect(serviceRatesPatch(texts({ deep: '35', move_in_out: '44,50 $' }), (f) => invalid.push(f))).toEqual({
      regular: null, deep: 3500, move_in_out: 4450, garage: null, office: null, airbnb: null,
    });
    expect(invalid).toEqual([]);
  });

  it('names the fields that are not amounts and leaves them out', () => {
    const invalid: string[] = [];
    const patch = serviceRatesPatch(texts({ deep: 'trente', airbnb: '40' }), (f) => invalid.push(f));
    expect(invalid).toEqual(['serviceRates.deep']);
    expect(patch.deep).toBeUndefined();
    expect(patch.airbnb).toBe(4000);
  });
});
