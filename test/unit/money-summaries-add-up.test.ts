import { describe, expect, it } from 'vitest';
import { quote, type Quote } from '../../modules/booking/domain/pricing.js';
import { bookingChangeEmail, visitReceiptEmail, type VisitFacts } from '../../modules/booking/application/booking-emails.js';
import { tipReceiptEmail } from '../../modules/payments/application/tip-emails.js';
import { ADDING_ROLES, buildInvoiceDocument } from '../../modules/invoices/domain/invoice-document.js';
import type { InvoiceSnapshot } from '../../modules/invoices/domain/invoice.js';
import { moneyBreakdown, sumOf } from '../../src/shared/money-breakdown.js';
import { bookingMoneyLines } from '../../web/src/features/booking-detail/money-lines.js';
import { consoleMoneyLines } from '../../admin-console/src/bookings/money-rows.js';
import { moneyOf } from '../../modules/booking/domain/booking.js';
import { amountsOf } from '../support/email-amounts.js';
import { ownCancellationEmail, ownWithdrawalEmail } from '../../modules/booking/application/client-own-emails.js';
import { requestSentEmail } from '../../modules/booking/application/booking-emails.js';

/**
 * Issue #42: every summary that states money (each email, the booking page's model, the invoice's
 * lines, the console) lists lines that add up to its total. The money of the receipt: 4 h at
 * 35 $, the 10 $ supplies fee, a first booking (-15 %), a 5 $ promo code; the cleaner not tax-registered.
 */
const cases: { name: string; q: Quote }[] = [
  {
    name: 'first booking, promo code, supplies, not registered',
    q: quote({ mode: 'hourly', rateCents: 3500, hours: 4, suppliesProvided: true, emergency: false, firstBooking: true, promo: { kind: 'amount', amountCents: 500 }, referralCreditCents: 0, cleanerTaxRegistered: { gst: false, qst: false }, visits: 1 }),
  },
  {
    name: 'first booking, percent promo, supplies, emergency, registered',
    q: quote({ mode: 'hourly', rateCents: 3000, hours: 3.5, suppliesProvided: true, emergency: true, firstBooking: true, promo: { kind: 'percent', percent: 10 }, referralCreditCents: 300, cleanerTaxRegistered: { gst: true, qst: true }, visits: 1 }),
  },
  { name: 'plain fixed price', q: quote({ mode: 'fixed', rateCents: 12000, hours: 3, suppliesProvided: false, emergency: false, firstBooking: false, promo: null, referralCreditCents: 0, cleanerTaxRegistered: { gst: true, qst: false }, visits: 1 }) },
];

const marie = (locale: 'fr' | 'en') => ({ email: 'marie@example.com', name: 'Marie Tremblay', locale });
const facts = (q: Quote): VisitFacts => ({
  bookingId: '5b1a3c7e-0000-4000-8000-000000000001',
  startsAt: new Date('2026-11-28T14:00:00Z'),
  endsAt: new Date('2026-11-28T18:00:00Z'),
  city: 'Montréal',
  visits: 1,
  depositCents: q.depositCents,
  remainderCents: q.remainderCents,
  totalCents: q.totalCents,
  otherName: 'Jean Gagnon',
  url: 'https://eclat.example/bookings/b1',
  expiresAt: new Date('2026-11-28T12:00:00Z'),
  cleaningType: 'regular',
  durationMinutes: 240,
});

const snapshot = (q: Quote): InvoiceSnapshot => ({
  version: 1,
  number: 'ECL-2026-000042',
  issuedAt: '2026-11-28T18:00:05.000Z',
  locale: 'fr',
  bookingId: 'b1',
  cleaningType: 'regular',
  period: { start: '2026-11-28T14:00:00.000Z', end: '2026-11-28T18:00:00.000Z' },
  client: { name: 'Marie Tremblay', email: 'marie@example.com', address: { line1: '1 rue X', city: 'Montréal', postalCode: 'H2X 1Y4' } },
  cleaner: { name: 'Jean Gagnon', gstNumber: null, qstNumber: null },
  platform: { name: 'Éclat', gstNumber: null, qstNumber: null },
  quote: q,
  payments: [{ kind: 'deposit', amountCents: q.depositCents, at: null }, { kind: 'remainder', amountCents: q.remainderCents, at: null }],
  refunds: [],
});

describe('every money summary adds up to its total (issue #42)', () => {
  it("the issue's receipt: 134,84 $, the supplies fee counted once", () => {
    const q = quote({ mode: 'hourly', rateCents: 3500, hours: 4, suppliesProvided: true, emergency: false, firstBooking: true, promo: null, referralCreditCents: 0, cleanerTaxRegistered: { gst: false, qst: false }, visits: 1 });
    expect(q.totalCents).toBe(13484);
    const text = visitReceiptEmail(marie('fr'), facts(q), q, 122, 'https://x/invoice.pdf').text;
    expect(text.match(/Produits de nettoyage/g)).toHaveLength(1);
    expect(text).toContain('Service de la personne de ménage\u00a0: 140,00\u00a0$');
  });

  for (const { name, q } of cases) {
    describe(name, () => {
      it('the breakdown', () => {
        expect(sumOf(moneyBreakdown(q).lines)).toBe(q.totalCents);
        expect(sumOf(moneyBreakdown(moneyOf(q)).lines)).toBe(q.totalCents);
        const withTip = moneyBreakdown(q, 1500);
        expect(sumOf(withTip.lines)).toBe(withTip.grandTotalCents);
        expect(withTip.grandTotalCents).toBe(q.totalCents + 1500);
      });

      for (const locale of ['fr', 'en'] as const) {
        it(`the receipt email (${locale}): its lines add up to "Total paid"`, () => {
          const amounts = amountsOf(visitReceiptEmail(marie(locale), facts(q), q, 240, 'https://x/invoice.pdf').text, locale);
          const total = amounts.at(-1)!;
          expect(total.label).toBe(locale === 'fr' ? 'Total payé' : 'Total paid');
          expect(total.cents).toBe(q.totalCents);
          expect(sumOf(amounts.slice(0, -1).map((a) => ({ amountCents: a.cents })))).toBe(total.cents);
        });

        it(`the confirmation email (${locale}): deposit and balance add up to the total`, () => {
          const amounts = amountsOf(bookingChangeEmail(marie(locale), 'client', 'accepted', facts(q), null, 0, new Date('2026-11-27T12:00:00Z')).text, locale);
          expect(amounts.map((a) => a.cents)).toEqual([q.totalCents, q.depositCents, q.remainderCents]);
          expect(q.depositCents + q.remainderCents).toBe(q.totalCents);
        });

        it(`the request-sent email (${locale}): deposit and balance add up to the total`, () => {
          const amounts = amountsOf(requestSentEmail(marie(locale), facts(q), new Date('2026-11-27T12:00:00Z')).text, locale);
          expect(amounts.map((a) => a.cents)).toEqual([q.totalCents, q.depositCents, q.remainderCents]);
        });

        it(`her cancellation (${locale}): paid, less the fee kept, is what is refunded; or paid plus charged now is the fee`, () => {
          const delay = { minBusinessDays: 5, maxBusinessDays: 10 };
          const late = amountsOf(ownCancellationEmail(marie(locale), facts(q), { paidCents: q.depositCents, feeCents: 5000, refundCents: q.depositCents - 5000, extraChargeCents: 0, heldCents: 0 }, delay, 24).text, locale);
          expect(late.at(-1)!.cents).toBe(q.depositCents - 5000);
          expect(late.slice(0, -1).reduce((s, a) => s + a.cents, 0)).toBe(late.at(-1)!.cents);
          const over = amountsOf(ownCancellationEmail(marie(locale), facts(q), { paidCents: 3000, feeCents: 5000, refundCents: 0, extraChargeCents: 2000, heldCents: 0 }, delay, 24).text, locale);
          expect(over.slice(0, -1).reduce((s, a) => s + a.cents, 0)).toBe(over.at(-1)!.cents);
          const held = amountsOf(ownWithdrawalEmail(marie(locale), facts(q)).text, locale);
          expect(held.map((a) => a.cents)).toEqual([q.depositCents]);
        });

        it(`the tip receipt (${locale}): the tip is the total charged`, () => {
          const amounts = amountsOf(tipReceiptEmail(marie(locale), { amountCents: 1500, serviceDate: '2026-11-28', paidAt: new Date(), otherPartyName: 'Jean' }, { booking: 'https://x' }).text, locale);
          expect(amounts.map((a) => a.cents)).toEqual([1500, 1500]);
        });
      }

      it("the booking page's model", () => {
        expect(sumOf(bookingMoneyLines(moneyOf(q)).map((l) => ({ amountCents: l.cents })))).toBe(q.totalCents);
      });

      it("the console's rows", () => {
        expect(sumOf(consoleMoneyLines(moneyOf(q)).map((l) => ({ amountCents: l.cents })))).toBe(q.totalCents);
      });

      it("the invoice PDF's lines, with the same lines as the breakdown", () => {
        const doc = buildInvoiceDocument(snapshot(q));
        const adding = doc.lines.filter((l) => ADDING_ROLES.includes(l.role));
        expect(sumOf(adding)).toBe(doc.lines.at(-1)!.amountCents);
        expect(doc.lines.at(-1)!.amountCents).toBe(q.totalCents);
        expect(adding.map((l) => l.amountCents)).toEqual(moneyBreakdown(q).lines.map((l) => l.amountCents));
      });
    });
  }
});
