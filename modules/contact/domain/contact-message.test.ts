import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { checkContactInput, referenceOf, setHandled, type ContactMessage } from './contact-message.js';

const valid = { name: '  Ana\nLys ', email: ' Ana@Example.com ', category: 'booking' as const, message: '  Bonjour,\r\nma visite de mardi ?  ', locale: 'fr' as const };

describe('contact messages', () => {
  it('trims, keeps one-line names and finds the booking id in a pasted address', () => {
    const checked = checkContactInput({ ...valid, bookingReference: ' https://eclat.test/bookings/6F1C2B9A-1D2E-4F3A-8B7C-0D1E2F3A4B5C ' });
    expect(checked).toMatchObject({ name: 'Ana Lys', email: 'ana@example.com', message: 'Bonjour,\nma visite de mardi ?', bookingId: '6f1c2b9a-1d2e-4f3a-8b7c-0d1e2f3a4b5c' });
    expect(checkContactInput({ ...valid, bookingReference: '   ' })).toMatchObject({ bookingReference: null, bookingId: null });
    expect(checkContactInput({ ...valid, bookingReference: 'R-42' })).toMatchObject({ bookingReference: 'R-42', bookingId: null });
  });

  it('names every refused field at once', () => {
    try {
      checkContactInput({ ...valid, name: ' ', email: 'nope', message: 'court' });
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).issues.map((i) => [i.field, i.code])).toEqual([
        ['body.name', 'fields.required'],
        ['body.email', 'fields.invalid_email'],
        ['body.message', 'fields.too_short'],
      ]);
    }
  });

  it('toggles handled with who and when; the same state again changes nothing', () => {
    const m: ContactMessage = { ...checkContactInput(valid), id: 'abcdef12-0000-4000-8000-000000000000', userId: null, createdAt: new Date(0), handledAt: null, handledBy: null };
    expect(referenceOf(m.id)).toBe('ABCDEF12');
    const at = new Date(1000);
    const handled = setHandled(m, true, 'admin-1', at);
    expect(handled).toMatchObject({ handledAt: at, handledBy: 'admin-1' });
    expect(setHandled(handled, true, 'admin-2', new Date(2000))).toBe(handled);
    expect(setHandled(handled, false, 'admin-2', new Date(2000))).toMatchObject({ handledAt: null, handledBy: null });
  });
});
