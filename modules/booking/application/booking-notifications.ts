import type { Locale } from '../../../src/shared/locale.js';
import type { StagedFlow } from '../../../src/shared/flow-events.js';
import { wallClockOf, type Booking } from '../domain/booking.js';
import { bookingChangeEmail, newRequestEmail, requestSentEmail, visitReceiptEmail, whenOf, type NotificationEvent, type Recipient, type VisitFacts } from './booking-emails.js';
import type { BookingAccount, BookingDeps, ConversationFacts, EmailVisit } from './ports.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { DEFAULT_REFUND_DELAY, ownCancellationEmail, ownPostponementEmail, ownWithdrawalEmail, type CancellationMoney, type RefundDelay } from './client-own-emails.js';

export type { NotificationEvent } from './booking-emails.js';

/** "samedi 28 novembre 2026 à 9 h" / "Saturday, November 28, 2026 at 9:00 AM", in Quebec time (as the web app writes it). */
export function whenText(b: Booking, locale: Locale): string {
  return whenOf(b.startsAt, locale);
}

/** What the emails tell of a visit (the first of a series: `visits` counts them). */
export function visitFactsOf(deps: BookingDeps, b: EmailVisit, otherName: string | null, visits = 1): VisitFacts {
  return {
    bookingId: b.id,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    city: b.propertySnapshot.address.city,
    visits,
    depositCents: b.money.depositCents,
    remainderCents: b.money.remainderCents,
    totalCents: b.money.totalCents,
    otherName,
    url: `${deps.settings.publicUrl}/bookings/${b.id}`,
    expiresAt: b.expiresAt,
    cleaningType: b.cleaningType,
    durationMinutes: b.durationMinutes,
  };
}

const recipient = (a: BookingAccount): Recipient => ({ email: a.email, name: a.name, locale: a.locale });

/** The visit's two parties, read together (one statement: an email step runs for every request). */
async function partiesOf(deps: BookingDeps, b: Booking): Promise<{ client: BookingAccount | null; cleaner: BookingAccount | null }> {
  const found = await deps.accounts.findMany([b.clientId, b.cleanerId]);
  return { client: found.find((a) => a.id === b.clientId) ?? null, cleaner: found.find((a) => a.id === b.cleanerId) ?? null };
}

/** Flow of a new request (src/flows/booking-flows.ts): the cleaner's email with the answer links, the client's "request sent". */
export const BOOKING_REQUESTED = 'booking.requested';

export interface RequestedPayload {
  bookingIds: string[];
  /** The secret of the emailed answer links (only its hash is kept on the booking); the outbox forgets it once sent. */
  nonce: string;
  /** What both parties see of each visit as requested (integrators' booking.requested carries it: no read back). Absent in rows written before. */
  visits?: RequestedVisit[];
}

/** A visit as it was requested, in the shape of the booking's participant facts (dates as ISO text, as JSON carries them). */
export type RequestedVisit = Omit<ConversationFacts, 'seriesId' | 'status' | 'startsAt' | 'open'> & { status: string; startsAt: string };

/**
 * A new request is told through the outbox (flow `booking.requested`, one row per step written by
 * the statement that attaches the deposits, or in the reconciler's transaction): once it commits, the cleaner gets the request with
 * accept and decline links that work once, and the client a "request sent" email. Each is sent once
 * (the rows are keyed by the first visit) and never for a request that rolled back.
 */
export async function notifyRequested(deps: BookingDeps, visits: Booking[], nonce: string): Promise<void> {
  await deps.flows.emit(BOOKING_REQUESTED, visits[0]!.id, requestedPayload(visits, nonce));
}

/** The same flow, for the statement that attaches the request's deposits to write (request-booking.ts). */
export function requestedFlow(deps: BookingDeps, visits: Booking[], nonce: string): StagedFlow {
  return deps.flows.stage(BOOKING_REQUESTED, visits[0]!.id, requestedPayload(visits, nonce));
}

function requestedPayload(visits: Booking[], nonce: string): Record<string, unknown> {
  const requested = visits.map((b) => ({ bookingId: b.id, clientId: b.clientId, cleanerId: b.cleanerId, status: b.status, date: b.date, time: wallClockOf(b.startMinute), startsAt: b.startsAt.toISOString(), cleaningType: b.cleaningType }));
  return { bookingIds: visits.map((b) => b.id), nonce, visits: requested } satisfies RequestedPayload;
}

interface RequestedFacts {
  visits: EmailVisit[];
  client: BookingAccount | null;
  cleaner: BookingAccount | null;
  /** Whether the new request would reach a device of the cleaner (read with the rest); null: not read, the push step decides. */
  cleanerWatches: boolean | null;
}
/**
 * The request's two emails and its push are steps that this process runs one after the other on the same
 * payload (src/flows/outbox.ts): they read the visits, the parties and the cleaner's devices once (issue #24). A poller's
 * retry gets a payload of its own, so it reads afresh.
 */
const requestedFactsOf = new WeakMap<RequestedPayload, Promise<RequestedFacts>>();

function requestedFacts(deps: BookingDeps, p: RequestedPayload): Promise<RequestedFacts> {
  let facts = requestedFactsOf.get(p);
  if (!facts) {
    facts = (async () => {
      // The payload names the parties (rows written before it did not): the visits and both accounts in one statement.
      const parties = p.visits?.[0];
      if (!parties) {
        const visits = (await Promise.all(p.bookingIds.map((id) => deps.bookings.findById(id)))).filter((b): b is Booking => b !== null);
        return { visits, ...(visits[0] ? await partiesOf(deps, visits[0]) : { client: null, cleaner: null }), cleanerWatches: null };
      }
      const reads = [deps.bookings.emailVisitsRead(p.bookingIds), deps.accounts.summariesRead([parties.clientId, parties.cleanerId])] as const;
      // The push step's question (a device, the category on) rides along: no statement of its own for the many cleaners without one.
      const watch = deps.push.watchRead?.(parties.cleanerId, 'new_request');
      const [visits, accounts, watches] = watch ? await deps.readTogether(...reads, watch) : [...(await deps.readTogether(...reads)), null];
      const find = (id: string) => accounts.find((a) => a.id === id) ?? null;
      return { visits, client: find(parties.clientId), cleaner: find(parties.cleanerId), cleanerWatches: watches };
    })();
    requestedFactsOf.set(p, facts);
    facts.catch(() => requestedFactsOf.delete(p));
  }
  return facts;
}

/** Step `mail.request_to_cleaner`: the new request, with its answer links, to the cleaner. */
export const sendRequestToCleaner =
  (deps: BookingDeps) =>
  async (p: RequestedPayload): Promise<void> => {
    const { visits, cleaner, client } = await requestedFacts(deps, p);
    const first = visits[0];
    if (!first || !cleaner?.active) return;
    const base = `${deps.settings.publicUrl}/bookings/${first.id}`;
    const token = encodeURIComponent(p.nonce);
    await deps.mailer.send(
      newRequestEmail(recipient(cleaner), visitFactsOf(deps, first, client?.name ?? null, visits.length), { accept: `${base}/accept?token=${token}`, decline: `${base}/decline?token=${token}` }, { now: deps.clock.now(), earningCents: deps.shares.ofVisit(first.quote).amountCents }),
    );
  };

/**
 * Step `push.request_to_cleaner` (issue #34): the new request on the cleaner's devices. The payload names
 * the cleaner and the first visit (rows written before it did not: no push for those); whether the
 * cleaner has a device to reach was read with the emails' facts, and only then is the push asked for,
 * inside this step (`push.send` runs within it).
 */
export const pushRequestToCleaner =
  (deps: BookingDeps) =>
  async (p: RequestedPayload): Promise<void> => {
    const first = p.visits?.[0];
    if (!first) return;
    if ((await requestedFacts(deps, p)).cleanerWatches === false) return;
    await deps.push.notify(first.cleanerId, `${first.bookingId}:requested`, { kind: 'new_request', bookingId: first.bookingId, startsAt: first.startsAt, visits: p.bookingIds.length });
  };

/**
 * The answer on the client's devices (issue #34), in the answer's transaction: one push for the
 * request, however many visits of a series it answered (the first one's page opens).
 */
export function pushAnswer(deps: BookingDeps, answered: Booking[], accepted: boolean): Promise<void> {
  const first = answered[0];
  if (!first) return Promise.resolve();
  const kind = accepted ? 'request_accepted' : 'request_declined';
  return deps.push.notify(first.clientId, `${first.id}:${kind}:${first.updatedAt.getTime()}`, { kind, bookingId: first.id, startsAt: first.startsAt.toISOString(), visits: answered.length });
}

/** Step `mail.request_sent_to_client`: what happens next, to the client. */
export const sendRequestSentToClient =
  (deps: BookingDeps) =>
  async (p: RequestedPayload): Promise<void> => {
    const { visits, cleaner, client } = await requestedFacts(deps, p);
    const first = visits[0];
    if (!first || first.status !== 'pending' || !client?.active) return;
    await deps.mailer.send(requestSentEmail(recipient(client), visitFactsOf(deps, first, cleaner?.name ?? null, visits.length), deps.clock.now()));
  };

/** What a client's own change adds to its notification (issue #42): the cancellation's money, a postponement's former start. */
export interface OwnChange {
  /** The client herself made the change: she gets her own confirmation. */
  byClient?: boolean;
  money?: CancellationMoney;
  /** A postponement's former start (ISO). */
  from?: string;
  /** A series accepted (or cancelled by the client) at once: its visits, told in one confirmation (issue #42). */
  series?: string[];
}

const refundDelayOf = (deps: BookingDeps): RefundDelay => deps.settings.refundDelay ?? DEFAULT_REFUND_DELAY;

/** The client's confirmation of her own change, or null when the event has none. */
function ownChangeEmail(deps: BookingDeps, to: Recipient, event: NotificationEvent, v: VisitFacts, own: OwnChange): MailMessage | null {
  if (event === 'cancelled' && own.money) return ownCancellationEmail(to, v, own.money, refundDelayOf(deps), deps.settings.cancellation.freeCancellationHours, own.series?.length ?? 1);
  if (event === 'withdrawn') return ownWithdrawalEmail(to, v);
  if (event === 'postponed' && own.from) return ownPostponementEmail(to, v, new Date(own.from), deps.clock.now());
  return null;
}

const sum = (visits: VisitFacts[], key: 'depositCents' | 'remainderCents' | 'totalCents'): number => visits.reduce((s, v) => s + v[key], 0);

/** The confirmed visits of a series accepted at once, in order (one that changed since is left out). */
async function seriesFacts(deps: BookingDeps, ids: string[], otherName: string | null): Promise<VisitFacts[]> {
  const visits = (await Promise.all(ids.map((id) => deps.bookings.findById(id)))).filter((b): b is Booking => b !== null && b.status === 'confirmed');
  return visits.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map((b) => visitFactsOf(deps, b, otherName));
}

/** Tells these people, each in their language, what happened to the booking. */
export async function notifyParties(deps: BookingDeps, b: Booking, event: NotificationEvent, to: ('client' | 'cleaner')[], reason: string | null = null, own: OwnChange = {}): Promise<void> {
  const { client, cleaner } = await partiesOf(deps, b);
  for (const who of to) {
    const account = who === 'client' ? client : cleaner;
    if (!account?.active) continue;
    const other = who === 'client' ? cleaner : client;
    const facts = visitFactsOf(deps, b, other?.name ?? null);
    const mine = who === 'client' && own.byClient ? ownChangeEmail(deps, recipient(account), event, facts, own) : null;
    if (mine) {
      await deps.mailer.send(mine);
      continue;
    }
    const refund = b.cancellation?.refundCents ?? 0;
    const series = event === 'accepted' && own.series && own.series.length > 1 ? await seriesFacts(deps, own.series, other?.name ?? null) : null;
    const told = series ? { ...facts, visits: series.length, depositCents: sum(series, 'depositCents'), remainderCents: sum(series, 'remainderCents'), totalCents: sum(series, 'totalCents') } : facts;
    await deps.mailer.send(bookingChangeEmail(recipient(account), who, event, told, reason, refund, deps.clock.now(), refundDelayOf(deps), series ?? undefined));
  }
}

export interface NotificationPayload {
  bookingId: string;
  event: NotificationEvent;
  to: ('client' | 'cleaner')[];
  reason: string | null;
  /** Absent in rows written before issue #42. */
  own?: OwnChange;
}

/**
 * Tells the parties of a change through the outbox (flow `booking.notify`), inside the change's
 * transaction: the email leaves once the change commits, and is retried if the mail server fails.
 */
export function tellParties(deps: BookingDeps, b: Booking, event: NotificationEvent, to: ('client' | 'cleaner')[], reason: string | null = null, own?: OwnChange): Promise<void> {
  return deps.flows.emit('booking.notify', `${b.id}:${event}:${b.updatedAt.getTime()}`, { bookingId: b.id, event, to, reason, ...(own ? { own } : {}) } satisfies NotificationPayload);
}

/** The flow's step: the emails about the booking as it is now, each in its recipient's language. */
export const sendNotification =
  (deps: BookingDeps) =>
  async (p: NotificationPayload): Promise<void> => {
    const b = await deps.bookings.findById(p.bookingId);
    if (b) await notifyParties(deps, b, p.event, p.to, p.reason, p.own);
  };

/** Step `mail.visit_receipt` of `booking.fully_paid` (after the invoice is issued): the completed visit's receipt to the client. */
export const sendVisitReceipt =
  (deps: BookingDeps) =>
  async (bookingId: string): Promise<void> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b || b.status !== 'completed') return;
    const { client, cleaner } = await partiesOf(deps, b);
    if (!client?.active) return;
    await deps.mailer.send(
      visitReceiptEmail(
        recipient(client),
        visitFactsOf(deps, b, cleaner?.name ?? null),
        // The frozen money, with the quote's discounts by kind (the page and the invoice name them too).
        { ...b.money, discounts: b.quote.discounts },
        b.workedMinutes,
        `${deps.settings.publicUrl}/api/bookings/${b.id}/invoice.pdf`,
      ),
    );
  };
