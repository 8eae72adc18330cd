import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { Booking, PropertyView, Transition } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { canPostpone, type CancellationTerms } from '../domain/cancellation-policy.js';
import { cleaningStatusOf, type CleaningStatus } from '../domain/cleaning-status.js';
import { termsFor } from './cancel-booking.js';
import type { BookingAccount, BookingDeps, BookingPhoto, CleanerShare, CleanerShares, EnRoute } from './ports.js';
import { mayGoEnRoute } from './en-route.js';
import { mayAnnounceLate, mayDeclareNoShow, noShowDeclarableAt } from '../domain/no-show.js';
import { declarationAfterMinutes } from './no-show.js';

export type ViewerRole = 'client' | 'cleaner' | 'admin';
export type BookingActionName = 'accept' | 'decline' | 'withdraw' | 'cancel' | 'postpone' | 'punch_in' | 'punch_out' | 'checklist' | 'photos' | 'en_route' | 'rebook' | 'announce_late' | 'declare_no_show';

export interface Party {
  id: string;
  name: string;
  profilePic: string | null;
  profilePicImage: ResponsiveImageView | null;
  slug: string | null;
  email: string | null;
}

/** What the cleaner earns from this booking: a visit's share, or their part of a client's late-cancellation fee. */
export type CleanerEarning = CleanerShare & { kind: 'visit' | 'cancellation_fee' };

export interface BookingSummaryView {
  booking: Booking;
  cleaningStatus: CleaningStatus | null;
  client: Party;
  cleaner: Party;
  /** Null for the client (they see their price, never the cleaner's share) and when the cleaner earns nothing. */
  cleanerEarning: CleanerEarning | null;
}

export interface BookingDetailView extends BookingSummaryView {
  viewerRole: ViewerRole;
  property: PropertyView;
  transitions: Transition[];
  photos: BookingPhoto[];
  actions: BookingActionName[];
  cancellationTerms: CancellationTerms | null;
  /** The cleaner's "En route" (null before the tap; admins do not see it). */
  enRoute: EnRoute | null;
  /** While confirmed: from when the client may declare a no-show (issue #36); null otherwise. */
  noShowDeclarableFrom: Date | null;
}

/** What the viewer may do now; the screens show exactly these buttons. */
export function actionsFor(b: Booking, role: ViewerRole, now: Date, deps: BookingDeps): BookingActionName[] {
  const postpone = canPostpone(b.startsAt, now, deps.settings.cancellation);
  const after = declarationAfterMinutes(deps);
  switch (role) {
    case 'cleaner':
      if (b.status === 'pending') return ['accept', 'decline'];
      if (b.status === 'confirmed') return ['punch_in', ...(mayGoEnRoute(b, now) ? (['en_route'] as const) : []), ...(mayAnnounceLate(b, now, after) ? (['announce_late'] as const) : []), 'cancel'];
      if (b.status === 'in_progress') return ['punch_out', 'checklist', ...(b.allowPhotos ? (['photos'] as const) : [])];
      return [];
    case 'client':
      if (b.status === 'pending') return ['withdraw', ...(postpone ? (['postpone'] as const) : [])];
      if (b.status === 'confirmed') return ['cancel', ...(postpone ? (['postpone'] as const) : []), ...(mayDeclareNoShow(b, now, after) ? (['declare_no_show'] as const) : [])];
      if (b.status === 'completed') return ['rebook'];
      return [];
    case 'admin':
      return ['pending', 'confirmed', 'in_progress'].includes(b.status) ? ['cancel'] : [];
  }
}

/**
 * The cleaner's earning, by the rule the payouts ledger records it with: a visit that goes ahead
 * (or went) earns its share; a client's late cancellation earns the cleaner their part of the fee;
 * a request declined, withdrawn or expired, or any other cancellation, earns nothing (null).
 */
export function cleanerEarningOf(shares: CleanerShares, b: Pick<Booking, 'status' | 'quote' | 'cancellation'>): CleanerEarning | null {
  switch (b.status) {
    case 'pending':
    case 'confirmed':
    case 'in_progress':
    case 'completed':
      return { kind: 'visit', ...shares.ofVisit(b.quote) };
    case 'cancelled':
      return b.cancellation?.by === 'client' && b.cancellation.feeCents > 0 ? { kind: 'cancellation_fee', ...shares.ofCancellationFee(b.cancellation.feeCents) } : null;
    default:
      return null;
  }
}

const unknownParty = (id: string): Party => ({ id, name: '', profilePic: null, profilePicImage: null, slug: null, email: null });

/** `known`: what the caller already read (a new request's terms and parties), not read again. */
export async function partiesOf(deps: BookingDeps, bookings: Booking[], withEmails: boolean, known?: KnownParties): Promise<Map<string, Party>> {
  const ids = [...new Set(bookings.flatMap((b) => [b.clientId, b.cleanerId]))];
  const accounts: BookingAccount[] = known?.accounts ?? (ids.length ? await deps.accounts.findMany(ids) : []);
  const knownSlugs = known?.slugs;
  const cleanerIds = new Set(bookings.map((b) => b.cleanerId));
  const parties = new Map<string, Party>();
  for (const a of accounts) {
    const slug = cleanerIds.has(a.id) ? (knownSlugs?.get(a.id) ?? (await deps.cleaners.slugOf(a.id))) : null;
    parties.set(a.id, { id: a.id, name: a.name, profilePic: a.profilePic, profilePicImage: a.profilePicImage, slug, email: withEmails ? a.email : null });
  }
  return parties;
}

/** Bookings as `viewer` sees them in a list; admins also get the parties' emails. */
export const summaryViews =
  (deps: BookingDeps) =>
  async (bookings: Booking[], viewer: ViewerRole, known?: KnownParties): Promise<BookingSummaryView[]> => {
    const now = deps.clock.now();
    const parties = await partiesOf(deps, bookings, viewer === 'admin', known);
    return bookings.map((b) => ({
      booking: b,
      cleaningStatus: cleaningStatusOf(b, now),
      client: parties.get(b.clientId) ?? unknownParty(b.clientId),
      cleaner: parties.get(b.cleanerId) ?? unknownParty(b.cleanerId),
      cleanerEarning: viewer === 'client' ? null : cleanerEarningOf(deps.shares, b),
    }));
  };

/**
 * One booking as its client, its cleaner or an admin sees it. The cleaner reads the wifi password
 * and access instructions only once the visit is confirmed (and while it runs); admins never do.
 */
export const bookingDetail =
  (deps: BookingDeps) =>
  async (bookingId: string, viewer: { userId: string; role: string | null }): Promise<BookingDetailView> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw bookingErrors.notFound();
    return detailOf(deps, b, viewer);
  };

/** What the caller just wrote or read itself (a new request's client): the detail need not read it again. */
export interface KnownDetail {
  property: PropertyView;
  transitions: Transition[];
  photos: BookingPhoto[];
  /** The cleaner's slug, from the terms the request was priced with. */
  cleanerSlug: string;
  /** The client's and the cleaner's accounts, read with the request's other reads. */
  accounts: BookingAccount[];
}

/** Parties a caller already read: cleaners' slugs, and the accounts of every party of the bookings. */
export interface KnownParties {
  slugs?: ReadonlyMap<string, string>;
  accounts?: BookingAccount[];
}

export async function detailOf(deps: BookingDeps, b: Booking, viewer: { userId: string; role: string | null }, known?: KnownDetail): Promise<BookingDetailView> {
  const viewerRole: ViewerRole | null = viewer.role === 'admin' ? 'admin' : b.partyRole(viewer.userId);
  if (!viewerRole) throw bookingErrors.forbidden();
  if (known && viewerRole !== 'client') throw new Error('known details are the client\'s own view');
  const now = deps.clock.now();
  const [summary] = await summaryViews(deps)([b], viewerRole, known ? { slugs: new Map([[b.cleanerId, known.cleanerSlug]]), accounts: known.accounts } : undefined);
  const live = known ? null : await deps.properties.propertyForBooking(b.propertyId);
  const seesSecrets = viewerRole === 'client' || (viewerRole === 'cleaner' && (b.status === 'confirmed' || b.status === 'in_progress'));
  const property = known ? known.property : live ? (seesSecrets ? live.full : live.withoutSecrets) : b.propertySnapshot;
  const actions = actionsFor(b, viewerRole, now, deps);
  const [transitions, photos] = known ? [known.transitions, known.photos] : await Promise.all([deps.bookings.transitionsOf(b.id), deps.bookings.photosOf(b.id)]);
  // Only a confirmed visit's "En route" is news; a new request has none (no read on the request's path).
  const enRoute = !known && viewerRole !== 'admin' && b.status === 'confirmed' ? await deps.enRoute.find(b.id) : null;
  return {
    ...summary!,
    viewerRole,
    property,
    transitions,
    photos,
    actions,
    cancellationTerms: actions.includes('cancel') && viewerRole !== 'admin' ? termsFor(deps, b, viewerRole, now) : null,
    enRoute,
    noShowDeclarableFrom: b.status === 'confirmed' ? noShowDeclarableAt(b, declarationAfterMinutes(deps)) : null,
  };
}
