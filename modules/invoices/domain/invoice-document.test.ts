import { describe, expect, it } from 'vitest';
import { ADDING_ROLES, buildInvoiceDocument } from './invoice-document.js';
import type { InvoiceSnapshot } from './invoice.js';
import { NBSP } from './money-format.js';

/** The worked example of modules/booking/domain/pricing.ts: 4 h x 30 $, supplies, first booking, GST and QST registered. */
const snapshot = (over: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot => ({
  version: 1,
  number: 'ECL-2026-000042',
  issuedAt: '2026-11-25T18:00:05.000Z',
  locale: 'fr',
  bookingId: '5b0c1f7e-2a4e-4f57-9b43-2f1f0d6c1a10',
  cleaningType: 'regular',
  period: { start: '2026-11-25T13:55:00.000Z', end: '2026-11-25T18:00:00.000Z' },
  client: { name: 'Élise Tremblay', email: 'elise@example.ca', address: { line1: '1234 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' } },
  cleaner: { name: 'Benoît Gagnon', gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' },
  platform: { name: 'Éclat', gstNumber: null, qstNumber: null },
  quote: {
    mode: 'hourly',
    hours: 4,
    rateCents: 3000,
    serviceCents: 12000,
    cleaningFeeCents: 1000,
    emergencyFeeCents: 0,
    subtotalCents: 13000,
    discounts: [{ kind: 'first_booking', amountCents: 1950 }],
    discountCents: 1950,
    serviceFeeCents: 553,
    taxLines: [
      { tax: 'gst', on: 'service', ratePermille: 50, baseCents: 11050, amountCents: 553 },
      { tax: 'qst', on: 'service', ratePermille: 99.75, baseCents: 11050, amountCents: 1102 },
      { tax: 'gst', on: 'platform_fee', ratePermille: 50, baseCents: 553, amountCents: 28 },
      { tax: 'qst', on: 'platform_fee', ratePermille: 99.75, baseCents: 553, amountCents: 55 },
    ],
    taxCents: 1738,
    totalCents: 13341,
    depositCents: 6671,
    remainderCents: 6670,
  },
  payments: [
    { kind: 'deposit', amountCents: 6671, at: '2026-11-22T15:00:00.000Z' },
    { kind: 'remainder', amountCents: 6670, at: '2026-11-25T18:00:01.000Z' },
  ],
  refunds: [],
  ...over,
});

const plain = (s: string) => s.replaceAll(NBSP, ' ');
const adding = (doc: ReturnType<typeof buildInvoiceDocument>) => doc.lines.filter((l) => ADDING_ROLES.includes(l.role));

describe('buildInvoiceDocument', () => {
  it('lists every line of the quote, and they add up to the total', () => {
    const doc = buildInvoiceDocument(snapshot());
    const total = doc.lines.at(-1)!;
    expect(total.role).toBe('total');
    expect(total.amountCents).toBe(13341);
    expect(adding(doc).reduce((s, l) => s + l.amountCents, 0)).toBe(13341);
    expect(doc.lines.map((l) => [l.role, l.amountCents])).toEqual([
      ['item', 12000],
      ['item', 1000],
      ['discount', -1950],
      ['subtotal', 11050],
      ['fee', 553],
      ['tax', 553],
      ['tax', 1102],
      ['tax', 28],
      ['tax', 55],
      ['total', 13341],
    ]);
  });

  it('adds up with an emergency fee, several discounts and an unregistered cleaner', () => {
    const doc = buildInvoiceDocument(
      snapshot({
        cleaner: { name: 'Benoît Gagnon', gstNumber: null, qstNumber: null },
        quote: {
          ...snapshot().quote,
          emergencyFeeCents: 1800,
          subtotalCents: 14800,
          discounts: [
            { kind: 'first_booking', amountCents: 2220 },
            { kind: 'promo', amountCents: 1000 },
          ],
          discountCents: 3220,
          serviceFeeCents: 579,
          taxLines: [
            { tax: 'gst', on: 'platform_fee', ratePermille: 50, baseCents: 579, amountCents: 29 },
            { tax: 'qst', on: 'platform_fee', ratePermille: 99.75, baseCents: 579, amountCents: 58 },
          ],
          taxCents: 87,
          totalCents: 12246,
        },
      }),
    );
    expect(adding(doc).reduce((s, l) => s + l.amountCents, 0)).toBe(12246);
    expect(doc.lines.at(-1)!.amountCents).toBe(12246);
    expect(doc.parties[1]!.lines).toEqual(['Benoît Gagnon', 'Non inscrit à la TPS et à la TVQ']);
    // No tax on the service: no note saying taxes are collected for the cleaner.
    expect(doc.notes.some((n) => n.includes('perçues pour le compte'))).toBe(false);
  });

  it('is written in French for a French client, amounts the Quebec way', () => {
    const doc = buildInvoiceDocument(snapshot());
    expect(doc.title).toBe('Facture ECL-2026-000042');
    expect(doc.filename).toBe('facture-ECL-2026-000042.pdf');
    expect(doc.heading).toBe('Facture');
    expect(doc.meta.map((m) => m.value)).toContain('25 novembre 2026');
    // Punch in 08:55 and out 13:00, Quebec time (EST), written the OQLF way (issue #14).
    expect(plain(doc.meta.find((m) => m.label === 'Période du service')!.value)).toBe('25 novembre 2026');
    // Issue #42: the booked hours are what is billed, the presence beside them.
    expect(plain(doc.meta.find((m) => m.label === 'Durée réservée')!.value)).toBe('4 h (facturée) · Présence : 8 h 55 à 13 h');
    expect(doc.notes).toContain('Le service est facturé selon la durée réservée, même si la visite se termine plus tôt (conditions affichées à la réservation).');
    expect(doc.lines.map((l) => plain(`${l.label}|${l.amount}`))).toEqual([
      'Ménage régulier : 4 h × 30,00 $|120,00 $',
      'Fournitures de ménage|10,00 $',
      'Rabais de première réservation|-19,50 $',
      'Sous-total du service|110,50 $',
      'Frais de service Éclat|5,53 $',
      'TPS sur le service|5,53 $',
      'TVQ sur le service|11,02 $',
      'TPS sur les frais de service|0,28 $',
      'TVQ sur les frais de service|0,55 $',
      'Total|133,41 $',
    ]);
    expect(plain(doc.lines[6]!.detail!)).toBe('9,975 % de 110,50 $ · No de TVQ 1234567890TQ0001');
    expect(doc.parties[1]!.lines).toEqual(['Benoît Gagnon', 'No de TPS 123456789RT0001', 'No de TVQ 1234567890TQ0001']);
    expect(doc.parties[0]!.lines).toEqual(['Élise Tremblay', 'elise@example.ca', '1234 rue Saint-Denis', 'Montréal H2X 1Y4']);
    expect(doc.payments.map((p) => `${p.label}|${plain(p.amount)}`)).toEqual(['Acompte à la confirmation|66,71 $', 'Solde après le service|66,70 $', 'Total payé|133,41 $']);
  });

  it('is written in English for an English client', () => {
    const doc = buildInvoiceDocument(snapshot({ locale: 'en' }));
    expect(doc.heading).toBe('Invoice');
    expect(doc.title).toBe('Invoice ECL-2026-000042');
    expect(doc.filename).toBe('invoice-ECL-2026-000042.pdf');
    expect(plain(doc.meta.find((m) => m.label === 'Service period')!.value)).toBe('November 25, 2026');
    expect(plain(doc.meta.find((m) => m.label === 'Booked length')!.value)).toBe('4 h (billed) · On site: 8:55 AM to 1:00 PM');
    expect(doc.lines.map((l) => `${l.label}|${l.amount}`)).toEqual([
      'Regular cleaning: 4 h × $30.00|$120.00'.replace(' h', `${NBSP}h`),
      'Cleaning supplies|$10.00',
      'First booking discount|-$19.50',
      'Service subtotal|$110.50',
      'Éclat service fee|$5.53',
      'GST on the service|$5.53',
      'QST on the service|$11.02',
      'GST on the service fee|$0.28',
      'QST on the service fee|$0.55',
      'Total|$133.41',
    ]);
    expect(doc.lines[6]!.detail).toBe('9.975% of $110.50 · QST No. 1234567890TQ0001');
    expect(doc.parties[1]!.lines).toContain('GST No. 123456789RT0001');
  });

  it('shows refunds and the net amount paid', () => {
    const doc = buildInvoiceDocument(snapshot({ refunds: [{ amountCents: 2000, at: '2026-11-26T15:00:00.000Z', reason: 'Salle de bain oubliée' }] }));
    expect(doc.payments.map((p) => [p.role, p.amountCents])).toEqual([
      ['payment', 6671],
      ['payment', 6670],
      ['balance', 13341],
      ['refund', -2000],
      ['balance', 11341],
    ]);
    expect(doc.payments[3]!.detail).toBe('26 novembre 2026 · Motif\u00a0: Salle de bain oubliée');
  });

  it('prints a fixed price as such', () => {
    const doc = buildInvoiceDocument(snapshot({ cleaningType: 'move_in_out', quote: { ...snapshot().quote, mode: 'fixed', rateCents: 12000 } }));
    expect(doc.lines[0]!.label).toBe('Ménage de déménagement\u00a0: prix forfaitaire');
  });

  it("prints Éclat's tax numbers only when configured", () => {
    expect(buildInvoiceDocument(snapshot()).parties[2]!.lines).toEqual(['Éclat']);
    const doc = buildInvoiceDocument(snapshot({ platform: { name: 'Éclat', gstNumber: '987654321RT0001', qstNumber: null } }));
    expect(doc.parties[2]!.lines).toEqual(['Éclat', 'No de TPS 987654321RT0001']);
  });

  it("prints Éclat's address and its registrations beside the service fee's taxes (issue #42)", () => {
    const doc = buildInvoiceDocument(snapshot({ platform: { name: 'Éclat', gstNumber: '987654321RT0001', qstNumber: '9876543210TQ0001', address: '1234, rue Exemple, Montréal (Québec) H2X 1Y4' } }));
    expect(doc.parties[2]!.lines).toEqual(['Éclat', '1234, rue Exemple, Montréal (Québec) H2X 1Y4', 'No de TPS 987654321RT0001', 'No de TVQ 9876543210TQ0001']);
    const feeTaxes = doc.lines.filter((l) => l.role === 'tax' && l.label.includes('frais de service'));
    expect(feeTaxes.map((l) => plain(l.detail!))).toEqual(['5 % de 5,53 $ · No de TPS 987654321RT0001', '9,975 % de 5,53 $ · No de TVQ 9876543210TQ0001']);
  });
});
