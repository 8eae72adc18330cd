import { describe, expect, it } from 'vitest';
import { paymentFailedEmail, refundEmail } from './payment-emails.js';

const marie = { email: 'marie@example.com', name: 'Marie', locale: 'fr' as const };
const mary = { email: 'mary@example.com', name: 'Mary', locale: 'en' as const };

describe('payment emails (issue #42)', () => {
  it('write the visit day as people do, never as 2026-11-28', () => {
    const fr = refundEmail(marie, { amountCents: 2500, date: '2026-11-28', reason: 'Geste commercial', link: 'https://eclat.example/bookings/1' });
    const en = refundEmail(mary, { amountCents: 2500, date: '2026-11-28', reason: 'Goodwill', link: 'https://eclat.example/bookings/1' });
    expect(fr.text).toContain('pour le ménage du samedi 28 novembre');
    expect(en.text).toContain('for the cleaning on Saturday, November 28');
    const failed = paymentFailedEmail(marie, { amountCents: 5000, date: '2026-11-28', kind: 'cancellation_fee', reason: 'card_declined', link: 'https://eclat.example/bookings/1', retriesLeft: false });
    expect(failed.text).toContain('du ménage du samedi 28 novembre');
    for (const m of [fr, en, failed]) expect(m.text).not.toContain('2026-11-28');
  });
});
