import { createHash } from 'node:crypto';
import { quote, type PricingSettings, type Quote } from '../../../modules/booking/index.js';
import { newId } from '../../shared/ids.js';
import { addDays, localDateOf, toInstant, weekdayOf } from '../../shared/local-time.js';
import { rng } from '../seed-cleaners.js';
import { slotMinutes, textFor, type DemoCleaner, type DemoClient, type DemoProperty, type ServiceType } from './demo-people.js';
import { CANCEL_REASONS, CHECKLIST, CLIENT_REVIEW_COMMENTS, DECLINE_REASONS, REVIEW_COMMENTS, VISIT_NOTES, type Sentiment } from './demo-texts.js';
import { frenchSpacing } from './french-spacing.js';

/**
 * The demo world's visits (issue #35): a few months of requests, accepted, declined, expired,
 * cancelled and completed visits, and the weeks ahead, with what each left behind — charges,
 * refunds, earnings, weekly payouts, invoices and reviews — shaped as the modules write them
 * (priced by booking's own `quote`, the development providers' references, the state machine's
 * transitions), so every page and figure reads them like real ones.
 */

type Row = Record<string, unknown>;

export interface VisitSettings {
  now: Date;
  pricing: PricingSettings;
  commissionPercent: number;
  reviewWindowDays: number;
  cancellation: { freeCancellationHours: number; lateCancellationFeeCents: number };
  /** Payouts are paid only with the development Connect provider (the charges always carry the development payment provider's references). */
  payoutsProvider: 'development' | 'stripe';
  platform: { name: string; gstNumber: string | null; qstNumber: string | null };
  /** Days of history, and days ahead with confirmed visits. */
  historyDays: number;
  aheadDays: number;
}

/** An invoice before its number: the year's counter gives it when written. */
export interface PlannedInvoice {
  row: Row;
  snapshot: Row;
  year: number;
}

export interface VisitRows {
  bookings: Row[];
  transitions: Row[];
  charges: Row[];
  refunds: Row[];
  earnings: Row[];
  payouts: Row[];
  runs: Row[];
  invoices: PlannedInvoice[];
  reviews: Row[];
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The development Connect provider's references (modules/payouts/adapters/development-connect.provider.ts). */
const devRef = (prefix: string, key: string) => `${prefix}_dev_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
export const devPayoutAccountOf = (cleanerId: string) => devRef('acct', `account:${cleanerId}`);

/** The ISO week (Monday to Sunday, Quebec dates) of a date, as the payouts module names it. */
function isoWeekOf(date: string): { week: string; monday: string } {
  const d = new Date(`${date}T00:00:00Z`);
  const mondayBased = (d.getUTCDay() + 6) % 7;
  const thursday = new Date(d.getTime() + (3 - mondayBased) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor(Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000) / 7) + 1;
  return { week: `${year}-W${String(week).padStart(2, '0')}`, monday: addDays(date, -mondayBased) };
}

const halfUpPercent = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** Records one move of the booking's state machine (booking_transitions). */
type AddTransition = (bookingId: string, from: string | null, to: string, action: string, actorRole: string, actorId: string | null, at: Date, reason?: string | null) => void;

type Outcome = 'completed' | 'confirmed' | 'declined' | 'expired' | 'withdrawn' | 'cancelled';
type Canceller = 'client_early' | 'client_late' | 'cleaner' | 'admin';

interface Candidate {
  cleaner: DemoCleaner;
  client: DemoClient;
  property: DemoProperty;
  date: string;
  startMinute: number;
  hours: number;
  cleaningType: ServiceType;
  requestedAt: Date;
  r: ReturnType<typeof rng>;
}

/** The homes a cleaner visits: those of clients in the cities the cleaner serves (an island borough serves Montréal). */
function reachable(cleaner: DemoCleaner, clients: DemoClient[], cityOf: (placeId: string) => string): { client: DemoClient; property: DemoProperty }[] {
  const cities = new Set(cleaner.cityIds.map(cityOf));
  return clients.flatMap((client) => client.properties.filter((p) => cities.has(p.placeId)).map((property) => ({ client, property })));
}

/** As the booking's terms price it (modules/cleaners/application/booking-terms.ts): a service's own rate first. */
function rateAt(cleaner: DemoCleaner, property: DemoProperty, cleaningType: ServiceType, cityOf: (placeId: string) => string): number {
  if (cleaner.paymentMode === 'fixed') return cleaner.fixedRates[property.type] ?? cleaner.fixedRates.house!;
  const own = cleaner.serviceRates[cleaningType];
  if (own) return own;
  return cleaner.rates.get(property.placeId) ?? cleaner.rates.get(cleaner.cityIds.find((c) => cityOf(c) === property.placeId)!)!;
}

function cleaningTypeFor(cleaner: DemoCleaner, property: DemoProperty, r: ReturnType<typeof rng>): ServiceType {
  const weights: Record<ServiceType, number> = { regular: 6, deep: 2, move_in_out: 0.8, airbnb: property.type === 'airbnb' ? 6 : 0.2, garage: property.type === 'house' ? 0.4 : 0, office: 0.1 };
  const offered = cleaner.serviceTypes.filter((s) => weights[s] > 0);
  let roll = r.next() * offered.reduce((s, t) => s + weights[t], 0);
  for (const t of offered) if ((roll -= weights[t]) <= 0) return t;
  return 'regular';
}

const HOURS: Record<ServiceType, number[]> = { regular: [4, 4, 4, 4.5, 5], deep: [5, 6, 6, 7], move_in_out: [6, 7, 8], airbnb: [4], garage: [4, 5], office: [4, 5] };

/** Where and when each cleaner works, day by day: more visits lately (a growing marketplace), fewer booked far ahead. */
function candidates(cleaners: DemoCleaner[], clients: DemoClient[], s: VisitSettings, cityOf: (placeId: string) => string): Candidate[] {
  const today = localDateOf(s.now);
  const out: Candidate[] = [];
  cleaners.forEach((cleaner, ci) => {
    const r = rng(51_000 + ci);
    const homes = reachable(cleaner, clients, cityOf);
    if (!homes.length) return;
    const regulars = r.some(homes, 3, 5);
    for (let offset = -s.historyDays; offset <= s.aheadDays; offset++) {
      if (offset === 0) continue;
      const date = addDays(today, offset);
      const slot = cleaner.week.get(weekdayOf(date));
      if (!slot) continue;
      const p = offset < 0 ? cleaner.busyness * (0.55 + 0.45 * (1 + offset / s.historyDays)) : cleaner.busyness * Math.max(0.15, 0.8 - 0.03 * offset);
      if (r.next() >= p) continue;
      const { client, property } = r.next() < 0.6 ? r.pick(regulars) : r.pick(homes);
      const cleaningType = cleaningTypeFor(cleaner, property, r);
      const [from, to] = slotMinutes(slot);
      let startMinute = slot === 'full_day' ? from + r.int(0, 4) * 30 : from + r.int(0, 1) * 30;
      const hours = Math.min(r.pick(HOURS[cleaningType]), Math.max(4, (to - startMinute) / 60));
      if (startMinute + hours * 60 > to) startMinute = to - hours * 60;
      const startsAt = toInstant(date, startMinute);
      // Requested a day to two weeks ahead, never later than half an hour ago.
      let requestedAt = new Date(startsAt.getTime() - r.int(20, 14 * 24) * HOUR - r.int(0, 59) * MINUTE);
      if (requestedAt.getTime() > s.now.getTime() - 30 * MINUTE) requestedAt = new Date(s.now.getTime() - r.int(30, 600) * MINUTE);
      out.push({ cleaner, client, property, date, startMinute, hours, cleaningType, requestedAt, r });
    }
  });
  return out.sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
}

function outcomeOf(past: boolean, r: ReturnType<typeof rng>): Outcome {
  const roll = r.next();
  if (!past) return roll < 0.93 ? 'confirmed' : roll < 0.96 ? 'declined' : 'cancelled';
  return roll < 0.86 ? 'completed' : roll < 0.925 ? 'cancelled' : roll < 0.965 ? 'declined' : roll < 0.985 ? 'expired' : 'withdrawn';
}

const RATINGS = ['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism'] as const;

function ratingsOf(overall: number, r: ReturnType<typeof rng>): Record<string, number> {
  const out: Record<string, number> = { overall };
  for (const k of RATINGS) out[k] = Math.min(5, Math.max(1, overall + r.pick([-1, 0, 0, 0, 0, 1])));
  return out;
}

/** Every row of the world's visits, oldest request first. */
export function planVisits(cleaners: DemoCleaner[], clients: DemoClient[], s: VisitSettings, cityOf: (placeId: string) => string, adminId: string | null): VisitRows {
  const rows: VisitRows = { bookings: [], transitions: [], charges: [], refunds: [], earnings: [], payouts: [], runs: [], invoices: [], reviews: [] };
  const now = s.now.getTime();
  const booked = new Set<string>();
  const transition: AddTransition = (bookingId, from, to, action, actorRole, actorId, at, reason = null) => {
    rows.transitions.push({ id: newId(), booking_id: bookingId, from_status: from, to_status: to, action, actor_role: actorRole, actor_id: actorId, reason, at });
  };

  for (const c of candidates(cleaners, clients, s, cityOf)) {
    const { cleaner, client, property, r } = c;
    const id = newId();
    const startsAt = toInstant(c.date, c.startMinute);
    const endsAt = new Date(startsAt.getTime() + c.hours * HOUR);
    let outcome = outcomeOf(endsAt.getTime() < now, r);
    const firstBooking = !booked.has(client.id);
    const promo = firstBooking && r.next() < 0.15;
    const supplies = r.next() < 0.4;
    const emergency = r.next() < 0.02 ? { reason: client.locale === 'fr' ? 'Dégât d’eau au sous-sol' : 'Water damage in the basement', priority: 'high' } : null;
    const q: Quote = quote(
      { mode: cleaner.paymentMode, rateCents: rateAt(cleaner, property, c.cleaningType, cityOf), hours: c.hours, suppliesProvided: supplies, emergency: emergency !== null, firstBooking, promo: promo ? { kind: 'amount', amountCents: 1000 } : null, referralCreditCents: 0, cleanerTaxRegistered: { gst: false, qst: false }, visits: 1 },
      s.pricing,
    );
    const requestedAt = c.requestedAt;
    const expiresAt = new Date(requestedAt.getTime() + 24 * HOUR);
    // Answered within minutes to a few hours, before the visit and before now (requests are 20 h ahead and 30 min old at least).
    const respondedAt = new Date(Math.min(requestedAt.getTime() + r.int(6, 420) * MINUTE, startsAt.getTime() - HOUR, now - 5 * MINUTE));
    // A request whose 24 hours are not over yet cannot have expired: it was declined instead.
    if (outcome === 'expired' && expiresAt.getTime() >= now) outcome = 'declined';
    const accepted = outcome === 'completed' || outcome === 'confirmed' || outcome === 'cancelled';
    if (accepted) booked.add(client.id);

    const lang = client.locale;
    const fr = (t: string) => (lang === 'fr' ? frenchSpacing(t) : t);
    const notes = r.pick(VISIT_NOTES[lang]);
    const tasks = r.some(CHECKLIST[lang], 0, 3);
    const depositRef = `dev_pi_${newId()}`;
    const money = { subtotalCents: q.subtotalCents, cleaningFeeCents: q.cleaningFeeCents, emergencyFeeCents: q.emergencyFeeCents, serviceFeeCents: q.serviceFeeCents, discountCents: q.discountCents, gstCents: q.gstCents, qstCents: q.qstCents, taxCents: q.taxCents, totalCents: q.totalCents, depositCents: q.depositCents, remainderCents: q.remainderCents };
    const p = property.row;
    const booking: Row = {
      id, series_id: null, visit_number: 1, series_visits: 1, client_id: client.id, cleaner_id: cleaner.id, property_id: property.id, status: 'pending', payment_status: 'initial_pending',
      cleaning_type: c.cleaningType, frequency: 'once', interval_days: null, date: c.date, start_minute: c.startMinute, starts_at: startsAt, ends_at: endsAt, duration_minutes: c.hours * 60,
      has_pets: client.hasPets && cleaner.pets.length > 0, pet_kinds: client.hasPets && cleaner.pets.length > 0 ? [cleaner.pets.includes('dogs') ? 'dog' : 'cat'] : [], supplies_provided: supplies,
      allow_photos: r.next() < 0.5, gallery_consent_at: null, emergency, notes: notes ? fr(notes) : null, promo_code: promo ? 'BIENVENUE10' : null, payment_method: 'card', payment_method_id: null,
      payment_reference: depositRef, money, total_cents: q.totalCents, quote: q,
      property_snapshot: {
        id: property.id, name: p.name, type: p.type, address: { line1: p.address_line1, city: p.city, placeId: p.place_id, regionId: p.region_id, postalCode: p.postal_code, lat: p.lat, lng: p.lng },
        bedrooms: p.bedrooms, bathrooms: p.bathrooms, stories: p.stories, squareFeet: p.square_feet, parking: p.parking, wifiName: null, wifiPassword: null, suppliesLocation: p.supplies_location,
        accessInstructions: null, trashLocation: p.trash_location, roomsToAvoid: p.rooms_to_avoid, additionalNotes: null, restricted: false,
      },
      checklist: tasks.map((t) => ({ id: newId(), category: t.category, label: fr(t.label), done: false, doneAt: null })),
      request_key: null, action_nonce: null, requested_at: requestedAt, expires_at: expiresAt, responded_at: null, punch_in: null, punch_out: null, worked_minutes: null, cancellation: null,
      created_at: requestedAt, updated_at: requestedAt,
    };
    rows.bookings.push(booking);
    transition(id, null, 'pending', 'request', 'client', client.id, requestedAt);
    const deposit: Row = {
      id: newId(), booking_id: id, client_id: client.id, kind: 'deposit', amount_cents: q.depositCents, refunded_cents: 0, status: 'authorized', provider: 'development', provider_ref: depositRef,
      customer_ref: `dev_cus_${client.id}`, payment_method_ref: 'dev_pm_success', idempotency_key: `deposit:${id}`, failure_code: null, attempts: 1, retries_done: 0, first_failed_at: null,
      next_retry_at: null, paid_at: null, created_at: requestedAt, updated_at: requestedAt,
    };
    rows.charges.push(deposit);

    if (outcome === 'declined' || outcome === 'withdrawn' || outcome === 'expired') {
      const at = outcome === 'expired' ? expiresAt : respondedAt;
      const status = outcome === 'declined' ? 'declined' : outcome === 'withdrawn' ? 'declined_by_client' : 'expired';
      Object.assign(booking, { status, payment_status: 'refunded', responded_at: outcome === 'expired' ? null : at, updated_at: at });
      Object.assign(deposit, { status: 'canceled', updated_at: at });
      const reason = outcome === 'declined' ? r.pick(DECLINE_REASONS[lang]) : null;
      if (outcome === 'declined') transition(id, 'pending', status, 'decline', 'cleaner', cleaner.id, at, reason && fr(reason));
      else if (outcome === 'withdrawn') transition(id, 'pending', status, 'withdraw', 'client', client.id, at);
      else transition(id, 'pending', status, 'expire', 'system', null, at);
      continue;
    }

    // Accepted: the deposit is captured when the cleaner says yes.
    Object.assign(booking, { status: 'confirmed', payment_status: 'initial_completed', responded_at: respondedAt, updated_at: respondedAt });
    Object.assign(deposit, { status: 'succeeded', paid_at: respondedAt, updated_at: respondedAt });
    transition(id, 'pending', 'confirmed', 'accept', 'cleaner', cleaner.id, respondedAt);

    if (outcome === 'cancelled') {
      cancel(rows, s, c, booking, deposit, { startsAt, respondedAt, q, cleanerId: cleaner.id, clientId: client.id, adminId }, transition);
      continue;
    }
    if (outcome === 'confirmed') continue;
    complete(rows, s, c, booking, deposit, { startsAt, q, lang, fr }, transition);
  }
  planPayouts(rows, s);
  return rows;
}

interface CancelFacts {
  startsAt: Date;
  respondedAt: Date;
  q: Quote;
  cleanerId: string;
  clientId: string;
  adminId: string | null;
}

/** A confirmed visit called off, with the cancellation policy's money: free before the limit, the late fee after it. */
function cancel(rows: VisitRows, s: VisitSettings, c: Candidate, booking: Row, deposit: Row, f: CancelFacts, transition: AddTransition): void {
  const { r } = c;
  const roll = r.next();
  let by: Canceller = roll < 0.55 ? 'client_early' : roll < 0.75 ? 'client_late' : roll < 0.93 || f.adminId === null ? 'cleaner' : 'admin';
  const hoursBefore = by === 'client_early' ? r.int(26, 120) : by === 'client_late' ? r.int(2, 20) : r.int(3, 72);
  let at = new Date(f.startsAt.getTime() - hoursBefore * HOUR);
  // A visit accepted late cannot be cancelled before it was accepted: then it was a late call.
  if (at.getTime() <= f.respondedAt.getTime()) at = new Date(f.respondedAt.getTime() + r.int(10, 90) * MINUTE);
  if (at.getTime() >= s.now.getTime()) at = new Date(s.now.getTime() - r.int(5, 60) * MINUTE);
  const late = at.getTime() > f.startsAt.getTime() - s.cancellation.freeCancellationHours * HOUR;
  if (by === 'client_early' && late) by = 'client_late';
  if (by === 'client_late' && !late) by = 'client_early';
  const role = by.startsWith('client') ? 'client' : by;
  const paid = f.q.depositCents;
  const fee = role === 'client' && late ? Math.min(s.cancellation.lateCancellationFeeCents, f.q.totalCents) : 0;
  const refund = Math.max(0, paid - fee);
  const extra = Math.max(0, fee - paid);
  const lang = c.client.locale;
  const reason = r.pick(CANCEL_REASONS[role as 'client' | 'cleaner' | 'admin'][lang]);
  const cancellation = { by: role, reason: lang === 'fr' ? frenchSpacing(reason) : reason, feeCents: fee, refundCents: refund, late, countsAgainstReliability: role === 'cleaner' && late, at: at.toISOString() };
  Object.assign(booking, { status: 'cancelled', payment_status: fee === 0 ? 'refunded' : refund > 0 ? 'final_partially_refunded' : 'completed', cancellation, updated_at: at });
  transition(booking.id as string, 'confirmed', 'cancelled', 'cancel', role, role === 'admin' ? f.adminId : role === 'client' ? f.clientId : f.cleanerId, at, cancellation.reason);
  if (refund > 0) {
    deposit.refunded_cents = refund;
    deposit.updated_at = at;
    rows.refunds.push({ id: newId(), booking_id: booking.id, charge_id: deposit.id, amount_cents: refund, by: 'policy', reason: null, admin_id: null, provider_ref: `dev_re_${newId()}`, idempotency_key: `refund:cancel:${booking.id}`, status: 'succeeded', created_at: at });
  }
  if (extra > 0) rows.charges.push({ ...deposit, id: newId(), kind: 'cancellation_fee', amount_cents: extra, refunded_cents: 0, status: 'succeeded', provider_ref: `dev_pi_${newId()}`, idempotency_key: `cancel-fee:${booking.id}`, paid_at: at, created_at: at, updated_at: at });
  if (fee > 0) {
    const commission = halfUpPercent(fee, s.commissionPercent);
    rows.earnings.push({ id: newId(), cleaner_id: f.cleanerId, kind: 'cancellation_fee', booking_id: booking.id, source_key: `cancellation_fee:${booking.id}`, service_date: booking.date, note: null, gross_cents: fee, commission_cents: commission, tax_cents: 0, amount_cents: fee - commission, earned_at: at, payout_id: null });
  }
}

interface CompleteFacts {
  startsAt: Date;
  q: Quote;
  lang: 'fr' | 'en';
  fr: (t: string) => string;
}

/** A visit done: punched in at the door, out hours later, the remainder charged, the cleaner credited, the invoice issued, perhaps reviewed. */
function complete(rows: VisitRows, s: VisitSettings, c: Candidate, booking: Row, deposit: Row, f: CompleteFacts, transition: AddTransition): void {
  const { r, cleaner, client } = c;
  const p = c.property.row;
  const inAt = new Date(f.startsAt.getTime() + r.int(-10, 12) * MINUTE);
  const outAt = new Date(inAt.getTime() + c.hours * HOUR + r.int(-15, 20) * MINUTE);
  const position = () => ({ lat: Number(p.lat) + (r.next() - 0.5) * 2e-4, lng: Number(p.lng) + (r.next() - 0.5) * 2e-4, accuracyMeters: r.int(5, 25), distanceMeters: r.int(2, 40) });
  const checklist = (booking.checklist as Row[]).map((t, k) => ({ ...t, done: true, doneAt: new Date(inAt.getTime() + (k + 1) * 40 * MINUTE).toISOString() }));
  Object.assign(booking, {
    status: 'completed', payment_status: 'fully_paid', punch_in: { at: inAt.toISOString(), ...position() }, punch_out: { at: outAt.toISOString(), ...position() },
    worked_minutes: Math.round((outAt.getTime() - inAt.getTime()) / MINUTE), checklist, updated_at: outAt,
  });
  transition(booking.id as string, 'confirmed', 'in_progress', 'punch_in', 'cleaner', cleaner.id, inAt);
  transition(booking.id as string, 'in_progress', 'completed', 'punch_out', 'cleaner', cleaner.id, outAt);
  const remainder = { ...deposit, id: newId(), kind: 'remainder', amount_cents: f.q.remainderCents, refunded_cents: 0, status: 'succeeded', provider_ref: `dev_pi_${newId()}`, idempotency_key: `remainder:${booking.id}`, paid_at: outAt, created_at: outAt, updated_at: outAt };
  if (f.q.remainderCents > 0) rows.charges.push(remainder);
  // The payouts module's booking earning: the discounted subtotal less the commission, plus the cleaner's own taxes (none here).
  const gross = f.q.subtotalCents - f.q.discountCents;
  const commission = halfUpPercent(gross, s.commissionPercent);
  rows.earnings.push({ id: newId(), cleaner_id: cleaner.id, kind: 'booking', booking_id: booking.id, source_key: `booking:${booking.id}`, service_date: booking.date, note: null, gross_cents: gross, commission_cents: commission, tax_cents: 0, amount_cents: gross - commission, earned_at: outAt, payout_id: null });
  const q = f.q;
  rows.invoices.push({
    year: Number(localDateOf(outAt).slice(0, 4)),
    row: { id: newId(), booking_id: booking.id, client_id: client.id, cleaner_id: cleaner.id, locale: client.locale, issued_at: outAt, period_start: inAt, period_end: outAt, total_cents: q.totalCents },
    snapshot: {
      version: 1, issuedAt: outAt.toISOString(), locale: client.locale, bookingId: booking.id, cleaningType: booking.cleaning_type, period: { start: inAt.toISOString(), end: outAt.toISOString() },
      client: { name: client.name, email: client.email, address: { line1: p.address_line1, city: p.city, postalCode: p.postal_code } },
      cleaner: { name: cleaner.name, gstNumber: null, qstNumber: null }, platform: s.platform,
      quote: { mode: q.mode, hours: q.hours, rateCents: q.rateCents, serviceCents: q.serviceCents, cleaningFeeCents: q.cleaningFeeCents, emergencyFeeCents: q.emergencyFeeCents, subtotalCents: q.subtotalCents, discounts: q.discounts, discountCents: q.discountCents, serviceFeeCents: q.serviceFeeCents, taxLines: q.taxLines, taxCents: q.taxCents, totalCents: q.totalCents, depositCents: q.depositCents, remainderCents: q.remainderCents },
      payments: [{ kind: 'deposit', amountCents: q.depositCents, at: (deposit.paid_at as Date).toISOString() }, ...(q.remainderCents > 0 ? [{ kind: 'remainder', amountCents: q.remainderCents, at: outAt.toISOString() }] : [])],
      refunds: [],
    },
  });
  review(rows, s, c, booking, outAt, f);
}

/** The two sides' reviews (double-blind: published when both wrote or the window closed). */
function review(rows: VisitRows, s: VisitSettings, c: Candidate, booking: Row, outAt: Date, f: CompleteFacts): void {
  const { r, cleaner, client } = c;
  const now = s.now.getTime();
  const windowEnds = new Date(outAt.getTime() + s.reviewWindowDays * 24 * HOUR);
  const byClient = r.next() < 0.45 ? new Date(outAt.getTime() + r.int(2, 96) * HOUR) : null;
  const byCleaner = r.next() < 0.4 ? new Date(outAt.getTime() + r.int(1, 48) * HOUR) : null;
  const written = [byClient, byCleaner].filter((d): d is Date => d !== null && d.getTime() < now);
  if (!written.length) return;
  const both = byClient !== null && byCleaner !== null && byClient.getTime() < now && byCleaner.getTime() < now;
  const publishedAt = both ? new Date(Math.max(byClient.getTime(), byCleaner.getTime())) : windowEnds.getTime() < now ? windowEnds : null;
  const base = { booking_id: booking.id, cleaner_id: cleaner.id, cleaning_type: booking.cleaning_type, status: publishedAt ? 'published' : 'pending', published_at: publishedAt, window_ends_at: windowEnds, moderation_hidden: false, moderation_reason: null, moderated_by: null, moderated_at: null };
  if (byClient && byClient.getTime() < now) {
    const roll = r.next();
    const overall = roll < cleaner.quality * 0.82 ? 5 : roll < 0.94 ? 4 : roll < 0.985 ? 3 : 2;
    const sentiment: Sentiment = overall === 5 ? 'great' : overall === 4 ? (r.next() < 0.4 ? 'great' : 'good') : 'mixed';
    const comment = r.next() < 0.82 ? f.fr(textFor(REVIEW_COMMENTS[f.lang][sentiment], cleaner.gender, r)) : null;
    rows.reviews.push({ id: newId(), ...base, direction: 'client_to_cleaner', author_id: client.id, subject_id: cleaner.id, ...ratingsOf(overall, r), comment, created_at: byClient });
  }
  if (byCleaner && byCleaner.getTime() < now) {
    const comment = r.next() < 0.6 ? (cleaner.locale === 'fr' ? frenchSpacing(r.pick(CLIENT_REVIEW_COMMENTS.fr)) : r.pick(CLIENT_REVIEW_COMMENTS.en)) : null;
    rows.reviews.push({ id: newId(), ...base, direction: 'cleaner_to_client', author_id: cleaner.id, subject_id: client.id, ...ratingsOf(r.next() < 0.85 ? 5 : 4, r), comment, created_at: byCleaner });
  }
}

/**
 * Weekly payouts as Friday's run makes them: each ISO week's credits of a cleaner in one payout,
 * paid at 06:00 the Friday after; weeks whose run is still to come stay unpaid (the console's next run).
 * Only with the development Connect provider, whose transfers need no account outside this machine.
 */
function planPayouts(rows: VisitRows, s: VisitSettings): void {
  if (s.payoutsProvider !== 'development') return;
  const weeks = new Map<string, { run: Row; byCleaner: Map<string, Row[]> }>();
  for (const e of rows.earnings) {
    const { week, monday } = isoWeekOf(localDateOf(e.earned_at as Date));
    const runAt = toInstant(addDays(monday, 11), 6 * 60);
    if (runAt.getTime() >= s.now.getTime()) continue;
    const entry = weeks.get(week) ?? weeks.set(week, { run: { id: newId(), week, started_at: runAt, finished_at: new Date(runAt.getTime() + 40_000) }, byCleaner: new Map() }).get(week)!;
    const list = entry.byCleaner.get(e.cleaner_id as string) ?? [];
    entry.byCleaner.set(e.cleaner_id as string, [...list, e]);
  }
  for (const { run, byCleaner } of weeks.values()) {
    rows.runs.push(run);
    for (const [cleanerId, earnings] of byCleaner) {
      const cents = earnings.reduce((sum, e) => sum + (e.amount_cents as number), 0);
      if (cents <= 0) continue;
      const id = newId();
      const key = `payout:${cleanerId}:${run.week}`;
      const paidAt = new Date((run.started_at as Date).getTime() + 20_000);
      for (const e of earnings) e.payout_id = id;
      rows.payouts.push({
        id, cleaner_id: cleanerId, kind: 'weekly', status: 'paid', week: run.week, run_id: run.id, gross_cents: cents, fee_cents: 0, amount_cents: cents, idempotency_key: key, attempt_key: key, attempts: 1,
        failure_message: null, destination: devPayoutAccountOf(cleanerId), transfer_id: devRef('tr', key), provider_payout_id: null, created_at: run.started_at, updated_at: paidAt, paid_at: paidAt,
      });
    }
  }
}
