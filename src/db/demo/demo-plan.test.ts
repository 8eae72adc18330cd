import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION, DEFAULT_PRICING } from '../../../modules/booking/index.js';
import { gazetteer, postalAreas } from '../../../modules/geo/index.js';
import { addDays, localDateOf } from '../../shared/local-time.js';
import { CAST_CLEANERS } from './demo-cast.js';
import { planCleaners, planClients } from './demo-people.js';
import { planVisits, type VisitSettings } from './demo-visits.js';
import { BREAKING_FRENCH_SPACE, frenchSpacing } from './french-spacing.js';
import { portraitSvg, portraitTraits } from './portraits.js';

/** Issue #35: the demo world's plan holds together before anything is written (the integration test writes it). */
const now = new Date('2026-11-20T15:00:00Z');
const settings: VisitSettings = {
  now,
  pricing: DEFAULT_PRICING,
  commissionPercent: 10,
  reviewWindowDays: 14,
  cancellation: DEFAULT_CANCELLATION,
  payoutsProvider: 'development',
  platform: { name: 'Éclat', gstNumber: null, qstNumber: null },
  historyDays: 120,
  aheadDays: 21,
};
const cityOf = (placeId: string) => (gazetteer().findPlace(placeId)?.regionId === '06' ? 'montreal' : placeId);
const cleaners = planCleaners(now);
const clients = planClients(now);
const visits = planVisits(cleaners, clients, settings, cityOf, 'a0000000-0000-4000-8000-000000000000');
const today = localDateOf(now);
type Row = Record<string, unknown>;

describe('the cast', () => {
  it('is the same people on every run, 60+ cleaners in 10+ cities, each with their own portrait', () => {
    expect(planCleaners(now).map((c) => [c.id, c.name, c.rows!.profile.slug])).toEqual(cleaners.map((c) => [c.id, c.name, c.rows!.profile.slug]));
    expect(cleaners.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cleaners.map((c) => cityOf(c.cityIds[0]!))).size).toBeGreaterThanOrEqual(10);
    const svgs = cleaners.map((c) => portraitSvg(portraitTraits(c.portraitSeed, c.gender)));
    expect(new Set(svgs).size).toBe(cleaners.length);
    expect(portraitSvg(portraitTraits(7, cleaners[6]!.gender))).toBe(svgs[6]);
    expect(svgs[0]).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
  });

  it('has addresses whose postal codes agree with their towns', () => {
    const areas = postalAreas();
    for (const c of clients) for (const p of c.properties) expect(areas.agrees(String(p.row.place_id), String(p.row.postal_code)), `${p.row.city} ${p.row.postal_code}`).toBe(true);
    cleaners.forEach((c, i) => expect(areas.agrees(cityOf(CAST_CLEANERS[i]!.city), String(c.rows!.profile.postal_code))).toBe(true));
  });

  it('writes French the Quebec way: no plain space before ; : ! ? » or after «', () => {
    expect(frenchSpacing("C'est prêt : « oui » ; vraiment ? Bravo !")).toBe('C’est prêt\u00a0: «\u00a0oui\u00a0»\u202f; vraiment\u202f? Bravo\u202f!');
    const french = [
      ...cleaners.filter((c) => c.locale === 'fr').map((c) => String(c.rows!.profile.bio)),
      ...visits.reviews.filter((r) => r.comment && clients.find((c) => c.id === r.author_id)?.locale === 'fr').map((r) => String(r.comment)),
      ...visits.bookings.filter((b) => clients.find((c) => c.id === b.client_id)?.locale === 'fr').flatMap((b) => [b.notes, (b.cancellation as Row | null)?.reason].filter((x): x is string => typeof x === 'string')),
    ];
    expect(french.length).toBeGreaterThan(100);
    expect(french.filter((text) => BREAKING_FRENCH_SPACE.test(text))).toEqual([]);
  });
});

describe('the visits', () => {
  const byId = new Map(visits.bookings.map((b) => [b.id as string, b]));
  const statuses = (status: string) => visits.bookings.filter((b) => b.status === status);

  it('span a few months and the weeks ahead, every outcome represented', () => {
    expect(statuses('completed').filter((b) => String(b.date) >= addDays(today, -30)).length).toBeGreaterThan(150);
    expect(statuses('completed').some((b) => String(b.date) < addDays(today, -100))).toBe(true);
    expect(statuses('confirmed').filter((b) => String(b.date) > today).length).toBeGreaterThan(50);
    for (const s of ['cancelled', 'declined', 'expired', 'declined_by_client']) expect(statuses(s).length, s).toBeGreaterThan(0);
    expect(visits.bookings.every((b) => (b.requested_at as Date) < now && (b.starts_at as Date) > (b.requested_at as Date))).toBe(true);
  });

  it('never put one cleaner in two places at once', () => {
    const active = visits.bookings.filter((b) => ['pending', 'confirmed', 'in_progress'].includes(String(b.status)));
    const byCleaner = new Map<string, Row[]>();
    for (const b of active) byCleaner.set(String(b.cleaner_id), [...(byCleaner.get(String(b.cleaner_id)) ?? []), b]);
    for (const list of byCleaner.values()) {
      list.sort((a, b) => (a.starts_at as Date).getTime() - (b.starts_at as Date).getTime());
      list.slice(1).forEach((b, k) => expect((b.starts_at as Date).getTime()).toBeGreaterThanOrEqual((list[k]!.ends_at as Date).getTime()));
    }
  });

  it('add up to the cent: charges, refunds, the cleaner’s earning and the platform’s share', () => {
    const charges = (id: string, kind: string) => visits.charges.filter((c) => c.booking_id === id && c.kind === kind);
    for (const b of statuses('completed')) {
      const q = b.quote as { totalCents: number; serviceFeeCents: number; taxCents: number; depositCents: number; remainderCents: number };
      const paid = [...charges(String(b.id), 'deposit'), ...charges(String(b.id), 'remainder')].reduce((s, c) => s + Number(c.amount_cents), 0);
      expect(paid).toBe(q.totalCents);
      const e = visits.earnings.find((x) => x.booking_id === b.id && x.kind === 'booking')!;
      expect(Number(e.amount_cents) + Number(e.commission_cents) + q.serviceFeeCents + q.taxCents).toBe(q.totalCents);
    }
    for (const b of statuses('cancelled')) {
      const c = b.cancellation as { feeCents: number; refundCents: number };
      const deposit = charges(String(b.id), 'deposit')[0]!;
      expect(Number(deposit.refunded_cents)).toBe(c.refundCents);
      expect(c.refundCents + c.feeCents).toBeGreaterThanOrEqual(Number(deposit.amount_cents));
    }
  });

  it('are invoiced when paid, reviewed as the double-blind rule says, and paid out by past weeks', () => {
    expect(visits.invoices.map((i) => i.row.booking_id).sort()).toEqual(statuses('completed').map((b) => b.id).sort());
    const published = visits.reviews.filter((r) => r.direction === 'client_to_cleaner' && r.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(40);
    for (const r of visits.reviews) {
      expect(byId.get(String(r.booking_id))!.status).toBe('completed');
      if (r.published_at) expect((r.published_at as Date).getTime()).toBeLessThanOrEqual(now.getTime());
      else expect((r.window_ends_at as Date).getTime()).toBeGreaterThan(now.getTime());
    }
    for (const p of visits.payouts) {
      const lines = visits.earnings.filter((e) => e.payout_id === p.id);
      expect(lines.reduce((s, e) => s + Number(e.amount_cents), 0)).toBe(p.amount_cents);
      expect((p.paid_at as Date).getTime()).toBeLessThan(now.getTime());
    }
    // The last days' earnings wait for Friday's run.
    expect(visits.earnings.some((e) => e.payout_id === null)).toBe(true);
  });
});
