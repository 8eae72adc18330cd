import http from 'node:http';
import { RequestContext } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.js';
import { connectionGuardOf, createOrm, runMigrations, type Orm } from './db/orm.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { allEntities, allMigrations } from './modules.js';
import { createApp } from './app.js';
import { createLogger } from './logger.js';
import { systemClock, type Clock } from './shared/clock.js';
import type { Tracer } from './shared/tracer.js';
import { currentRequestId } from './http/request-context.js';
import { LocalDiskStorage } from './storage/local-disk.storage.js';
import { S3CompatibleStorage } from './storage/s3.storage.js';
import { smtpMailer } from './mail/smtp.mailer.js';
import { startJobs } from './jobs/jobs.js';
import { PgRealtimeBus } from './realtime/pg-realtime-bus.js';
import { IDENTITY_CHANGED_CHANNEL } from '../modules/identity/index.js';
import { BOOKING_CHANGED_CHANNEL } from '../modules/booking/index.js';
import { attachMessagesGateway, type GatewaySettings, type MessagesGateway } from './realtime/messages-gateway.js';
import { stopAccepting } from './http/admission/drain.js';

export interface RunningServer {
  url: string;
  port: number;
  orm: Orm;
  log: Logger;
  app: ReturnType<typeof createApp>;
  /** The socket at /ws/messages on this server. */
  gateway: MessagesGateway;
  /**
   * Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes the pool. With `drain`
   * (SIGTERM, issue #37): readiness fails and answers close their connections at once, new connections are
   * still taken for `delayMs`, and with `keepIdle` (behind a proxy) idle keep-alive connections are left to
   * end by themselves within `graceMs` (src/http/admission/drain.ts).
   */
  close(graceMs?: number, drain?: { delayMs: number; keepIdle: boolean }): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  log?: Logger;
  /** The socket gateway's limits and periods (tests shorten the heartbeat). */
  gateway?: Partial<GatewaySettings>;
  /** Spans around requests, flow steps and jobs (src/shared/tracer.ts); none by default. */
  tracer?: Tracer;
}

/** Waits for `work` at most `ms` (it goes on in the background). */
async function boundedBy(ms: number, work: Promise<unknown> | undefined): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Boot: database (embedded when no DATABASE_URL) -> migrate -> app -> listen. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel, config.logFormat);
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, (m) => log.info(m));
    databaseUrl = embedded.url;
    log.info({ port: config.embeddedPgPort }, 'embedded PostgreSQL started');
  }
  const orm = await createOrm({
    databaseUrl,
    entities: allEntities,
    migrations: allMigrations,
    pool: config.database,
    onGuardViolation: (e) => log.error({ err: e }, 'second pooled connection requested inside a transaction'),
  });
  // OpenTelemetry export when configured (docs/deploy.md, "Tracing"): spans around requests, SQL, flow steps and jobs.
  // (Loaded only then: the SDK's modules cost nothing to a process that does not trace.)
  const exporting = !options.tracer && config.tracing ? (await import('./observability/otel-tracer.js')).otelTracer(config.tracing, { currentRequestId }) : null;
  if (exporting) connectionGuardOf(orm).traceQuery = exporting.sql;
  const tracer = options.tracer ?? exporting;
  const applied = await runMigrations(orm);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');

  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, { worker: config.smtpWorker }) : null;
  // Realtime events reach the sockets of every instance through PostgreSQL LISTEN/NOTIFY.
  const realtime = new PgRealtimeBus(databaseUrl, log);
  // Changes to sessions and accounts from any instance (identity's trigger) empty this process's session
  // cache; heard from before the first request (LISTEN is in place once start resolves).
  const sessionInvalidations = { ...realtime.changes(IDENTITY_CHANGED_CHANNEL), listening: () => realtime.listening() };
  // Bookings' changes from any instance (booking's trigger) drop the conversation facts messaging keeps.
  const conversationChanges = realtime.changes(BOOKING_CHANGED_CHANNEL);
  // search_changed travels on the bus's own channel: heard while its connection is up, maybe missed while it was down.
  const searchInvalidations = { listening: () => realtime.listening(), onReset: (then: () => void) => void realtime.onReconnected(then) };
  await realtime.start();
  const app = createApp({ config, orm, log, clock: options.clock ?? systemClock, files: config.s3 ? new S3CompatibleStorage(config.s3) : new LocalDiskStorage(config.uploadsDir), mailer, realtime, sessionInvalidations, conversationChanges, searchInvalidations, ...(tracer ? { tracer } : {}) });
  // The search read model (and its narrow keys table) starts empty: fill it once, right after its migration, from existing profiles
  // (and again when it gains a column: the cards' pictures with their variants, the free time of the 3-day filter, the cards' visits and response time).
  const rebuiltBy = ['2026112250-cleaners-search', '2026112260-cleaners-search-keys', '2026112831-cleaners-image-variants', '2026112900-cleaners-search-places', '2026120601-cleaners-search-demo', '2026120800-cleaners-search-booking-figures', '2026121020-cleaners-search-service-rates'];
  if (rebuiltBy.some((name) => applied.includes(name))) await RequestContext.create(orm.em, () => app.cleaners.api.rebuildSearchIndex());
  const stopJobs = config.runJobs ? startJobs(app, orm, log, { retention: config.retention.schedule }) : null;
  // Admission control sees every request first (issue #37): refusals cost no Koa context, session or statement.
  const server = http.createServer(app.admission.listener(app.app.callback()));
  server.keepAliveTimeout = 5000;
  const gateway = attachMessagesGateway(server, {
    authenticate: app.identity.api.authenticate,
    validSessions: app.identity.api.validSessions,
    messaging: app.messaging.api,
    bus: realtime,
    allowedOrigins: config.allowedOrigins,
    instanceId: realtime.instanceId,
    log,
    inContext: (work) => RequestContext.create(orm.em, work),
    onDelivered: (type, sockets) => app.metrics.framesSent(type, sockets),
    // An upgrade authenticates and records presence: under pressure it is refused with Retry-After like a request.
    admitUpgrade: () => app.admission.admitsUpgrade(),
    retryAfterSeconds: app.admission.retryAfterSeconds,
    ...(options.gateway ? { settings: options.gateway } : {}),
  });
  app.metrics.readFrom({ socketsHeld: () => gateway.connectionCount() });
  // Events of other instances may have been missed while the bus was reconnecting: resend the counts.
  realtime.onReconnected(() => gateway.refreshAll());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  let closing: Promise<void> | null = null;
  const close = (graceMs = 4000, drain?: { delayMs: number; keepIdle: boolean }) =>
    (closing ??= (async () => {
      // Readiness fails and every answer closes its connection from now on (issue #37).
      app.admission.startDrain();
      if (drain?.delayMs) await new Promise((resolve) => setTimeout(resolve, drain.delayMs));
      // Stop taking connections first; the jobs wind down alongside.
      const jobsStopped = stopJobs?.();
      const closed = drain?.keepIdle ? stopAccepting(server) : new Promise<void>((resolve) => server.close(() => resolve()));
      if (!drain?.keepIdle) server.closeIdleConnections();
      // Upgraded sockets keep the server open until they close.
      const gatewayClosed = gateway.close();
      // Requests still running after the grace period are cut so that shutdown stays under 5 s.
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await gatewayClosed;
      await closed;
      clearTimeout(timer);
      app.admission.stop();
      // What still waits on the database (a job's statement, a client held by a stuck transaction)
      // gets one more second; the pool is then ended without it.
      await boundedBy(1000, jobsStopped);
      // Searches counted in memory since the last flush (the console's funnel).
      await boundedBy(1000, app.analytics.api.flushSearches());
      // Background flow steps (emails) started by the last requests.
      await boundedBy(1000, app.outbox.stop());
      // A newsletter batch being sent finishes its current email; the rest waits for the next start.
      await boundedBy(1000, app.newsletter.api.stopDeliveries());
      await boundedBy(1000, realtime.close());
      mailer?.close();
      await boundedBy(1000, orm.close(true));
      // The last spans (this shutdown's requests and statements) leave before the process does.
      await boundedBy(2000, exporting?.shutdown());
      if (embedded) await embedded.stop();
    })());
  return { url: `http://localhost:${port}`, port, orm, log, app, gateway, close };
}
