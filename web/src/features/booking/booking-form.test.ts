import { describe, expect, it } from 'vitest';
import { hasMissingRequired, initialFormValues, parseHours, toDraft, validateForm, type BookingFormValues } from './booking-form';

const TODAY = '2026-11-22';
const CLEANER = '11111111-1111-4111-8111-111111111111';
const complete = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...initialFormValues(),
  propertyId: '22222222-2222-4222-8222-222222222222',
  cleaningType: 'regular',
  date: '2026-11-24',
  time: '09:00',
  ...over,
});

describe('initialFormValues', () => {
  it('leaves the photo consent unticked (Law 25, privacy by default; issue #42)', () => {
    expect(initialFormValues().allowPhotos).toBe(false);
  });
});

describe('validateForm', () => {
  it('lists every missing required field', () => {
    const errors = validateForm(initialFormValues(), TODAY);
    expect(errors).toEqual({ propertyId: 'required', cleaningType: 'required', date: 'required', time: 'required' });
    expect(hasMissingRequired(errors)).toBe(true);
  });

  it('accepts a complete form', () => {
    expect(validateForm(complete(), TODAY)).toEqual({});
  });

  it('refuses less than 4 hours, more than 12 and other than half hours', () => {
    expect(validateForm(complete({ durationHours: '3.5' }), TODAY).durationHours).toBe('minDuration');
    expect(validateForm(complete({ durationHours: '12.5' }), TODAY).durationHours).toBe('maxDuration');
    expect(validateForm(complete({ durationHours: '4.25' }), TODAY).durationHours).toBe('durationStep');
    expect(validateForm(complete({ durationHours: '4,5' }), TODAY)).toEqual({});
    expect(hasMissingRequired(validateForm(complete({ durationHours: '3' }), TODAY))).toBe(false);
  });

  it('refuses a past date but accepts today', () => {
    expect(validateForm(complete({ date: '2026-11-21' }), TODAY).date).toBe('pastDate');
    expect(validateForm(complete({ date: TODAY }), TODAY)).toEqual({});
  });

  it('checks visits for a series and the interval for a custom frequency', () => {
    expect(validateForm(complete({ frequency: 'weekly', visits: '1' }), TODAY).visits).toBe('visitsRange');
    expect(validateForm(complete({ frequency: 'weekly', visits: '13' }), TODAY).visits).toBe('visitsRange');
    expect(validateForm(complete({ frequency: 'custom', intervalDays: '' }), TODAY).intervalDays).toBe('required');
    expect(validateForm(complete({ frequency: 'custom', intervalDays: '61' }), TODAY).intervalDays).toBe('intervalRange');
    expect(validateForm(complete({ frequency: 'once', visits: '' }), TODAY)).toEqual({});
  });

  it('needs a reason for an emergency', () => {
    expect(validateForm(complete({ emergency: true }), TODAY).emergencyReason).toBe('required');
    expect(validateForm(complete({ emergency: true, emergencyReason: 'ab' }), TODAY).emergencyReason).toBe('reasonLength');
  });
});

describe('toDraft', () => {
  it('is null while the form is incomplete', () => {
    expect(toDraft(initialFormValues(), CLEANER, TODAY)).toBeNull();
    expect(toDraft(complete({ durationHours: '3' }), CLEANER, TODAY)).toBeNull();
  });

  it('builds the API draft of a single visit', () => {
    const draft = toDraft(complete({ notes: '  ', promoCode: ' BIENVENUE ', hasPets: false, petKinds: ['cat'] }), CLEANER, TODAY);
    expect(draft).toEqual({
      cleanerId: CLEANER,
      propertyId: '22222222-2222-4222-8222-222222222222',
      cleaningType: 'regular',
      date: '2026-11-24',
      time: '09:00',
      durationHours: 4,
      frequency: 'once',
      visits: 1,
      pets: { hasPets: false, kinds: [] },
      suppliesProvided: false,
      allowPhotos: false,
      emergency: null,
      tasks: [],
      notes: null,
      promoCode: 'BIENVENUE',
    });
  });

  it('builds a custom series with emergency, pets and tasks', () => {
    const draft = toDraft(
      complete({
        frequency: 'custom',
        visits: '6',
        intervalDays: '10',
        durationHours: '5.5',
        hasPets: true,
        petKinds: ['dog'],
        emergency: true,
        emergencyReason: ' Dégât d’eau ',
        emergencyPriority: 'high',
        tasks: [
          { key: 'a', category: 'kitchen', label: ' Four ' },
          { key: 'b', category: 'other', label: '   ' },
        ],
      }),
      CLEANER,
      TODAY,
    );
    expect(draft).toMatchObject({
      frequency: 'custom',
      visits: 6,
      intervalDays: 10,
      durationHours: 5.5,
      pets: { hasPets: true, kinds: ['dog'] },
      emergency: { reason: 'Dégât d’eau', priority: 'high' },
      tasks: [{ category: 'kitchen', label: 'Four' }],
    });
  });

  it('parses hours typed with a comma or a dot', () => {
    expect(parseHours('4,5')).toBe(4.5);
    expect(parseHours('6')).toBe(6);
    expect(parseHours('abc')).toBeNull();
  });
});
