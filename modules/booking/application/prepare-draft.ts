import { checkDraft, type BookingDraftInput, type CheckedDraft } from '../domain/booking-draft.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { quote, visitQuote, type PromoDiscount, type Quote, type QuoteInput } from '../domain/pricing.js';
import { promoRefusal } from '../domain/promo-redemption.js';
import type { PropertyView } from '../domain/booking.js';
import type { BookingAccount, BookingDeps, CleanerTerms } from './ports.js';
import type { SqlRead } from '../../../src/shared/sql-read.js';
import { visitTimes, type VisitTime } from '../domain/visit-schedule.js';

export interface PreparedDraft {
  draft: CheckedDraft;
  terms: CleanerTerms;
  property: PropertyView;
  quoteInput: QuoteInput;
  quote: Quote;
  /** The money of each visit (visit 0 carries the one-time discounts). */
  visitQuotes: Quote[];
  /** The visits' times, and (for a request) whether each lies inside the cleaner's availability. */
  times: VisitTime[];
  available: boolean[] | null;
  /** The client's and the cleaner's accounts (the answer's parties). */
  accounts: BookingAccount[];
}

/**
 * Everything a quote and a request share: the draft's rules, the client's property, the cleaner's
 * terms at that place, and the price. Throws domain errors (400/403/404).
 */
export const prepareDraft =
  (deps: BookingDeps) =>
  async (clientId: string, input: BookingDraftInput): Promise<PreparedDraft> => {
    const prepared = await prepare(deps, clientId, input, null);
    if ('earlierId' in prepared) throw new Error('a quote has no earlier request');
    return prepared;
  };

/**
 * The same for a request, which also asks whether its visits lie in the cleaner's availability, and
 * whether its requestKey already made a booking (`earlierId`: that booking is the answer again).
 */
export const prepareRequest = (deps: BookingDeps) => (clientId: string, input: BookingDraftInput, requestKey: string | null) => prepare(deps, clientId, input, { requestKey });

/** The reads of the five modules involved are one statement (issue #24). */
async function prepare(deps: BookingDeps, clientId: string, input: BookingDraftInput, request: { requestKey: string | null } | null): Promise<PreparedDraft | { earlierId: string }> {
  const checked = checkDraft(input);
  if (!checked.ok) throw bookingErrors.invalid(checked.issues);
  const draft = checked.value;
  const times = visitTimes(draft);
  // A quote for a visit already begun is refused as its request would be (a request checks again, after
  // its requestKey: the same request retried later answers the booking it made).
  if (!request && times[0]!.startsAt.getTime() <= deps.clock.now().getTime()) throw bookingErrors.inThePast();
  // An event the cleaner added to their Google calendar a minute ago refuses this request (outside any transaction).
  if (request) await deps.availability.refreshBusyTimes?.(draft.cleanerId);
  const [earlierId, found, termsAt, accounts, hasBooked, referralCreditCents, available] = await deps.readTogether(
    request?.requestKey ? deps.bookings.requestKeyRead(clientId, request.requestKey) : NOTHING,
    deps.properties.propertyForBookingRead(draft.propertyId),
    deps.cleaners.bookingTermsRead(draft.cleanerId),
    deps.accounts.summariesRead([clientId, draft.cleanerId]),
    deps.bookings.clientHasBookedRead(clientId),
    deps.referrals.availableCentsRead(clientId),
    request ? deps.availability.availabilityRead(draft.cleanerId, times.map((t) => ({ start: t.startsAt, end: t.endsAt }))) : NOTHING,
  );
  if (earlierId) return { earlierId };
  // Another client's property is as absent as a missing one.
  if (!found || found.ownerId !== clientId) throw bookingErrors.propertyNotFound();
  const property = found.full;
  const place = { placeId: property.address.placeId, lat: property.address.lat, lng: property.address.lng };
  const terms = termsAt(accounts.find((a) => a.id === draft.cleanerId) ?? null, place, property.type, draft.cleaningType);
  if (!terms || draft.cleanerId === clientId) throw bookingErrors.cleanerNotBookable();
  if (!terms.serviceTypes.includes(draft.cleaningType)) throw bookingErrors.serviceNotOffered();
  if (!terms.servesPlace) throw bookingErrors.cityNotServed();
  if (terms.rateCents === null) throw terms.mode === 'fixed' ? bookingErrors.noFixedRate() : bookingErrors.cityNotServed();
  let promo: PromoDiscount | null = null;
  if (draft.promoCode) {
    // A quick answer for the quote; the request checks again under the code's lock (request-booking.ts).
    const code = await deps.promoCodes.find(draft.promoCode);
    const refusal = promoRefusal(code, code ? await deps.bookings.promoUses(clientId, code.code) : { total: 0, byClient: false }, deps.clock.now());
    if (refusal) throw refusal;
    promo = code!.discount;
  }
  const quoteInput: QuoteInput = {
    mode: terms.mode,
    rateCents: terms.rateCents,
    hours: draft.durationMinutes / 60,
    suppliesProvided: draft.suppliesProvided,
    emergency: draft.emergency !== null,
    firstBooking: !hasBooked,
    promo,
    referralCreditCents,
    cleanerTaxRegistered: terms.taxRegistered,
    visits: draft.visits,
  };
  const q = quote(quoteInput, deps.settings.pricing);
  const visitQuotes = Array.from({ length: draft.visits }, (_, i) => (i === 0 ? q : visitQuote(quoteInput, i, deps.settings.pricing)));
  return { draft, terms, property, quoteInput, quote: q, visitQuotes, times, available, accounts };
}

/** A read that asks nothing (a quote does not check availability, a request without a key has no earlier one). */
const NOTHING: SqlRead<null> = { name: 'nothing', text: 'select null::json', values: [], decode: () => null };
