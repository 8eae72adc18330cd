import { describe, expect, it } from 'vitest';
import { disputeEvidence } from './dispute-evidence.js';
import type { CaseVisit } from './ports.js';

const visit: CaseVisit = {
  bookingId: 'b1',
  clientId: 'u1',
  cleanerId: 'u2',
  status: 'completed',
  paymentStatus: 'fully_paid',
  date: '2026-11-28',
  startsAt: new Date('2026-11-28T14:00:00Z'),
  durationMinutes: 180,
  cleaningType: 'regular',
  address: '1234 rue Saint-Denis, Montréal',
  punchIn: { at: '2026-11-28T13:58:00Z', distanceMeters: 12, measuredFrom: { kind: 'address', postalArea: null, town: 'Montréal' } },
  punchOut: { at: '2026-11-28T17:02:00Z', distanceMeters: 20, measuredFrom: null },
  workedMinutes: 184,
  totalCents: 13_000,
  checklist: [
    { label: 'Laver les planchers', done: true, doneAt: '2026-11-28T15:00:00Z' },
    { label: 'Épousseter', done: false, doneAt: null },
  ],
  photos: [
    { id: 'p1', kind: 'before', createdAt: '2026-11-28T14:00:00Z' },
    { id: 'p2', kind: 'after', createdAt: '2026-11-28T17:00:00Z' },
    { id: 'p3', kind: 'after', createdAt: '2026-11-28T17:01:00Z' },
  ],
};

describe('disputeEvidence', () => {
  it('writes Stripe’s text fields from the visit: date, punches in Quebec time, checklist, photos, messages, terms', () => {
    const e = disputeEvidence({ visit, client: { id: 'u1', name: 'Marie Tremblay', email: 'marie@example.com', locale: 'fr' }, terms: { version: '1.1', acceptedAt: new Date('2026-10-01T12:00:00Z'), language: 'fr' }, messages: 3, note: 'Merci' });
    expect(e.service_date).toBe('2026-11-28');
    expect(e.customer_name).toBe('Marie Tremblay');
    expect(e.customer_email_address).toBe('marie@example.com');
    expect(e.product_description).toContain('total 130.00 CAD');
    expect(e.uncategorized_text).toContain("Cleaner's arrival recorded in the app: Nov 28, 2026, 8:58 a.m. (Quebec time), 12 m from the address.");
    expect(e.uncategorized_text).toContain('Checklist: 1 of 2 tasks checked off (Laver les planchers).');
    expect(e.uncategorized_text).toContain('1 before and 2 after the cleaning');
    expect(e.uncategorized_text).toContain('exchanged 3 messages');
    expect(e.uncategorized_text).toContain("Note from Éclat's team: Merci");
    expect(e.refund_policy_disclosure).toBe(e.cancellation_policy_disclosure);
    expect(e.refund_policy_disclosure).toContain('version 1.1 (French), on 2026-10-01');
  });

  it('says what is missing rather than leaving it out, and sends no terms field without an acceptance', () => {
    const e = disputeEvidence({ visit: { ...visit, punchIn: null, punchOut: null, workedMinutes: null, checklist: [], photos: [] }, client: null, terms: null, messages: 0, note: '' });
    expect(e.uncategorized_text).toContain('No arrival was recorded in the app.');
    expect(e.uncategorized_text).toContain('No checklist was set for this visit.');
    expect(e.uncategorized_text).toContain('No photos were taken during the visit.');
    expect(e.uncategorized_text).toContain('No messages were exchanged');
    expect(e).not.toHaveProperty('refund_policy_disclosure');
    expect(e).not.toHaveProperty('customer_email_address');
  });
});
