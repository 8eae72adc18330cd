import { checkDraft, type BookingDraftInput, type CheckedDraft } from '../domain/booking-draft.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { quote, visitQuote, type PromoDiscount, type Quote, type QuoteInput } from '../domain/pricing.js';
import { promoRefusal } from '../domain/promo-redemption.js';
import type { PropertyView } from '../domain/booking.js';
import type { BookingDeps, CleanerTerms } from './ports.js';

export interface PreparedDraft {
  draft: CheckedDraft;
  terms: CleanerTerms;
  property: PropertyView;
  quoteInput: QuoteInput;
  quote: Quote;
  /** The money of each visit (visit 0 carries the one-time discounts). */
  visitQuotes: Quote[];
}

/**
 * Everything a quote and a request share: the draft's rules, the client's property, the cleaner's
 * terms at that place, and the price. Throws domain errors (400/403/404).
 */
export const prepareDraft =
  (deps: BookingDeps) =>
  async (clientId: string, input: BookingDraftInput): Promise<PreparedDraft> => {
    const checked = checkDraft(input);
    if (!checked.ok) throw bookingErrors.invalid(checked.issues);
    const draft = checked.value;
    const found = await deps.properties.propertyForBooking(draft.propertyId);
    // Another client's property is as absent as a missing one.
    if (!found || found.ownerId !== clientId) throw bookingErrors.propertyNotFound();
    const property = found.full;
    const terms = await deps.cleaners.bookingTerms(draft.cleanerId, { placeId: property.address.placeId, lat: property.address.lat, lng: property.address.lng }, property.type);
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
      firstBooking: !(await deps.bookings.clientHasBooked(clientId)),
      promo,
      referralCreditCents: await deps.referrals.availableCents(clientId),
      cleanerTaxRegistered: terms.taxRegistered,
      visits: draft.visits,
    };
    const q = quote(quoteInput, deps.settings.pricing);
    const visitQuotes = Array.from({ length: draft.visits }, (_, i) => (i === 0 ? q : visitQuote(quoteInput, i, deps.settings.pricing)));
    return { draft, terms, property, quoteInput, quote: q, visitQuotes };
  };
