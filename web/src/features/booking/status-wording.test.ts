// Runs in Node (vitest), reading the locale files the browser loads.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BookingCleaningStatus, BookingPaymentStatus, BookingStatus, BookingSummary } from './api/types';
import { cardAmount, cleaningStatusKey, paymentStatusKey, readerOf, statusKey } from './status-wording';

const all = <T extends string>(set: Record<T, true>): T[] => Object.keys(set) as T[];
const statuses = all({ pending: true, confirmed: true, in_progress: true, completed: true, declined: true, declined_by_client: true, cancelled: true, expired: true } satisfies Record<BookingStatus, true>);
const cleaningStatuses = all({ awaiting_cleaner: true, pending: true, late: true, no_show: true, in_progress: true, awaiting_payment: true, completed: true } satisfies Record<NonNullable<BookingCleaningStatus>, true>);
const paymentStatuses = all({
  initial_pending: true, initial_failed: true, initial_completed: true, final_pending: true, final_failed: true, final_completed: true, final_refunded: true,
  final_partially_refunded: true, fully_paid: true, partially_paid: true, completed: true, failed: true, refunded: true,
} satisfies Record<BookingPaymentStatus, true>);

function load(language: 'fr' | 'en', ns: string): unknown {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../../public/locales/${language}/${ns}.json`, import.meta.url)), 'utf8'));
}
/** `bookings:statusFor.cleaner.pending` in the loaded namespaces. */
function text(language: 'fr' | 'en', key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  return path.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), load(language, ns));
}

describe('status wording per reader (issue #14)', () => {
  it('words every status, work state and payment state for the client and the cleaner, in French and English', () => {
    for (const language of ['fr', 'en'] as const) {
      for (const reader of ['client', 'cleaner', 'admin'] as const) {
        for (const s of statuses) expect(typeof text(language, statusKey(s, reader)), `${language} ${statusKey(s, reader)}`).toBe('string');
        for (const s of cleaningStatuses) expect(typeof text(language, cleaningStatusKey(s, reader)), `${language} ${cleaningStatusKey(s, reader)}`).toBe('string');
        for (const s of paymentStatuses) expect(typeof text(language, paymentStatusKey(s, reader)), `${language} ${paymentStatusKey(s, reader)}`).toBe('string');
      }
    }
  });

  it('says an ended request released its authorisation, never that the client was refunded (nothing was charged)', () => {
    for (const ended of ['declined', 'declined_by_client', 'expired'] as const) {
      expect(text('fr', paymentStatusKey('refunded', 'cleaner', ended))).toBe('L’autorisation de paiement du client a été annulée');
      expect(text('en', paymentStatusKey('refunded', 'client', ended))).toBe('Payment authorisation cancelled, nothing was charged');
    }
    // Issue #42: withdrawn, or cancelled before anything was charged, reads as a released hold, never "Remboursée".
    expect(text('fr', paymentStatusKey('refunded', 'client', 'declined_by_client'))).toBe('Autorisation de paiement annulée, rien n’a été prélevé');
    expect(text('fr', paymentStatusKey('refunded', 'client', 'cancelled', { feeCents: 0, refundCents: 0 }))).toBe('Autorisation de paiement annulée, rien n’a été prélevé');
    expect(text('fr', paymentStatusKey('refunded', 'client', 'cancelled', { feeCents: 0, refundCents: 6742 }))).toBe('Remboursée');
    // A confirmed visit cancelled later was charged its deposit: refunded is the truth there.
    expect(text('fr', paymentStatusKey('refunded', 'cleaner', 'cancelled'))).toBe('Client remboursé');
  });

  it('a request whose deposit was refused reads "Paiement refusé", not "Annulée" (issue #42)', () => {
    expect(text('fr', statusKey('cancelled', 'client', 'initial_failed'))).toBe('Paiement refusé');
    expect(text('en', statusKey('cancelled', 'client', 'initial_failed'))).toBe('Payment refused');
    expect(text('fr', statusKey('cancelled', 'client', 'refunded'))).toBe('Annulée');
  });

  it("never tells the cleaner they are waiting for the cleaner, nor the client that they withdrew as 'the client'", () => {
    expect(text('fr', statusKey('pending', 'client'))).toBe('Demandée, en attente de confirmation de la personne de ménage');
    expect(text('fr', statusKey('pending', 'cleaner'))).toBe('En attente de votre réponse');
    expect(text('en', statusKey('pending', 'cleaner'))).toBe('Awaiting your answer');
    for (const s of statuses) {
      expect(String(text('fr', statusKey(s, 'cleaner')))).not.toMatch(/de la personne de ménage|par la personne de ménage/);
      expect(String(text('en', statusKey(s, 'cleaner')))).not.toMatch(/the cleaner/i);
      expect(String(text('fr', statusKey(s, 'client')))).not.toMatch(/par le client/);
      expect(String(text('en', statusKey(s, 'client')))).not.toMatch(/by the client/i);
    }
    for (const s of cleaningStatuses) {
      expect(String(text('fr', cleaningStatusKey(s, 'cleaner')))).not.toMatch(/de la personne de ménage/);
      expect(String(text('en', cleaningStatusKey(s, 'cleaner')))).not.toMatch(/cleaner/i);
    }
  });

  it("uses the spec's two label lists where they apply (docs/decisions.md, \"Booking status labels\")", () => {
    // List 2's "requested": a request waiting, on the client's side; list 1's "awaiting cleaner confirmation" kept beside it.
    expect(text('en', statusKey('pending', 'client'))).toBe('Requested, awaiting cleaner confirmation');
    expect(text('fr', statusKey('pending', 'client'))).toMatch(/^Demandée/);
    // The neutral wording (admins) is list 1's.
    expect(text('en', statusKey('pending', 'admin'))).toBe('Awaiting cleaner confirmation');
    // List 1's "available": a free slot of the cleaner's public calendar (not a stored booking state).
    expect(text('fr', 'search:profile.slotStatus.available')).toBe('disponible');
    expect(text('en', 'search:profile.slotStatus.available')).toBe('available');
    expect(String(text('fr', 'search:profile.slotsOfDay'))).toContain('<status>{{status}}</status>');
    expect(String(text('en', 'search:profile.slotsOfDay'))).toContain('<status>{{status}}</status>');
  });

  it('reads the role of the signed-in user', () => {
    expect(readerOf('cleaner')).toBe('cleaner');
    expect(readerOf('client')).toBe('client');
    expect(readerOf('admin')).toBe('admin');
    expect(readerOf(null)).toBe('client');
  });
});

describe('cardAmount (issue #14: the cleaner saw the client total)', () => {
  const earning = { kind: 'visit' as const, grossCents: 13_000, commissionCents: 1300, taxCents: 0, amountCents: 11_700 };
  const card = (over: Partial<Pick<BookingSummary, 'status' | 'totalCents' | 'cleanerEarning'>>) => ({ status: 'pending' as BookingStatus, totalCents: 13_484, cleanerEarning: earning, ...over });

  it("gives the cleaner their earning, never the client's total", () => {
    expect(cardAmount(card({}), 'cleaner')).toEqual({ key: 'bookingList:row.youWillEarn', cents: 11_700 });
    expect(cardAmount(card({ status: 'confirmed' }), 'cleaner')).toEqual({ key: 'bookingList:row.youWillEarn', cents: 11_700 });
    expect(cardAmount(card({ status: 'completed' }), 'cleaner')).toEqual({ key: 'bookingList:row.earned', cents: 11_700 });
    expect(cardAmount(card({ status: 'cancelled', cleanerEarning: { kind: 'cancellation_fee', grossCents: 5000, commissionCents: 500, taxCents: 0, amountCents: 4500 } }), 'cleaner')).toEqual({ key: 'bookingList:row.earnedFee', cents: 4500 });
    expect(cardAmount(card({ status: 'declined', cleanerEarning: null }), 'cleaner')).toBeNull();
  });

  it("gives the client their price, never the cleaner's earning", () => {
    expect(cardAmount(card({}), 'client')).toEqual({ key: 'bookingList:row.total', cents: 13_484 });
  });

  it('has words for each amount in both languages', () => {
    for (const language of ['fr', 'en'] as const) {
      for (const key of ['bookingList:row.total', 'bookingList:row.youWillEarn', 'bookingList:row.earned', 'bookingList:row.earnedFee']) expect(typeof text(language, key), key).toBe('string');
    }
  });
});
