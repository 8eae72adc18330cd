import path from 'node:path';
import zlib from 'node:zlib';
import compress from 'koa-compress';
import { jsonBodyOnce } from './http/json-body.js';
import { compressedAnswers } from './http/compressed-answers.js';
import Koa from 'koa';
import { koaBody, HttpMethodEnum } from 'koa-body';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import type { Orm } from './db/orm.js';
import type { AppState } from './shared/http-kit.js';
import type { Clock } from './shared/clock.js';
import type { Mailer } from './shared/mailer.js';
import type { FileStorage } from './shared/file-storage.js';
import type { RealtimeBus } from './shared/realtime.js';
import { InProcessRealtimeBus } from './realtime/in-process-bus.js';
import { requestAwareLogger, requestContextMiddleware } from './http/request-context.js';
import { errorMiddleware } from './http/errors.js';
import { authMiddleware } from './http/auth.js';
import { apiKeyScopes } from './http/api-key-scopes.js';
import { compileContract, contractMiddleware, type CompiledOperation } from './http/openapi.js';
import { PgRateLimiter } from './http/pg-rate-limiter.js';
import { translate } from './http/messages.js';
import { healthProbe, systemRouter } from './http/system.routes.js';
import { dispatchByPrefix } from './http/router-dispatch.js';
import { readyAnswers } from './http/ready-answers.js';
import { webAppManifestRouter } from './http/web-app-manifest.js';
import { LOCALES, SSR_ENTRY, WEB_DIST, staticMiddleware } from './http/static.js';
import { createPageRenderer } from './http/ssr/page-renderer.js';
import { pathGuard, valuesGuard } from './http/input-guard.js';
import { securityHeaders } from './http/security-headers.js';
import { uploadsMiddleware } from './http/uploads.js';
import { metricsRouter } from './http/metrics.routes.js';
import { Metrics } from './observability/metrics.js';
import { noopTracer, type Tracer } from './shared/tracer.js';
import { connectionGuardOf } from './db/orm.js';
import { Outbox } from './flows/outbox.js';
import { bookingFullyPaid, bookingNotify, bookingRequested, noShowDeclared, visitEnded, visitStarted } from './flows/booking-flows.js';
import { tipPaid } from './flows/tip-flows.js';
import { caseDecided, disputeOpened, disputeClosed } from './flows/case-flows.js';
import { mailSend, outboxMailer } from './flows/mail-flow.js';
import { messagePushAnnouncement, outboxPushNotifier, pushSend } from './flows/push-flow.js';
import { vapidKeysOf } from './config/vapid-keys.js';
import { filesDelete, outboxFileDisposal } from './flows/file-flow.js';
import { galleryConsentWithdrawn } from './flows/content-flows.js';
import { availabilityChanged } from './flows/search-flows.js';
import { googleTokenRevoke, googleVisitOf, googleVisitsWrite } from './flows/google-calendar-flows.js';
import { dataExportRequested, personalDataSources } from './flows/portability-flows.js';
import { accountDeleted } from './flows/account-deletion-flows.js';
import { messageCreated, messageCreatedAnnouncement, paymentFailed, payoutPaid, refundCreated, reviewPublished, webhookAttempt } from './flows/integration-flows.js';
import { enforceRetention } from './jobs/retention.js';
import { adminRetentionRouter } from './http/admin-retention.routes.js';
import { DevMailboxMailer } from './mail/dev-mailbox.mailer.js';
import { createIdentityModule, type SessionInvalidations } from '../modules/identity/index.js';
import { createGeoModule } from '../modules/geo/index.js';
import { createPropertiesModule } from '../modules/properties/index.js';
import { createCleanersModule, HEARD_SEARCH_CACHE_SECONDS, PROFILE_LIMITS } from '../modules/cleaners/index.js';
import { createAvailabilityModule } from '../modules/availability/index.js';
import { createBookingModule, DEFAULT_CANCELLATION, DEFAULT_PRICING } from '../modules/booking/index.js';
import { createPaymentsModule } from '../modules/payments/index.js';
import { createPayoutsModule } from '../modules/payouts/index.js';
import { createStripeClient } from './shared/stripe-client.js';
import { createMessagingModule, type ConversationChanges } from '../modules/messaging/index.js';
import { completionRate, createReviewsModule } from '../modules/reviews/index.js';
import type { EmailPreferences } from './shared/email-preferences.js';
import { createFeedbackModule } from '../modules/feedback/index.js';
import { createReferralsModule } from '../modules/referrals/index.js';
import { createInvoicesModule, DEFAULT_PLATFORM } from '../modules/invoices/index.js';
import { createLegalModule } from '../modules/legal/index.js';
import { createContentModule } from '../modules/content/index.js';
import { createIncidentsModule } from '../modules/incidents/index.js';
import { createCasesModule } from '../modules/cases/index.js';
import { createPromotionsModule } from '../modules/promotions/index.js';
import { createNewsletterModule } from '../modules/newsletter/index.js';
import { createContactModule } from '../modules/contact/index.js';
import { createSeoModule } from '../modules/seo/index.js';
import { createPortabilityModule } from '../modules/portability/index.js';
import { createAnalyticsModule } from '../modules/analytics/index.js';
import { createSellerReportingModule } from '../modules/seller-reporting/index.js';
import { checkOutgoingUrl, createIntegrationsModule, looksLikeApiKey, outgoingLookup } from '../modules/integrations/index.js';
import { categoryOfKind, createPushModule, pushWatchSql } from '../modules/push/index.js';
import { idempotency } from './http/idempotency.js';
import { apiKeyRateLimit } from './http/api-key-rate-limit.js';
import { createAdmissionGate } from './http/admission/admission-gate.js';
import { requestClassifier } from './http/admission/request-classes.js';
import { publicReadLimit } from './http/admission/public-read-limit.js';

export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  log: Logger;
  clock: Clock;
  files: FileStorage;
  /** Absent: the development mailbox (never in production, where SMTP_URL is required to send mail). */
  mailer: Mailer | null;
  /** Realtime fan-out to sockets (src/realtime); absent: this process only. */
  realtime?: RealtimeBus;
  /** Changes to sign-in sessions announced by every instance (src/server.ts); absent: no session cache. */
  sessionInvalidations?: SessionInvalidations;
  /** Bookings' changes as every instance hears them (their trigger's NOTIFY): messaging keeps open conversations' facts. */
  conversationChanges?: ConversationChanges;
  /**
   * Whether `search_changed` is being heard (the bus's listening connection is up) and when it came back
   * (announcements may have been missed): search answers are then kept longer, and all forgotten on return.
   */
  searchInvalidations?: { listening(): boolean; onReset(then: () => void): void };
  /** Spans around requests, flow steps and jobs (src/shared/tracer.ts); absent: none. */
  tracer?: Tracer;
}

// Compiled once per process: validators are pure.
let contract: CompiledOperation[] | undefined;

/** The middleware chain and every module's routes. */
export function createApp(deps: AppDeps) {
  const { config, orm } = deps;
  // Lines logged while handling a request carry its id, whichever part of the app writes them (src/http/request-context.ts).
  const log = requestAwareLogger(deps.log);
  const em = (): EntityManager => orm.em;
  const devMailbox = deps.mailer ? null : new DevMailboxMailer(em);
  const mailer = deps.mailer ?? devMailbox!;
  const realtime = deps.realtime ?? new InProcessRealtimeBus();
  const tracer = deps.tracer ?? noopTracer;
  // GET /metrics (src/observability/metrics.ts): counters move as things happen, the backlog is read at scrape time.
  const metrics = new Metrics(tracer);
  // Cross-module flows through the transactional outbox; their steps are registered once every module exists.
  const outbox = new Outbox(em, deps.clock, log, { tracer, onStep: (flow, step, outcome) => metrics.observeStep(flow, step, outcome) }, { backgroundConcurrency: config.outboxBackgroundConcurrency });
  metrics.readFrom({ pool: connectionGuardOf(orm), outboxBacklog: () => outbox.backlog(), now: () => deps.clock.now() });
  // Emails that follow a change leave through the outbox once it commits, retried on failures (src/flows/mail-flow.ts).
  const durableMail = outboxMailer(outbox);
  // Files of deleted rows leave through the outbox once the deletion commits (src/flows/file-flow.ts).
  const fileDisposal = outboxFileDisposal(outbox);
  // Push notifications leave through the outbox once the change commits (src/flows/push-flow.ts).
  const pushNotifier = outboxPushNotifier(outbox, (userExpr, kind) => pushWatchSql(userExpr, categoryOfKind(kind)));
  contract ??= compileContract();
  // Admission control in front of the work (issue #37): each class of requests has its budget; past it, 503 with
  // Retry-After before any statement (src/server.ts puts the gate's listener in front of this app's callback).
  const classify = requestClassifier(contract);
  const guardedPool = connectionGuardOf(orm);
  const admission = createAdmissionGate({ settings: config.admission, classify, poolWaiting: () => guardedPool.pool?.waitingCount ?? 0, metrics });

  const identity = createIdentityModule({
    em: em,
    mailer,
    // Linked and unlinked sign-in methods are told through the outbox, once the change commits.
    notices: durableMail,
    oidcProviders: config.oidc.providers,
    appSecret: config.appSecret,
    passkeyOrigins: config.allowedOrigins,
    rateLimiter: new PgRateLimiter(em),
    files: deps.files,
    fileDisposal,
    // identity.account_deleted: every module forgets the person once the deletion commits (src/flows/account-deletion-flows.ts).
    flows: outbox,
    clock: deps.clock,
    settings: {
      publicUrl: config.publicUrl,
      session: config.session,
      passwordResetMinutes: config.passwordResetMinutes,
      recentSignInMinutes: config.recentSignInMinutes,
      rateLimits: config.rateLimits,
      social: { flowMinutes: config.oidc.flowMinutes, pendingLinkMinutes: config.oidc.pendingLinkMinutes },
      passkeys: config.passkeys,
    },
    // Any https:// deployment (production, or a production-like staging behind the TLS proxy) sets Secure cookies.
    secureCookies: config.env === 'production' || config.publicUrl.startsWith('https://'),
    translate: (code, locale) => translate(code, locale),
    // Who holds a token, cached per process while every instance announces changes (docs/decisions.md, "Sessions").
    ...(deps.sessionInvalidations ? { invalidations: deps.sessionInvalidations, sessionCacheSeconds: config.sessionCacheSeconds } : {}),
    // Account facts copied by cleaners' search read model (name, picture, suspension, deletion).
    onAccountChanged: (userId) => cleaners.api.accountChanged(userId),
    // The console's users (issue #36): a cleaner's no-shows and completion rate, counted as reviews count them (late-bound).
    cleanerReliability: async (ids) => new Map([...(await booking.api.reliabilitiesOf(ids))].map(([id, r]) => [id, { noShowCount: r.noShow, completionRate: completionRate(r) }])),
    // The terms version accepted at sign-up, its language and time (legal module, late-bound).
    onSignedUp: (event) => legal.api.recordSignupAcceptance(event),
    // Social accounts accept the terms when they choose their role (legal module, late-bound).
    terms: {
      accepted: async (userId) => (await legal.api.termsStatus(userId, null)).accepted,
      record: (event) => legal.api.recordSignupAcceptance(event),
    },
    // Deletion waits for the person's open visits (booking module, late-bound).
    openVisits: (userId) => booking.api.openVisitsOf(userId),
  });

  const accounts = identity.api.accounts;
  // Web Push to people's devices (issue #34): subscriptions, category choices and the `push.send` step.
  const push = createPushModule({
    em,
    clock: deps.clock,
    accounts: { findMany: accounts.findMany },
    vapid: { ...vapidKeysOf(config), subject: config.push.subject },
    settings: {
      allowLocalEndpoints: config.push.allowLocalEndpoints,
      maxSubscriptionsPerAccount: config.push.maxSubscriptionsPerAccount,
      ttlSeconds: config.push.ttlSeconds,
      timeoutMs: config.push.timeoutMs,
      // Production: a push endpoint whose name resolves to a private address is never reached (the webhooks' SSRF rule).
      ...(config.env === 'production' ? { lookup: outgoingLookup() } : {}),
    },
    onDropped: (reason) => log.warn(reason),
  });
  // For integrators (issue #25): API keys with scopes, acting as their owner (src/http/auth.ts, src/http/api-key-scopes.ts).
  const integrations = createIntegrationsModule({
    em,
    clock: deps.clock,
    owners: { find: accounts.find },
    settings: { env: config.env, maxKeysPerAccount: config.integrations.maxKeysPerAccount, maxKeyExpiryDays: config.integrations.maxKeyExpiryDays },
    // Webhooks: attempts through the outbox, the failure email through the durable mailer, booking facts late-bound.
    accounts: { find: accounts.find },
    flows: outbox,
    mailer: durableMail,
    webhookSettings: { publicUrl: config.publicUrl, requireHttps: config.env === 'production', ...config.integrations.webhooks },
    eventsSettings: { retentionDays: config.integrations.eventsRetentionDays },
    appSecret: config.appSecret,
    previousAppSecrets: config.previousAppSecrets,
    bookings: { participants: (id) => booking.api.participants(id) },
    payments: { bookingMoney: (id) => payments.api.bookingMoney(id) },
  });

  const availability = createAvailabilityModule({
    em,
    clock: deps.clock,
    settings: { recurringHorizonDays: config.availabilityHorizonDays, publicUrl: config.publicUrl },
    cleaners: { isCleaner: (userId) => accounts.hasActiveRole(userId, 'cleaner') },
    // Booked time is the booking module's (pending, confirmed and in-progress visits).
    bookings: {
      bookedIntervals: (cleanerId, from, to) => booking.api.bookedIntervals(cleanerId, from, to),
      bookedIntervalsOf: (cleanerIds, from, to) => booking.api.bookedIntervalsOf(cleanerIds, from, to),
      calendarVisits: (cleanerId, from, to) => booking.api.calendarVisits(cleanerId, from, to),
    },
    // availability.changed: search's free time follows (src/flows/search-flows.ts).
    flows: outbox,
    // Subscribed calendars: in production https and public addresses only, with the webhooks' SSRF guard.
    calendarSync: {
      ...config.calendarSync,
      appSecret: config.appSecret,
      previousAppSecrets: config.previousAppSecrets,
      addressGuard: config.env === 'production' ? (url) => checkOutgoingUrl(url, { requireHttps: true, allowedHosts: [] }) : null,
      // The socket connects only where that guard's resolver allowed (no DNS rebinding between the check and the fetch).
      ...(config.env === 'production' ? { lookup: outgoingLookup() } : {}),
    },
    // Google Calendar both ways (issue #38): on only with an OAuth client; visit facts late-bound (booking is created below).
    ...(config.googleCalendar
      ? {
          googleCalendar: {
            client: { clientId: config.googleCalendar.clientId, clientSecret: config.googleCalendar.clientSecret, oauthBase: config.googleCalendar.oauthBase, apiBase: config.googleCalendar.apiBase, timeoutMs: config.googleCalendar.timeoutMs },
            syncMinutes: config.googleCalendar.syncMinutes,
            staleAfterMinutes: config.googleCalendar.staleAfterMinutes,
            owners: { find: accounts.find },
            // The city only: the event never carries the street address, Wi-Fi or access instructions.
            visits: { visitOf: async (id) => googleVisitOf(await booking.api.paymentFacts(id)) },
            mailer: durableMail,
            secureCookies: config.env === 'production' || config.publicUrl.startsWith('https://'),
          },
        }
      : {}),
  });
  const cleaners = createCleanersModule({
    em,
    files: deps.files,
    fileDisposal,
    mailer: durableMail,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    availability: { availableWithin: availability.api.availableWithin, freeTimeOf: availability.api.freeTimeOf, publicAvailability: availability.api.publicAvailability },
    // Booked time leaves search's free time (the search-free-time job; late-bound: booking is created below).
    bookingChanges: { cleanersChangedSince: (since) => booking.api.cleanersChangedSince(since) },
    // The cards' completed visits and response time come from the bookings (issue #35; late-bound like the above).
    bookingFacts: { trustFactsOf: (ids, since) => booking.api.trustFactsOf(ids, since), noShowCountsOf: (ids) => booking.api.noShowCountsOf(ids) },
    responseTimeMinRequests: config.responseTimeMinRequests,
    marketplaceStatsCacheSeconds: config.marketplaceStatsCacheSeconds,
    // The account side of a cleaner (name, email, language, birth date) stays in identity.
    accounts: { find: accounts.find, findMany: accounts.findMany, searchIds: (q, limit) => accounts.searchIds(q, 'cleaner', limit) },
    // A signed-in client's "not interested" cleaners leave their recommendations.
    excludedFor: (clientId) => feedback.api.excludedFor(clientId),
    searchCacheSeconds: config.searchCacheSeconds,
    searchCacheEntries: config.searchCacheEntries,
    ...(deps.searchInvalidations ? { searchChangesHeard: () => deps.searchInvalidations!.listening() } : {}),
    // Each new public search counts toward the console's funnel (modules/analytics, late-bound: created below).
    onSearched: () => analytics.api.recordSearch(),
    // Every instance drops its cached search answers once a change of the read model commits (LISTEN/NOTIFY).
    announceSearchChanged: () => realtime.publish({ kind: 'search_changed' }).catch((error: unknown) => log.warn({ err: error }, 'search change not announced')),
  });

  // Geography and addresses: suggestion ids are signed with APP_SECRET; GEOCODER_URL empty = offline lookup.
  const geo = createGeoModule({
    appSecret: config.appSecret,
    geocoderUrl: config.geocoderUrl,
    onGeocoderFailure: (error) => log.warn({ err: error }, 'geocoder failed; offline address lookup used'),
  });
  const properties = createPropertiesModule({
    em: em,
    clock: deps.clock,
    addresses: { verify: geo.api.verifyAddressSuggestion, idOf: geo.api.signAddress },
    // A cleaner reads a home's secrets only while a visit there is confirmed or running.
    access: { cleanerHasConfirmedBookingAt: (cleanerId, propertyId) => booking.api.cleanerHasConfirmedBookingAt(cleanerId, propertyId) },
  });

  // One Stripe client for the process (null without keys: the development providers stand in).
  const stripe = createStripeClient(config.stripe);
  // Charging clients (the booking module's PaymentsPort), saved cards, refunds and Stripe's webhook.
  const payments = createPaymentsModule({
    env: config.env,
    em,
    clock: deps.clock,
    mailer: durableMail,
    stripe,
    settings: { publicUrl: config.publicUrl, publishableKey: config.stripe.publishableKey, webhookSecret: config.stripe.webhookSecret, remainderRetryHours: config.payments.remainderRetryHours, tips: config.tips, refundBusinessDays: config.booking.refundBusinessDays },
    accounts: { find: accounts.find },
    bookings: { paymentFacts: (id) => booking.api.paymentFacts(id), setPaymentStatus: (id, from, to) => booking.api.setPaymentStatus(id, from, to) },
    onSideEffectError: (error) => log.error({ err: error }, 'payment follow-up failed'),
    onPaymentOutcome: (outcome) => metrics.paymentOutcome(outcome),
    // booking.fully_paid: the cleaner's share is recorded, then the invoice issued (src/flows/booking-flows.ts).
    flows: outbox,
    // Connect events (account.updated, transfers, payouts) go to payouts.
    externalEventHandler: (event) => payouts.api.handleStripeEvent(event),
  });
  // Optional emails (issue #18) ask the person's notification preferences, kept by messaging (created below;
  // only called when an email is about to be queued).
  const emailPreferences: EmailPreferences = { allows: (userId, category) => messaging.api.allowsEmail(userId, category) };
  const booking = createBookingModule({
    em,
    clock: deps.clock,
    mailer: durableMail,
    preferences: emailPreferences,
    // New requests, answers and reminders on the parties' devices (issue #34).
    push: pushNotifier,
    files: deps.files,
    fileDisposal,
    accounts: { find: accounts.find, findMany: accounts.findMany, summariesRead: accounts.summariesRead, searchIds: (q, limit) => accounts.searchIds(q, null, limit) },
    cleaners: { bookingTerms: cleaners.api.bookingTerms, bookingTermsRead: cleaners.api.bookingTermsRead, slugOf: cleaners.api.slugOf },
    properties: { propertyForBooking: properties.api.propertyForBooking, propertyForBookingRead: properties.api.propertyForBookingRead },
    placements: { of: geo.api.placementOf },
    availability: { isAvailable: availability.api.isAvailable, availabilityRead: availability.api.availabilityRead, refreshBusyTimes: availability.api.googleCalendar.readBeforeRequest },
    payments: payments.port,
    // A cleaner accepts requests only once their connected payout account can receive transfers.
    payoutAccounts: { canReceiveTransfers: (cleanerId) => payouts.api.canReceiveTransfers(cleanerId) },
    // The cleaner reads their share (payouts' commission rule) where bookings are shown; late-bound like the above.
    shares: { ofVisit: (quote) => payouts.api.visitShare(quote), ofCancellationFee: (feeCents) => payouts.api.cancellationFeeShare(feeCents) },
    // Referral discount rewards (issue #7), late-bound: the referrals module is created below.
    referrals: {
      availableCents: (clientId) => referrals.api.credits.availableCents(clientId),
      availableCentsRead: (clientId) => referrals.api.credits.availableCentsRead(clientId),
      reserve: (clientId, bookingId, cents) => referrals.api.credits.reserve(clientId, bookingId, cents),
    },
    // Promo codes in the database (issue #16), late-bound: the promotions module is created below.
    promoCodes: { find: (code) => promotions.api.find(code), lock: (code) => promotions.api.lock(code), featured: () => promotions.api.featured() },
    settings: {
      pricing: { ...DEFAULT_PRICING, serviceFeePercent: config.booking.serviceFeePercent },
      cancellation: DEFAULT_CANCELLATION,
      requestExpiryHours: config.booking.requestExpiryHours,
      reminders: config.booking.reminders,
      enRouteMaxEtaMinutes: config.booking.enRouteMaxEtaMinutes,
      noShowDeclarationAfterMinutes: config.booking.noShowDeclarationAfterMinutes,
      refundDelay: { minBusinessDays: config.booking.refundBusinessDays.min, maxBusinessDays: config.booking.refundBusinessDays.max },
      punchInEarlyMinutes: config.booking.punchInEarlyMinutes,
      punchInRadiusMeters: config.booking.punchInRadiusMeters,
      punchInMarginMeters: config.booking.punchInMarginMeters,
      minimumOnSitePercent: config.booking.minimumOnSitePercent,
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      estimateLimit: config.rateLimits.estimate,
      // Stated on the public pricing terms (GET /api/pricing): the cleaners' rate bounds, the payouts' commission and fee.
      publicTerms: { hourlyRateCents: PROFILE_LIMITS.hourlyRateCents, commissionPercent: config.payments.commissionPercent, instantPayoutFeeCents: config.payments.instantPayoutFeeCents },
    },
    rateLimiter: new PgRateLimiter(em),
    onSideEffectError: (error) => log.error({ err: error }, 'booking notification failed'),
    // booking.visit_ended: referral credits settle, the earning is recorded, the completion rate follows (src/flows/booking-flows.ts).
    flows: outbox,
  });
  // Paying cleaners: Stripe Connect Express accounts (or the development provider), the earnings ledger, weekly and instant payouts.
  const payouts = createPayoutsModule({
    em,
    clock: deps.clock,
    env: config.env,
    stripe,
    publicUrl: config.publicUrl,
    siteOrigins: config.allowedOrigins,
    // Payout sent or failed emails leave through the outbox (issue #18); a paid payout is pushed to the cleaner's devices (issue #34).
    mailer: durableMail,
    push: pushNotifier,
    accounts: { find: accounts.find, findMany: accounts.findMany, searchCleanerIds: (q, limit) => accounts.searchIds(q, 'cleaner', limit) },
    bookings: { paymentFacts: (id) => booking.api.paymentFacts(id) },
    settings: { commissionPercent: config.payments.commissionPercent, instantPayoutFeeCents: config.payments.instantPayoutFeeCents },
    onError: (error, what) => log.error({ err: error }, what),
    // A payout that became paid is told to integrators (payout.paid) through the outbox.
    flows: outbox,
  });
  // One conversation per accepted booking (the visits of a series share one); realtime events leave after the data is committed.
  const messaging = createMessagingModule({
    em,
    clock: deps.clock,
    mailer: durableMail,
    realtime,
    accounts: { find: accounts.find, findMany: accounts.findMany },
    bookings: {
      participants: (id) => booking.api.participants(id),
      conversationBookings: (userId) => booking.api.conversationBookings(userId),
      seriesConversationFacts: (seriesId) => booking.api.seriesConversationFacts(seriesId),
      cleanersAtWork: (ids) => booking.api.cleanersAtWork(ids),
      // Retention: a conversation is deleted some months after its visit ended.
      visitEnds: (ids) => booking.api.visitEnds(ids),
    },
    settings: { publicUrl: config.publicUrl },
    onSideEffectError: (error) => log.error({ err: error }, 'messaging notification failed'),
    // Integrators' message.created: written by the message's own insert statement (no statement more per message).
    announcement: messageCreatedAnnouncement(outbox),
    // A recipient without a connection gets a push on their devices, written by the same statement (issue #34).
    push: messagePushAnnouncement(outbox, (userExpr) => pushWatchSql(userExpr, 'messages')),
    ...(deps.conversationChanges ? { conversationChanges: deps.conversationChanges } : {}),
  });
  // Reviews: the booking module says who may review and when; aggregates go to the cleaners' search entries.
  const reviews = createReviewsModule({
    em,
    clock: deps.clock,
    accounts: { findMany: accounts.findMany, searchIds: (q, limit) => accounts.searchIds(q, null, limit) },
    bookings: {
      reviewFacts: (id) => booking.api.reviewFacts(id),
      reliabilityOf: (cleanerId) => booking.api.reliabilityOf(cleanerId),
      completedBetween: (after, until, cursor, limit) => booking.api.completedBetween(after, until, cursor, limit),
    },
    cleaners: { slugOf: cleaners.api.slugOf, recordRatings: cleaners.api.recordRatings },
    settings: { windowDays: config.reviews.windowDays, reminderHoursBefore: config.reviews.reminderHoursBefore },
    // Review invitations, reminders and publication notices leave through the outbox (issue #18), unless the person turned them off.
    mailer: durableMail,
    preferences: emailPreferences,
    publicUrl: config.publicUrl,
    // A published review is told to integrators (review.published) through the outbox.
    flows: outbox,
  });

  // Clients' feedback on listed cleaners; reports go to the console's review queue.
  const feedback = createFeedbackModule({
    em,
    clock: deps.clock,
    accounts: { findMany: accounts.findMany },
    cleaners: { isListed: cleaners.api.isListed, slugOf: cleaners.api.slugOf },
    rateLimiter: new PgRateLimiter(em),
    maxFavourites: config.favourites.maxPerClient,
  });

  // Invoices of fully paid bookings (gapless numbers) and cleaners' monthly statements, as PDFs.
  const invoices = createInvoicesModule({
    em,
    clock: deps.clock,
    rateLimiter: new PgRateLimiter(em),
    bookings: { paymentFacts: (id) => booking.api.paymentFacts(id) },
    // What was paid and refunded, and when the booking became fully paid.
    payments: { bookingMoney: (id) => payments.api.bookingMoney(id) },
    accounts: { find: accounts.find },
    cleaners: { taxNumbersOf: cleaners.api.taxNumbersOf },
    // Monthly statements from the payouts ledger; earning lines described in the cleaner's language.
    statements: {
      statementMonths: (cleanerId) => payouts.api.statementMonths(cleanerId),
      statementData: async (cleanerId, month, locale) => {
        const data = await payouts.api.statementData(cleanerId, month);
        return { earnings: data.earnings.map((e) => ({ ...e, description: payouts.api.describeEarning(e, locale) })), payouts: data.payouts };
      },
    },
    settings: { downloadsPerMinute: config.payments.downloadsPerMinute, platform: { ...DEFAULT_PLATFORM, ...config.platformTaxNumbers } },
  });

  // Referral codes, claims and rewards (issue #7): discounts go to the booking quote, cash to the cleaner's earnings.
  const referrals = createReferralsModule({
    em,
    clock: deps.clock,
    accounts: { find: accounts.find, findMany: accounts.findMany },
    bookings: {
      clientHasBooked: (clientId) => booking.api.clientHasBooked(clientId),
      completedJobs: async (cleanerId) => (await booking.api.reliabilityOf(cleanerId)).completed,
      visitFacts: (bookingId) => booking.api.reviewFacts(bookingId),
    },
    // One card behind two accounts is one person; a cleaner's referral cash joins their earnings (next weekly payout).
    cards: { fingerprints: (userId) => payments.api.cardFingerprints(userId) },
    cash: { credit: (input) => payouts.api.creditReferralCash(input) },
    settings: { ...config.referrals, publicUrl: config.publicUrl },
    onSideEffectError: (error) => log.error({ err: error }, 'referral follow-up failed'),
  });

  // Newsletter sign-ups with double opt-in and one-click unsubscription; the emails leave through the outbox.
  const newsletter = createNewsletterModule({
    em,
    clock: deps.clock,
    mailer: durableMail,
    // Newsletter deliveries are rows of their own, each sent and marked in one transaction (issue #16).
    transport: mailer,
    background: (work) => RequestContext.create(orm.em, work).catch((e: unknown) => log.error({ err: e }, 'newsletter sending failed; the minute job resumes it')),
    staffEmailOf: async (userId) => (await identity.api.accounts.find(userId))?.email ?? null,
    rateLimiter: new PgRateLimiter(em),
    appSecret: config.appSecret,
    // Each sign-up's consent keeps the terms of use in force (legal module, late-bound: created below).
    terms: { versionInForce: () => legal.api.summary().terms.version },
    settings: { publicUrl: config.publicUrl, ...config.newsletter, perIp: config.rateLimits.newsletter.perIp, perEmail: config.rateLimits.newsletter.perEmail },
    translate: (code, locale) => translate(code, locale),
  });
  // The /contact form: kept for the console, sent to OPS_EMAIL, acknowledged to the sender.
  const contact = createContactModule({
    em,
    clock: deps.clock,
    mailer: durableMail,
    rateLimiter: new PgRateLimiter(em),
    settings: { publicUrl: config.publicUrl, opsEmail: config.opsEmail, ...config.rateLimits.contact },
    info: { support: config.support, privacyOfficer: config.privacyOfficer },
    translate: (code, locale) => translate(code, locale),
    staffNames: async (ids) => new Map((await identity.api.accounts.findMany(ids)).map((a) => [a.id, a.name])),
  });

  // The versioned terms and privacy policy, and who accepted which version of the terms.
  const legal = createLegalModule({
    em,
    clock: deps.clock,
    // The written notice of a new version of the terms: to every active account asked to accept them (not admins).
    mailer: durableMail,
    accounts: { listActive: (afterId, limit) => accounts.listActive(afterId, limit, 'admin') },
    changeNoticeBatchSize: config.legal.changeNoticeBatchSize,
    settings: {
      privacyOfficer: config.privacyOfficer,
      publicUrl: config.publicUrl,
      serviceFeePercent: config.booking.serviceFeePercent,
      commissionPercent: config.payments.commissionPercent,
      reviewWindowDays: config.reviews.windowDays,
      minimumOnSitePercent: config.booking.minimumOnSitePercent,
      problemReportWindowHours: config.cases.reportWindowHours,
      // The periods the privacy policy quotes: the retention job's, the tax records', the data-export link's.
      retention: { ...config.retention, exportLinkDays: config.portability.linkDays },
    },
  });

  // The storefront's content (issue #15): FAQ, service pages, blog, gallery, testimonials and impact figures,
  // edited in the console. Testimonials quote public reviews only; impact figures count real visits, cleaners and cities.
  const content = createContentModule({
    em,
    clock: deps.clock,
    files: deps.files,
    reviews: { publicReviews: (ids) => reviews.api.publicReviews(ids), publishedCount: () => reviews.api.publishedCount() },
    bookings: {
      completedTotals: () => booking.api.completedTotals(),
      // Gallery pairs from real visits, only with the client's consent (docs/decisions.md "Gallery from real visits").
      gallerySource: booking.api.gallerySource,
      galleryCandidates: booking.api.galleryCandidates,
      galleryPhotoFile: booking.api.galleryPhotoFile,
      holdGalleryConsent: booking.api.holdGalleryConsent,
    },
    fileDisposal,
    cleaners: {
      listedFootprint: async () => {
        const listed = await cleaners.api.listedCleaners();
        return { cleaners: listed.length, cityIds: listed.flatMap((c) => [...(c.primaryCityId ? [c.primaryCityId] : []), ...c.serviceCities.map((city) => city.placeId)]) };
      },
    },
  });

  // /sitemap.xml and /robots.txt (issue #15): the public pages in both languages, from the modules that own them.
  const seo = createSeoModule({
    publicUrl: config.publicUrl,
    content: { publicServiceLinks: () => content.api.publicServiceLinks(), publicPostLinks: (limit) => content.api.publicPostLinks(limit) },
    cleaners: { listedSlugs: (limit) => cleaners.api.listedSlugs(limit), listedCityIds: () => cleaners.api.listedCityIds() },
  });

  // Promo codes (issue #16): managed in the console; their uses are the bookings that carry them.
  const promotions = createPromotionsModule({
    em,
    clock: deps.clock,
    bookings: { usage: (codes) => booking.api.promoUsage(codes), everUsed: (code) => booking.api.promoEverUsed(code) },
    featuredCode: config.promotions.featuredCode,
  });

  // The confidentiality incident register (Law 25, s. 3.8), kept in the console by the privacy officer.
  const incidents = createIncidentsModule({
    em,
    clock: deps.clock,
    accounts: { findMany: accounts.findMany },
    settings: { retentionYears: config.incidents.retentionYears, privacyOfficer: config.privacyOfficer },
  });

  // Cases (issue #36): a client's problem report on a visit, the cleaner's answer, the console's decision;
  // the visit's earning is held out of payouts while the case is open (src/flows/case-flows.ts for the decision).
  const cases = createCasesModule({
    em,
    clock: deps.clock,
    bookings: {
      visitFacts: (id) => booking.api.caseVisitFacts(id),
      visitPhotoFile: (id, photoId) => booking.api.visitPhotoFile(id, photoId),
      problemPhoto: (data) => booking.api.problemPhoto(data),
      requestReclean: (input) => booking.api.requestReclean(input),
    },
    payments: { bookingMoney: (id) => payments.api.bookingMoney(id), submitDisputeEvidence: (input) => payments.api.submitDisputeEvidence(input) },
    payouts: { holdVisit: (input) => payouts.api.holdVisit(input), refundShares: (id, cents) => payouts.api.refundShares(id, cents) },
    accounts: { find: accounts.find, findMany: accounts.findMany },
    evidence: {
      termsAcceptance: async (userId) => (await legal.api.termsStatus(userId, 'client')).acceptance,
      messageCount: (bookingId) => messaging.api.messageCount(bookingId),
    },
    files: deps.files,
    fileDisposal,
    mailer: durableMail,
    flows: outbox,
    settings: { reportWindowHours: config.cases.reportWindowHours, publicUrl: config.publicUrl, opsEmail: config.opsEmail },
  });

  // Seller reporting (Income Tax Act Part XX): cleaners' identification, the yearly report from the payouts ledger.
  const sellerReporting = createSellerReportingModule({
    em,
    clock: deps.clock,
    appSecret: config.appSecret,
    previousAppSecrets: config.previousAppSecrets,
    payouts: payouts.api.sellerFigures,
    accounts: { find: accounts.find, findMany: accounts.findMany },
    cleaners: { taxNumbersOf: cleaners.api.taxNumbersOf },
    // Tax records are kept 6 years (as payouts and invoices); the privacy policy quotes the same value.
    settings: { recordsKeptYears: config.retention.taxRecordYears },
  });

  // Law 25 portability: a person's data from every module, as a ZIP prepared in the background (src/flows/portability-flows.ts).
  const portability = createPortabilityModule({
    em,
    clock: deps.clock,
    files: deps.files,
    fileDisposal,
    mailer: durableMail,
    flows: outbox,
    rateLimiter: new PgRateLimiter(em),
    accounts: { find: accounts.find },
    sources: personalDataSources({ identity, properties, cleaners, availability, booking, payments, payouts, invoices, messaging, reviews, content, feedback, referrals, newsletter, legal, contact, sellerReporting, integrations, push, cases }),
    settings: { publicUrl: config.publicUrl, privacyOfficerEmail: config.privacyOfficer.email, ...config.portability },
  });

  // The console's dashboard and per-cleaner analytics (issue #16): each figure from the module that owns it, as SQL aggregates.
  const analytics = createAnalyticsModule({
    em,
    clock: deps.clock,
    sources: {
      bookings: { platform: (period) => booking.api.analytics.platform(period), cleaner: (id, period) => booking.api.analytics.cleaner(id, period) },
      accounts: { newAccounts: identity.api.newAccounts, find: accounts.find },
      payments: { awaitingRetry: payments.api.awaitingRetry },
      payouts: payouts.api.analytics,
      profiles: { pendingReviewCount: cleaners.api.pendingReviewCount },
      reviews: reviews.api.analytics,
      feedback: feedback.api.analytics,
    },
    settings: config.analytics,
    onError: (error) => log.error({ err: error }, 'search counts not saved (kept for the next try)'),
  });

  const flowSteps = { booking: booking.api, payouts: payouts.api, invoices: invoices.api, referrals: referrals.api, reviews: reviews.api, webhooks: integrations.api.webhooks, calendar: { visitChanged: availability.api.googleCalendar.writeVisit } };
  outbox.register(webhookAttempt({ integrations }), reviewPublished({ integrations }), paymentFailed({ integrations }), refundCreated({ integrations }), payoutPaid({ integrations }), messageCreated({ integrations }));
  // A paid tip: the cleaner's whole earning, their email, the client's receipt (src/flows/tip-flows.ts).
  outbox.register(tipPaid({ payments: payments.api, payouts: payouts.api }));
  // A decided case: the refund, the cleaner's adjustment and the hold's release, the credit note, the emails (src/flows/case-flows.ts).
  outbox.register(caseDecided({ cases: cases.api, payments: payments.api, payouts: payouts.api, invoices: invoices.api }));
  // A card dispute (Stripe charge.dispute.created) opens a case of kind dispute and holds the visit's earning.
  outbox.register(disputeOpened({ cases: cases.api }));
  outbox.register(disputeClosed({ cases: cases.api, payouts: payouts.api }));
  outbox.register(bookingFullyPaid(flowSteps), visitEnded(flowSteps), visitStarted(flowSteps), bookingNotify(flowSteps), bookingRequested(flowSteps), noShowDeclared(flowSteps), mailSend(mailer), filesDelete(deps.files));
  outbox.register(pushSend(push));
  // A withdrawn gallery consent takes that visit's pairs off the site (src/flows/content-flows.ts).
  outbox.register(galleryConsentWithdrawn({ content: content.api }));
  realtime.subscribe((event) => {
    if (event.kind === 'search_changed') cleaners.api.forgetSearchAnswers();
  });
  // The listening connection came back: announcements of other instances may have been lost meanwhile.
  deps.searchInvalidations?.onReset(() => cleaners.api.forgetSearchAnswers());
  outbox.register(availabilityChanged({ cleaners: cleaners.api }));
  // Google Calendar links: the grant revoked after a disconnect, the upcoming visits written after a link (src/flows/google-calendar-flows.ts).
  outbox.register(googleTokenRevoke({ calendar: availability.api.googleCalendar }), googleVisitsWrite({ calendar: availability.api.googleCalendar }));
  outbox.register(dataExportRequested({ portability: portability.api }));
  // A deleted account: every module forgets the person, keeping what the tax law needs (src/flows/account-deletion-flows.ts).
  outbox.register(accountDeleted({ identity, properties, cleaners, availability, booking, payments, messaging, reviews, content, feedback, referrals, newsletter, contact, portability, sellerReporting, integrations, legal, push, cases }));
  // The daily retention run (src/jobs/retention.ts): each module deletes its own data past its period.
  const retention = () => enforceRetention({ identity, feedback, legal, properties, cleaners, booking, messaging, sellerReporting, integrations }, { ...config.retention, integrationEventDays: config.integrations.eventsRetentionDays }, deps.clock.now());

  const app = new Koa<AppState>();
  app.proxy = config.trustProxy;
  // Only the address our own proxy appended is trusted; earlier X-Forwarded-For entries are the client's claim.
  app.maxIpsCount = 1;
  app.silent = true;
  // First, so that every answer is counted and timed, whatever refuses it.
  app.use(metrics.httpMiddleware());
  // Pages, API answers and translations go compressed; the built assets are compressed once at build time.
  const compression = { threshold: 1024, brotliQuality: 5 };
  const publicReads = publicReadLimit(config.publicReads, classify);
  // Anonymous public search from ready bytes, before compression, the guards, parsers, session, contract and routers (issue #39).
  const searchAnswers = readyAnswers(cleaners.publicSearch, contract, { admits: publicReads.admits, ttlSeconds: config.searchCacheSeconds, ...(deps.searchInvalidations ? { heardTtlSeconds: HEARD_SEARCH_CACHE_SECONDS, listening: () => deps.searchInvalidations!.listening() } : {}), maxEntries: config.searchCacheEntries, maxBytes: 32 * 1024 * 1024, brotliQuality: compression.brotliQuality, inContext: (work) => RequestContext.create(orm.em, work) });
  app.use(requestContextMiddleware(orm, deps.log, config.trustProxy, searchAnswers.claims));
  app.use(securityHeaders(config));
  app.use(healthProbe);
  app.use(searchAnswers.middleware);
  app.use(compress({ threshold: compression.threshold, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality } } }));
  // JSON answers repeated byte for byte (public search's cached answers) are compressed once per body.
  app.use(compressedAnswers({ ...compression, maxBytes: 32 * 1024 * 1024 }));
  app.use(jsonBodyOnce);
  app.use(errorMiddleware);
  app.use(pathGuard);
  // Per-address limits of cheap public reads (issue #37), before the session lookup.
  app.use(publicReads.middleware);
  // Ahead of the static files: these are computed, whatever the web build holds at those paths.
  const metricsRoutes = metricsRouter(config.metrics, metrics, config.trustProxy);
  app.use(metricsRoutes.routes());
  const manifestRoutes = webAppManifestRouter(config);
  for (const router of [...seo.routers, manifestRoutes]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(
    staticMiddleware({
      renderPage: createPageRenderer({
        entry: SSR_ENTRY,
        template: path.join(WEB_DIST, 'index.html'),
        locales: LOCALES,
        publicUrl: config.publicUrl,
        log,
        cacheSeconds: config.pageCacheSeconds,
        cacheEntries: 500,
        maxWaiting: 32,
      }),
    }),
  );
  // Stripe's webhook reads its raw body (the signature covers the exact bytes), so it comes before the parser.
  app.use(payments.webhookRouter.routes());
  app.use(
    koaBody({
      json: true,
      jsonLimit: '100kb',
      formLimit: '100kb',
      textLimit: '100kb',
      // Multipart only on upload routes, for signed-in callers (src/http/uploads.ts).
      multipart: false,
      urlencoded: false,
      text: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
      onError: (error) => {
        throw error;
      },
    }),
  );
  app.use(valuesGuard);
  app.use(authMiddleware(identity.api.authenticate, config.allowedOrigins, { looksLikeKey: looksLikeApiKey, authenticate: integrations.api.authenticateApiKey }));
  app.use(apiKeyScopes(contract, integrations.api.requiredScope));
  app.use(apiKeyRateLimit(contract, new PgRateLimiter(em), config.integrations.keyRateLimit));
  app.use(uploadsMiddleware(contract, path.join(config.uploadsDir, '.incoming')));
  app.use(contractMiddleware(contract));
  // Retried POSTs that create something answer their first answer again (Idempotency-Key; issue #25).
  app.use(idempotency(contract, integrations.api.idempotency, deps.clock, config.integrations.idempotencyHours));
  const routers = [systemRouter(config, orm, config.env === 'production' ? null : devMailbox, outbox, () => admission.draining), ...identity.routers, geo.router, properties.router, ...cleaners.routers, ...availability.routers, ...booking.routers, ...payments.routers, ...messaging.routers, ...reviews.routers, ...feedback.routers, ...referrals.routers, ...invoices.routers, ...payouts.routers, ...newsletter.routers, ...contact.routers, ...legal.routers, ...content.routers, ...incidents.routers, ...cases.routers, ...promotions.routers, ...portability.routers, ...analytics.routers, ...sellerReporting.routers, ...integrations.routers, ...push.routers, adminRetentionRouter({ retention, metrics, schedule: config.retention.schedule, now: () => deps.clock.now() })];
  // Each request goes through the routers that have a route for its path prefix only (src/http/router-dispatch.ts).
  app.use(dispatchByPrefix(routers));
  /** Every mounted route, so a test can hold them against the contract. */
  const routes = [...seo.routers, manifestRoutes, metricsRoutes, ...routers, payments.webhookRouter].flatMap((r) => r.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) }))));
  return { app, admission, metrics, outbox, retention, identity, geo, properties, cleaners, availability, booking, payments, payouts, messaging, reviews, feedback, referrals, invoices, newsletter, contact, legal, content, incidents, cases, promotions, seo, portability, analytics, sellerReporting, integrations, push, realtime, contract, routes };
}
