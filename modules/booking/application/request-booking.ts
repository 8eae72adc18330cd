import { failpoint } from '../../../src/shared/failpoints.js';
import { createHash, randomBytes } from 'node:crypto';
import { Booking, moneyOf, type PropertyView, type Transition } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import type { BookingDraftInput } from '../domain/booking-draft.js';
import { promoRefusal } from '../domain/promo-redemption.js';
import { prepareRequest } from './prepare-draft.js';
import { requestedFlow } from './booking-notifications.js';
import type { BookingDeps } from './ports.js';
import type { KnownDetail } from './booking-view.js';

export interface RequestBookingInput extends BookingDraftInput {
  paymentMethod: 'card';
  paymentMethodId?: string | null;
  requestKey?: string;
}

const withoutSecrets = (p: PropertyView): PropertyView => ({ ...p, wifiPassword: null, accessInstructions: null });

/**
 * A client asks a cleaner for a visit (or a series): the times must lie inside the cleaner's
 * availability, the database refuses overlaps with the cleaner's active bookings (409), the deposit
 * of each visit is authorised, and the cleaner gets an email with accept and decline links.
 * The same requestKey twice answers the first booking again.
 */
export const requestBooking =
  (deps: BookingDeps) =>
  async (clientId: string, input: RequestBookingInput): Promise<{ first: Booking; visits: Booking[]; known?: KnownDetail }> => {
    // The same requestKey again answers the first booking (read with the request's other reads).
    const prepared = await prepareRequest(deps)(clientId, input, input.requestKey ?? null);
    if ('earlierId' in prepared) {
      const earlier = await deps.bookings.findById(prepared.earlierId);
      if (earlier) return { first: earlier, visits: earlier.seriesId ? await deps.bookings.seriesOf(earlier.seriesId) : [earlier] };
      throw bookingErrors.notFound();
    }
    const { draft, times } = prepared;
    const now = deps.clock.now();
    if (times[0]!.startsAt.getTime() <= now.getTime()) throw bookingErrors.inThePast();
    const unavailable = times.find((_, i) => !prepared.available![i]);
    if (unavailable) throw bookingErrors.unavailable(unavailable.date);
    const seriesId = draft.visits > 1 ? deps.newId() : null;
    const nonce = randomBytes(18).toString('base64url');
    const expiryMs = deps.settings.requestExpiryHours * 3_600_000;
    const visits = times.map((t, i) => {
      const q = prepared.visitQuotes[i]!;
      const b = new Booking();
      Object.assign(b, {
        id: deps.newId(),
        seriesId,
        visitNumber: i + 1,
        seriesVisits: draft.visits,
        clientId,
        cleanerId: draft.cleanerId,
        propertyId: draft.propertyId,
        status: 'pending',
        paymentStatus: 'initial_pending',
        cleaningType: draft.cleaningType,
        frequency: draft.frequency,
        intervalDays: draft.intervalDays,
        date: t.date,
        startMinute: t.startMinute,
        startsAt: t.startsAt,
        endsAt: t.endsAt,
        durationMinutes: draft.durationMinutes,
        hasPets: draft.hasPets,
        petKinds: draft.petKinds,
        suppliesProvided: draft.suppliesProvided,
        allowPhotos: draft.allowPhotos,
        galleryConsentAt: null,
        emergency: draft.emergency,
        notes: draft.notes,
        promoCode: i === 0 ? draft.promoCode : null,
        paymentMethod: 'card',
        paymentMethodId: input.paymentMethodId ?? null,
        paymentReference: null,
        money: moneyOf(q),
        totalCents: q.totalCents,
        quote: q,
        propertySnapshot: withoutSecrets(prepared.property),
        checklist: draft.tasks.map((task) => ({ id: deps.newId(), category: task.category, label: task.label, done: false, doneAt: null })),
        requestKey: i === 0 ? (input.requestKey ?? null) : null,
        // Only the hash is stored: the links in the email carry the secret.
        actionNonce: createHash('sha256').update(nonce).digest('base64url'),
        requestedAt: now,
        // A request cannot wait past its own start.
        expiresAt: new Date(Math.min(now.getTime() + expiryMs, t.startsAt.getTime())),
        respondedAt: null,
        punchIn: null,
        punchOut: null,
        workedMinutes: null,
        cancellation: null,
        lateArrivalAt: null,
        lateAnnouncedAt: null,
        noShowAt: null,
        createdAt: now,
        updatedAt: now,
      } satisfies Omit<Booking, 'fire' | 'partyRole'>);
      return b;
    });
    const transitions: Transition[] = visits.map((b) => ({ id: deps.newId(), bookingId: b.id, from: null, to: 'pending', action: 'request', actorRole: 'client', actorId: clientId, reason: null, at: now }));
    try {
      if (draft.promoCode) await insertRedeemingPromo(deps, clientId, draft.promoCode, visits, transitions);
      else await deps.bookings.insert(visits, transitions);
    } catch (e) {
      // A concurrent double submit with the same key (refused by the unique key or by the overlap): the winner's booking is the answer.
      if (input.requestKey) {
        const earlier = await deps.bookings.findByRequestKey(clientId, input.requestKey).catch(() => null);
        if (earlier) return { first: earlier, visits: earlier.seriesId ? await deps.bookings.seriesOf(earlier.seriesId) : [earlier] };
      }
      throw e;
    }

    failpoint('booking.request.after_insert');
    // The deposit of each visit, after the slot is ours: a refusal frees the slots again.
    const references = new Map<string, string>();
    for (const b of visits) {
      const outcome = await deps.payments.authorizeDeposit({ bookingId: b.id, clientId, amountCents: b.money.depositCents, paymentMethodId: b.paymentMethodId, idempotencyKey: `deposit:${b.id}` });
      if (!outcome.ok) {
        await releaseAfterPaymentFailure(deps, visits, b.id);
        throw bookingErrors.paymentFailed();
      }
      references.set(b.id, outcome.reference);
      b.paymentReference = outcome.reference;
    }
    failpoint('booking.request.after_deposit');
    await attachDeposits(deps, visits, references, nonce);
    const referralCents = visits[0]!.quote.discounts.find((d) => d.kind === 'referral')?.amountCents ?? 0;
    if (referralCents > 0) await deps.referrals.reserve(clientId, visits[0]!.id, referralCents);
    // The answer shows what was just written: nothing needs to be read back.
    return { first: visits[0]!, visits, known: { property: prepared.property, transitions: transitions.filter((t) => t.bookingId === visits[0]!.id), photos: [], cleanerSlug: prepared.terms.slug, accounts: prepared.accounts } };
  };

/**
 * The code is checked again under its row lock, in the insert's transaction: two requests with the
 * same code queue on the lock, so the second one sees the first one's booking (once per client, the
 * maximum uses) and is refused. The quote a moment earlier may have said yes; the database decides.
 */
async function insertRedeemingPromo(deps: BookingDeps, clientId: string, code: string, visits: Booking[], transitions: Transition[]): Promise<void> {
  await deps.tx.run(async () => {
    const terms = await deps.promoCodes.lock(code);
    const refusal = promoRefusal(terms, terms ? await deps.bookings.promoUses(clientId, terms.code) : { total: 0, byClient: false }, deps.clock.now());
    if (refusal) throw refusal;
    await deps.bookings.insert(visits, transitions);
  });
}

/**
 * The deposits join their visits and the request's flow (the cleaner's email with the answer links,
 * the client's "request sent", integrators' booking.requested) is recorded with them, in one statement.
 * A request that took so long that the reconciler gave it up meanwhile (reconcile.ts) gets its holds
 * released here instead: no money stays held for a visit that no longer exists.
 */
async function attachDeposits(deps: BookingDeps, visits: Booking[], references: Map<string, string>, nonce: string): Promise<void> {
  if (await deps.bookings.attachDeposits(visits[0]!.cleanerId, references, requestedFlow(deps, visits, nonce))) return;
  for (const [bookingId, reference] of references) await deps.payments.releaseDeposit({ bookingId, reference, idempotencyKey: `release:${bookingId}` });
  throw bookingErrors.paymentFailed();
}

/** Compensation: every visit of the request is cancelled (slots freed) and authorised deposits released. */
async function releaseAfterPaymentFailure(deps: BookingDeps, visits: Booking[], failedId: string): Promise<void> {
  const now = deps.clock.now();
  for (const b of visits) {
    if (b.paymentReference) {
      await deps.payments.releaseDeposit({ bookingId: b.id, reference: b.paymentReference, idempotencyKey: `release:${b.id}` });
    }
  }
  // The visits were written in one statement, outside the unit of work: they are loaded (locked) to change them.
  await deps.tx.run(async () => {
    const transitions: Transition[] = [];
    let first: Booking | null = null;
    for (const v of visits) {
      const b = await deps.bookings.lock(v.id);
      if (!b || b.status !== 'pending') continue;
      first ??= b;
      transitions.push(b.fire('payment_failed', { role: 'system', id: null }, now, null, deps.newId));
      b.paymentStatus = b.id === failedId ? 'initial_failed' : 'refunded';
      b.actionNonce = null;
    }
    if (first) await deps.bookings.save(first, transitions);
  });
}
