import Koa from 'koa';
import { koaBody, HttpMethodEnum } from 'koa-body';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './db/orm.js';
import type { AppState } from './shared/http-kit.js';
import type { Clock } from './shared/clock.js';
import type { Mailer } from './shared/mailer.js';
import type { FileStorage } from './shared/file-storage.js';
import type { RealtimeBus } from './shared/realtime.js';
import { InProcessRealtimeBus } from './realtime/in-process-bus.js';
import { requestContextMiddleware } from './http/request-context.js';
import { errorMiddleware, UPLOAD_MAX_MB } from './http/errors.js';
import { authMiddleware } from './http/auth.js';
import { compileContract, contractMiddleware, type CompiledOperation } from './http/openapi.js';
import { PgRateLimiter } from './http/pg-rate-limiter.js';
import { translate } from './http/messages.js';
import { systemRouter } from './http/system.routes.js';
import { staticMiddleware } from './http/static.js';
import { DevMailboxMailer } from './mail/dev-mailbox.mailer.js';
import { createIdentityModule } from '../modules/identity/index.js';
import { createGeoModule } from '../modules/geo/index.js';
import { createPropertiesModule } from '../modules/properties/index.js';
import { createCleanersModule } from '../modules/cleaners/index.js';
import { createAvailabilityModule } from '../modules/availability/index.js';
import { createBookingModule, DEFAULT_CANCELLATION, DEFAULT_PRICING } from '../modules/booking/index.js';
import { createPaymentsModule } from '../modules/payments/index.js';
import { createMessagingModule } from '../modules/messaging/index.js';
import { createReviewsModule } from '../modules/reviews/index.js';
import { createFeedbackModule } from '../modules/feedback/index.js';

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
}

// Compiled once per process: validators are pure.
let contract: CompiledOperation[] | undefined;

/** The middleware chain and every module's routes. */
export function createApp(deps: AppDeps) {
  const { config, orm, log } = deps;
  const em = (): EntityManager => orm.em;
  const devMailbox = deps.mailer ? null : new DevMailboxMailer(em);
  const mailer = deps.mailer ?? devMailbox!;
  const realtime = deps.realtime ?? new InProcessRealtimeBus();
  contract ??= compileContract();

  const identity = createIdentityModule({
    em: em,
    mailer,
    rateLimiter: new PgRateLimiter(em),
    files: deps.files,
    clock: deps.clock,
    settings: { publicUrl: config.publicUrl, session: config.session, passwordResetMinutes: config.passwordResetMinutes, rateLimits: config.rateLimits },
    secureCookies: config.env === 'production',
    translate: (code, locale) => translate(code, locale),
    // Account facts copied by cleaners' search read model (name, picture, suspension, deletion).
    onAccountChanged: (userId) => cleaners.api.accountChanged(userId),
  });

  const accounts = identity.api.accounts;
  const availability = createAvailabilityModule({
    em,
    clock: deps.clock,
    settings: { recurringHorizonDays: config.availabilityHorizonDays, publicUrl: config.publicUrl },
    cleaners: { isCleaner: (userId) => accounts.hasActiveRole(userId, 'cleaner') },
    // Booked time is the booking module's (pending, confirmed and in-progress visits).
    bookings: { bookedIntervals: (cleanerId, from, to) => booking.api.bookedIntervals(cleanerId, from, to) },
  });
  const cleaners = createCleanersModule({
    em,
    files: deps.files,
    mailer,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    availability: { availableWithin: availability.api.availableWithin, publicAvailability: availability.api.publicAvailability },
    // The account side of a cleaner (name, email, language, birth date) stays in identity.
    accounts: { find: accounts.find, findMany: accounts.findMany, searchIds: (q, limit) => accounts.searchIds(q, 'cleaner', limit) },
    // A signed-in client's "not interested" cleaners leave their recommendations.
    excludedFor: (clientId) => feedback.api.excludedFor(clientId),
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

  const payments = createPaymentsModule({ env: config.env, stripe: config.stripe });
  const booking = createBookingModule({
    em,
    clock: deps.clock,
    mailer,
    files: deps.files,
    accounts: { find: accounts.find, findMany: accounts.findMany, searchIds: (q, limit) => accounts.searchIds(q, null, limit) },
    cleaners: { bookingTerms: cleaners.api.bookingTerms, slugOf: cleaners.api.slugOf },
    properties: { propertyForBooking: properties.api.propertyForBooking },
    availability: { isAvailable: availability.api.isAvailable },
    payments: payments.api,
    // TEMPORARY until the payouts module lands in this same change (issue #5): every cleaner may accept.
    payoutAccounts: { canReceiveTransfers: async () => true },
    settings: {
      pricing: { ...DEFAULT_PRICING, serviceFeePercent: config.booking.serviceFeePercent },
      cancellation: DEFAULT_CANCELLATION,
      requestExpiryHours: config.booking.requestExpiryHours,
      punchInEarlyMinutes: config.booking.punchInEarlyMinutes,
      punchInRadiusMeters: config.booking.punchInRadiusMeters,
      promoCodes: config.booking.promoCodes,
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
    },
    onSideEffectError: (error) => log.error({ err: error }, 'booking notification failed'),
    // The cleaner's completion rate (reviews' aggregates, pushed to search) follows completed and cancelled visits.
    onVisitEnded: async ({ cleanerId }) => {
      await reviews.api.refreshCleanerAggregates(cleanerId);
    },
  });
  // One conversation per accepted booking; realtime events leave after the data is committed.
  const messaging = createMessagingModule({
    em,
    clock: deps.clock,
    mailer,
    realtime,
    rateLimiter: new PgRateLimiter(em),
    accounts: { find: accounts.find, findMany: accounts.findMany },
    bookings: { participants: (id) => booking.api.participants(id), conversationBookings: (userId) => booking.api.conversationBookings(userId), cleanersAtWork: (ids) => booking.api.cleanersAtWork(ids) },
    settings: { publicUrl: config.publicUrl },
    onSideEffectError: (error) => log.error({ err: error }, 'messaging notification failed'),
  });
  // Reviews: the booking module says who may review and when; aggregates go to the cleaners' search entries.
  const reviews = createReviewsModule({
    em,
    clock: deps.clock,
    accounts: { findMany: accounts.findMany, searchIds: (q, limit) => accounts.searchIds(q, null, limit) },
    bookings: { reviewFacts: (id) => booking.api.reviewFacts(id), reliabilityOf: (cleanerId) => booking.api.reliabilityOf(cleanerId) },
    cleaners: { slugOf: cleaners.api.slugOf, recordRatings: cleaners.api.recordRatings },
    settings: { windowDays: config.reviews.windowDays },
  });

  // Clients' feedback on listed cleaners; reports go to the console's review queue.
  const feedback = createFeedbackModule({
    em,
    clock: deps.clock,
    accounts: { findMany: accounts.findMany },
    cleaners: { isListed: cleaners.api.isListed, slugOf: cleaners.api.slugOf },
    rateLimiter: new PgRateLimiter(em),
  });

  const app = new Koa<AppState>();
  app.proxy = config.trustProxy;
  // Only the address our own proxy appended is trusted; earlier X-Forwarded-For entries are the client's claim.
  app.maxIpsCount = 1;
  app.silent = true;
  app.use(requestContextMiddleware(orm, log, config.trustProxy));
  app.use(errorMiddleware);
  app.use(staticMiddleware());
  app.use(
    koaBody({
      json: true,
      jsonLimit: '100kb',
      formLimit: '100kb',
      textLimit: '100kb',
      multipart: true,
      // Uploads are checked again by each use case (type by magic bytes, size per kind of file).
      // Empty files reach the use case, which answers with the product's invalid-type message.
      formidable: { maxFileSize: UPLOAD_MAX_MB * 1024 * 1024, maxFiles: 1, allowEmptyFiles: true, minFileSize: 0 },
      urlencoded: false,
      text: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
      onError: (error) => {
        throw error;
      },
    }),
  );
  app.use(authMiddleware(identity.api.authenticate, config.allowedOrigins));
  app.use(contractMiddleware(contract));
  const routers = [systemRouter(config, orm, config.env === 'production' ? null : devMailbox), ...identity.routers, geo.router, properties.router, ...cleaners.routers, ...availability.routers, ...booking.routers, payments.router, ...messaging.routers, ...reviews.routers, ...feedback.routers];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  /** Every mounted route, so a test can hold them against the contract. */
  const routes = routers.flatMap((r) => r.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) }))));
  return { app, identity, geo, properties, cleaners, availability, booking, messaging, reviews, feedback, realtime, contract, routes };
}
