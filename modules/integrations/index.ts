import { guardedLookup } from './adapters/http/guarded-webhook-sender.js';
import { systemResolver } from './domain/url-guard.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import type { ErasureSubject } from '../../src/shared/personal-data-erasure.js';
import type { PersonalDataSubject } from '../../src/shared/personal-data.js';
import type { IntegrationsDeps, IntegrationsSettings, KeyOwners } from './application/ports.js';
import { authenticateApiKey } from './application/api-keys.js';
import { PgApiKeyRepository } from './adapters/persistence/api-keys.repository.js';
import { IntegrationsApiKeys } from './adapters/persistence/migrations/2026113050-integrations-api-keys.js';
import { apiKeysRouter } from './adapters/http/api-keys.routes.js';
import { requiredScope } from './domain/scope-rules.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { Locale } from '../../src/shared/locale.js';
import { PgWebhookRepository } from './adapters/persistence/webhooks.repository.js';
import { IntegrationsWebhooks } from './adapters/persistence/migrations/2026113051-integrations-webhooks.js';
import { webhooksRouter } from './adapters/http/webhooks.routes.js';
import { attemptDelivery, publishEvent, type WebhookDeps, type WebhookFlows, type WebhookSettings } from './application/webhooks.js';
import { eventIdOf } from './domain/event-id.js';
import { PgEventRepository } from './adapters/persistence/events.repository.js';
import { IntegrationsEvents } from './adapters/persistence/migrations/2026120250-integrations-events.js';
import { eventsRouter } from './adapters/http/events.routes.js';
import type { EventsFeedSettings } from './application/events-feed.js';
import { PgIdempotencyStore } from './adapters/persistence/idempotency.repository.js';
import { IntegrationsIdempotency } from './adapters/persistence/migrations/2026120251-integrations-idempotency.js';
import { IntegrationsSealedWebhookSecrets } from './adapters/persistence/migrations/2026120252-integrations-sealed-webhook-secrets.js';
import { aesGcmCipher } from '../../src/shared/sealed-secret.js';
import type { WebhookEventType } from './domain/webhook.js';
import type { MessageCreatedFacts, PaymentFailedFacts, PayoutPaidFacts, RefundCreatedFacts } from './application/event-facts.js';

export type { MessageCreatedFacts, PaymentFailedFacts, PayoutPaidFacts, RefundCreatedFacts } from './application/event-facts.js';
export { messageCreatedWatchSql } from './adapters/persistence/message-watchers.js';

export { looksLikeApiKey } from './domain/api-key.js';
export { WEBHOOK_ATTEMPT } from './application/webhooks.js';
/** The SSRF guard of outgoing requests (https, public addresses only), reused by availability's calendar subscriptions. */
export { checkWebhookUrl as checkOutgoingUrl } from './domain/url-guard.js';
/** A socket name lookup that refuses private, loopback and link-local addresses (other modules' outgoing calls: DNS rebinding). */
export const outgoingLookup = (allowedHosts: readonly string[] = []) => guardedLookup(systemResolver, allowedHosts);
export type { KeyCaller } from './application/api-keys.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const integrationsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026113050-integrations-api-keys', class: IntegrationsApiKeys },
    { name: '2026113051-integrations-webhooks', class: IntegrationsWebhooks },
    { name: '2026120250-integrations-events', class: IntegrationsEvents },
    { name: '2026120251-integrations-idempotency', class: IntegrationsIdempotency },
    { name: '2026120252-integrations-sealed-webhook-secrets', class: IntegrationsSealedWebhookSecrets },
  ] satisfies MigrationObject[],
};

export interface IntegrationsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  owners: KeyOwners;
  settings: IntegrationsSettings;
  /** Webhooks: the owner's address for the failure email, the outbox, the durable mailer. */
  accounts: { find(userId: string): Promise<{ id: string; name: string; email: string; locale: Locale; active: boolean } | null> };
  flows: WebhookFlows;
  mailer: Mailer;
  webhookSettings: WebhookSettings;
  eventsSettings: EventsFeedSettings;
  /** APP_SECRET and APP_SECRET_PREVIOUS: webhook secrets are sealed under a key derived from them. */
  appSecret: string;
  previousAppSecrets: readonly string[];
  /** What both parties of a booking see of it (booking module, late-bound). */
  bookings: { participants(bookingId: string): Promise<{ bookingId: string; clientId: string; cleanerId: string; status: string; date: string; time: string; startsAt: Date; cleaningType: string } | null> };
  /** What the client paid on a booking (payments module, late-bound), for payment.succeeded. */
  payments: { bookingMoney(bookingId: string): Promise<{ paidCents: number; fullyPaidAt: Date | null }> };
}

/** For integrators (issue #25): API keys with scopes. */
export function createIntegrationsModule(d: IntegrationsModuleDeps) {
  const keys = new PgApiKeyRepository(d.em);
  const deps: IntegrationsDeps = { keys, owners: d.owners, clock: d.clock, newId, settings: d.settings };
  const webhooks = new PgWebhookRepository(d.em, aesGcmCipher('integrations/webhook-secret/v1', d.appSecret, d.previousAppSecrets));
  const events = new PgEventRepository(d.em);
  const idempotency = new PgIdempotencyStore(d.em);
  const hookDeps: WebhookDeps = { webhooks, events, clock: d.clock, newId, flows: d.flows, mailer: d.mailer, owners: d.accounts, settings: d.webhookSettings };
  const publish = publishEvent(hookDeps);
  /** A booking event to its client's and cleaner's endpoints: the facts both parties see, and which party the owner is. */
  type BookingFacts = NonNullable<Awaited<ReturnType<IntegrationsModuleDeps['bookings']['participants']>>>;
  /** `known`: the booking's facts as the producing step already has them (nothing read back). */
  const publishBooking = async (bookingId: string, type: WebhookEventType, discriminator: string, extra: { clientOnly?: Record<string, unknown>; both?: Record<string, unknown>; known?: BookingFacts } = {}) => {
    const facts = extra.known ?? (await d.bookings.participants(bookingId));
    if (!facts) return;
    const booking = { id: facts.bookingId, status: facts.status, date: facts.date, time: facts.time, startsAt: facts.startsAt.toISOString(), cleaningType: facts.cleaningType };
    await publish({
      id: eventIdOf(`${type}:${bookingId}:${discriminator}`),
      type,
      // `clientOnly`: a fact of the client's alone (what they paid): the cleaner gets no event.
      ownerIds: extra.clientOnly ? [facts.clientId] : [facts.clientId, facts.cleanerId],
      dataFor: (ownerId) => ({ booking, role: ownerId === facts.clientId ? 'client' : 'cleaner', ...(extra.both ?? {}), ...(extra.clientOnly ?? {}) }),
    });
  };
  return {
    routers: [apiKeysRouter(deps), webhooksRouter(hookDeps), eventsRouter({ events, clock: d.clock, settings: d.eventsSettings })],
    api: {
      /** Key -> caller with its scopes, for src/http/auth.ts; null: 401. */
      authenticateApiKey: authenticateApiKey(deps),
      /** The scope an operation of the contract needs from a key (null: keys are refused). */
      requiredScope,
      personalData: async (s: PersonalDataSubject) => ({ data: { ...(await keys.personalData(s)).data, webhooks: await webhooks.personalData(s), events: await events.personalData(s) }, files: [] }),
      erasePersonalData: async (s: ErasureSubject) => {
        await keys.erase(s);
        await webhooks.erase(s);
        await events.erase(s);
        await idempotency.erase(s);
      },
      /** Idempotency-Key answers (src/http/idempotency.ts). */
      idempotency,
      /** Retention (src/jobs/retention.ts): feed events older than `before`, one bounded batch. */
      purgeOldEvents: (before: Date, limit: number) => events.purgeBefore(before, limit),
      /** Retention run: webhook secrets in clear or under a previous APP_SECRET, sealed under the current one. */
      resealWebhookSecrets: (limit: number) => webhooks.resealSecrets(limit),
      /** For the booking flows' steps (src/flows/booking-flows.ts), after the change committed. */
      webhooks: {
        /** `requested`: the visits as the request wrote them (its payload), so nothing is read back. */
        bookingRequested: async (bookingIds: string[], requested: { bookingId: string; clientId: string; cleanerId: string; status: string; date: string; time: string; startsAt: string; cleaningType: string }[] = []) => {
          for (const id of bookingIds) {
            const given = requested.find((v) => v.bookingId === id);
            await publishBooking(id, 'booking.requested', 'once', given ? { known: { ...given, startsAt: new Date(given.startsAt) } } : {});
          }
        },
        bookingChanged: async (bookingId: string, event: string) => {
          const type = `booking.${event}` as WebhookEventType;
          // A booking can be moved more than once: each move is its own event (its new start and status).
          const facts = await d.bookings.participants(bookingId);
          if (facts) await publishBooking(bookingId, type, `${facts.status}:${facts.startsAt.toISOString()}`);
        },
        /** The cleaner punched in (flow booking.visit_started). */
        visitStarted: (bookingId: string) => publishBooking(bookingId, 'visit.started', 'once'),
        /** The cleaner punched out (flow booking.visit_ended, outcome completed). */
        visitCompleted: (bookingId: string) => publishBooking(bookingId, 'visit.completed', 'once'),
        /** Everything due on the booking is paid (flow booking.fully_paid): to the client only, with the amount. */
        paymentSucceeded: async (bookingId: string) => {
          const money = await d.payments.bookingMoney(bookingId);
          const payment = { paidCents: money.paidCents, currency: 'CAD', fullyPaidAt: money.fullyPaidAt?.toISOString() ?? null };
          await publishBooking(bookingId, 'payment.succeeded', 'fully_paid', { clientOnly: { payment } });
        },
        /** A review was published (flow reviews.review_published): to its author and the person it is about. */
        reviewPublished: async (r: { reviewId: string; bookingId: string; direction: string; authorId: string; subjectId: string; ratings: Record<string, number>; comment: string | null; publishedAt: string }) => {
          const review = { id: r.reviewId, bookingId: r.bookingId, direction: r.direction, ratings: r.ratings, comment: r.comment, publishedAt: r.publishedAt };
          await publish({ id: eventIdOf(`review.published:${r.reviewId}`), type: 'review.published', ownerIds: [r.authorId, r.subjectId], dataFor: (ownerId) => ({ review, role: ownerId === r.authorId ? 'author' : 'subject' }) });
        },
        /**
         * A remainder or cancellation fee was refused (flow payments.payment_failed): to the client only, with
         * what their booking's payments page shows of it (no card details). One event per failed attempt.
         */
        paymentFailed: (p: PaymentFailedFacts) =>
          publishBooking(p.bookingId, 'payment.failed', p.attemptKey, {
            clientOnly: { payment: { chargeId: p.chargeId, kind: p.kind, amountCents: p.amountCents, currency: 'CAD', reason: p.reason, nextRetryAt: p.nextRetryAt, failedAt: p.failedAt } },
          }),
        /**
         * Money went back to the client (flow payments.refund_created): to the client and the cleaner, who both
         * see the booking's refunds (GET /api/bookings/{id}/payments). One event per refund, its id from the refund's.
         */
        refundCreated: (p: RefundCreatedFacts) =>
          publishBooking(p.bookingId, 'refund.created', p.refundId, {
            both: { refund: { id: p.refundId, amountCents: p.amountCents, currency: 'CAD', by: p.by, reason: p.reason, createdAt: p.createdAt } },
          }),
        /** A payout reached the cleaner (flow payouts.payout_paid): to the cleaner alone, once per paid attempt. */
        payoutPaid: async (p: PayoutPaidFacts) => {
          const payout = { id: p.payoutId, kind: p.kind, week: p.week, grossCents: p.grossCents, feeCents: p.feeCents, amountCents: p.amountCents, currency: 'CAD', earningCount: p.earningCount, paidAt: p.paidAt };
          await publish({ id: eventIdOf(`payout.paid:${p.payoutId}:${p.attempt}`), type: 'payout.paid', ownerIds: [p.cleanerId], dataFor: () => ({ payout }) });
        },
        /**
         * A message was sent (flow messaging.message_created): to each party who uses integrations (messageCreatedWatchSql),
         * `role` saying which one the owner is. The text is not carried (read it with messages:read).
         */
        messageCreated: async (m: MessageCreatedFacts) => {
          const message = { id: m.messageId, bookingId: m.bookingId, senderId: m.senderId, sentAt: m.sentAt };
          await publish({ id: eventIdOf(`message.created:${m.messageId}`), type: 'message.created', ownerIds: m.ownerIds.filter((id) => id === m.senderId || id === m.recipientId), dataFor: (ownerId) => ({ message, role: ownerId === m.senderId ? 'sender' : 'recipient' }) });
        },
        /** The outbox step of one attempt (flow WEBHOOK_ATTEMPT). */
        attempt: attemptDelivery(hookDeps),
      },
    },
    persistence: integrationsPersistence,
    deps,
  };
}

export type IntegrationsModule = ReturnType<typeof createIntegrationsModule>;
