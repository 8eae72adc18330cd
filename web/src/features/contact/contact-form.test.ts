import { describe, expect, it } from 'vitest';
import { contactProblems } from './contact-form';

const valid = { name: 'Ana Lys', email: 'ana@example.com', category: 'booking' as const, bookingReference: '', message: 'Bonjour, une question sur ma visite.' };

describe('contact form checks', () => {
  it('accepts a complete message, the booking number being optional', () => {
    expect(contactProblems(valid)).toEqual({});
  });

  it('names each problem on its field', () => {
    expect(contactProblems({ name: ' ', email: 'x', category: '', bookingReference: 'r'.repeat(101), message: 'court' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      category: 'categoryRequired',
      bookingReference: 'referenceLength',
      message: 'messageLength',
    });
    expect(contactProblems({ ...valid, name: 'A', email: '' })).toEqual({ name: 'nameLength', email: 'emailRequired' });
  });
});
