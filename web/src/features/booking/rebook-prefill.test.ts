import { describe, expect, it } from 'vitest';
import type { RebookPrefill } from './api/get-rebook-prefill';
import { prefilledValues } from './rebook-prefill';

const prefill: RebookPrefill = {
  fromBookingId: '00000000-0000-4000-8000-000000000001',
  cleaner: { id: '00000000-0000-4000-8000-000000000002', name: 'Léa', slug: 'lea', bookable: true },
  property: { id: 'p1', name: 'Maison' },
  cleaningType: 'deep',
  durationHours: 4.5,
  pets: { hasPets: true, kinds: ['cat'] },
  suppliesProvided: true,
  allowPhotos: false,
  tasks: [
    { category: 'kitchen', label: 'Nettoyer le four' },
    { category: 'mystère', label: 'Autre chose' },
  ],
  notes: 'Le chat reste dans la chambre.',
  problems: [],
};

describe('prefilledValues', () => {
  it("keeps the visit's property, type, duration, options and checklist; no date or time", () => {
    const v = prefilledValues(prefill, ['p0', 'p1'], ['regular', 'deep']);
    expect(v).toMatchObject({ propertyId: 'p1', cleaningType: 'deep', durationHours: '4.5', hasPets: true, petKinds: ['cat'], suppliesProvided: true, allowPhotos: false, notes: 'Le chat reste dans la chambre.', date: '', time: '' });
    expect(v.tasks.map((t) => [t.category, t.label])).toEqual([
      ['kitchen', 'Nettoyer le four'],
      ['other', 'Autre chose'],
    ]);
  });

  it('leaves the property to choose when it was deleted, and the type when no longer offered', () => {
    const v = prefilledValues({ ...prefill, property: null, problems: ['property_removed'] }, ['p0', 'p9'], ['regular']);
    expect([v.propertyId, v.cleaningType]).toEqual(['', '']);
    expect(prefilledValues({ ...prefill, property: null }, ['p9'], ['deep']).propertyId).toBe('p9');
  });
});
