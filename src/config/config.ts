import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isIP } from 'node:net';
import cron from 'node-cron';
import type { PoolSettings } from '../db/orm.js';
import { overloadConfig, type AdmissionConfig, type PublicReadsConfig, type ShutdownConfig } from './admission-config.js';

/**
 * Configuration, parsed once at boot from the environment. Every choice the spec leaves open has its
 * default here (see docs/decisions.md) so that it lives in exactly one place.
 */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  /** Absent: an embedded PostgreSQL is started with its data under dataDir. */
  databaseUrl: string | null;
  /** The pool and the bounds on every database wait (docs/decisions.md, "One connection per unit of work"). */
  database: PoolSettings;
  embeddedPgPort: number;
  dataDir: string;
  uploadsDir: string;
  /** Files in an S3-compatible bucket instead of uploadsDir when S3_BUCKET is set. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix?: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** SMTP_WORKER: emails are composed and sent by a worker thread, off the requests' event loop (docs/decisions.md "Booking"). */
  smtpWorker: boolean;
  /** OUTBOX_BACKGROUND_CONCURRENCY: background flow batches (emails, pushes, webhooks) one process runs at once. */
  outboxBackgroundConcurrency: number;
  /** Where contact-form messages go (OPS_EMAIL; docs/decisions.md, "Newsletter and contact"). */
  opsEmail: string;
  /** How long a server-rendered public page is reused (docs/decisions.md, "Server rendering"); 0 renders every request. */
  pageCacheSeconds: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `pretty`: one readable line per event (the default in development); `json`: JSON lines. */
  logFormat: 'pretty' | 'json';
  trustProxy: boolean;
  /**
   * Stripe keys; without a secret key the keyless development provider stands in (refused in
   * production). apiBase points the SDK at another host (tests' local Stripe stand-in); never in production.
   */
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null; apiBase: string | null };
  /** Payments and payouts (docs/decisions.md, "Payments and payouts"). */
  payments: {
    /** Hours after a failed off-session remainder charge at which it is retried (then the client pays by the emailed link). */
    remainderRetryHours: number[];
    /** The platform's commission on the cleaner's billed service, %. */
    commissionPercent: number;
    /** Instant payout fee (spec 9: 5 $). */
    instantPayoutFeeCents: number;
    /** Invoice and statement downloads per user per minute. */
    downloadsPerMinute: number;
  };
  /** Tips after a visit (issue #18, docs/decisions.md "Tips"). */
  tips: {
    /** Hours after the punch-out during which the client may tip (TIP_WINDOW_HOURS, default 48). */
    windowHours: number;
    /** Smallest tip (TIP_MIN_CENTS, default 1 $). */
    minCents: number;
    /** Largest tip (TIP_MAX_CENTS, default 500 $), also never above TIP_MAX_PERCENT of the visit's service. */
    maxCents: number;
    maxPercentOfVisit: number;
    /** The suggested amounts, % of the visit's service rounded to the dollar. */
    suggestedPercents: number[];
  };
  brands: { quebecHosts: string[] };
  regionRedirect: { enabled: boolean; quebecFrenchUrl: string; otherUrl: string };
  /** Allowed browser origins (Origin header) for cookie-authenticated calls and the socket. */
  allowedOrigins: string[];
  session: {
    rememberMeDays: number;
    browserSessionHours: number;
    idleHours: number;
    rememberMeIdleDays: number;
  };
  /** Seconds an instance reuses who holds a sign-in token; every change is announced to all instances, this bounds a lost announcement (0 = off). */
  sessionCacheSeconds: number;
  passwordResetMinutes: number;
  /** Minutes after signing in during which an account without a password may add one (a stolen, older session cannot). */
  recentSignInMinutes: number;
  /** Seconds a public cleaner-search answer is reused; another instance's change shows after at most this long (0 = off). */
  searchCacheSeconds: number;
  /** Search answers (pages and totals) an instance keeps at most: about 32 kB each, so ~320 MB at the default 10 000. */
  searchCacheEntries: number;
  /** Seconds an instance reuses the home page's figures (GET /api/cleaners/stats; 0 = off). */
  marketplaceStatsCacheSeconds: number;
  /** Requests a cleaner must have received in 90 days before cards show their response time (docs/decisions.md, "Trust figures on cards"). */
  responseTimeMinRequests: number;
  /** Days ahead that weekly availability patterns repeat (spec section 5, "the next N days"). */
  availabilityHorizonDays: number;
  /** Busy times imported from cleaners' external calendars (docs/decisions.md, "Calendar busy times"). */
  calendarSync: {
    /** Minutes between two syncs of one subscribed calendar (CALENDAR_SYNC_INTERVAL_MINUTES). */
    intervalMinutes: number;
    /** Subscribed calendars per cleaner (CALENDAR_SUBSCRIPTIONS_PER_CLEANER). */
    maxSubscriptions: number;
    /** Days ahead that imported events are expanded (CALENDAR_SYNC_HORIZON_DAYS). */
    horizonDays: number;
    /** Largest calendar file read, in bytes (CALENDAR_SYNC_MAX_BYTES). */
    maxBytes: number;
    /** How long a calendar server has to answer (CALENDAR_SYNC_TIMEOUT_MS). */
    timeoutMs: number;
  };
  rateLimits: {
    login: { perIp: number; perEmail: number; windowSeconds: number };
    signup: { perIp: number; windowSeconds: number };
    forgotPassword: { perIp: number; perEmail: number; windowSeconds: number };
    /** Newsletter sign-ups per IP (429 past it) and emails per address (silently none past it). */
    newsletter: { perIp: { limit: number; windowSeconds: number }; perEmail: { limit: number; windowSeconds: number } };
    /** Contact messages per IP and per sender address (429 past either). */
    contact: { perIp: { limit: number; windowSeconds: number }; perEmail: { limit: number; windowSeconds: number } };
    /** Public price estimates (/pricing's estimator) per IP (429 past it). */
    estimate: { perIp: number; windowSeconds: number };
    /** Social sign-in starts and returns (OpenID Connect) per IP (429 past it). */
    social: { perIp: number; windowSeconds: number };
  };
  /** Social sign-in (issue #19, docs/decisions.md "Social sign-in"): only configured providers show a button. */
  oidc: {
    providers: OidcProviderConfig[];
    /** Minutes a started sign-in may take at the provider (the signed flow cookie's lifetime). */
    flowMinutes: number;
    /** Minutes a pending link to an existing account waits for its password confirmation. */
    pendingLinkMinutes: number;
  };
  /** Passkeys (issue #19): how many an account may register, and minutes a ceremony's challenge is valid. */
  passkeys: { maxPerAccount: number; challengeMinutes: number };
  /** Newsletter double opt-in (docs/decisions.md, "Newsletter and contact"). */
  newsletter: {
    /** Hours a confirmation link works. */
    confirmHours: number;
    /** Days an unconfirmed sign-up is kept after its link expired, then deleted. */
    keepUnconfirmedDays: number;
    /** Tries of one newsletter delivery before it counts as failed (NEWSLETTER_SEND_MAX_ATTEMPTS, default 5). */
    sendMaxAttempts: number;
  };
  /**
   * Written notices of new terms (Consumer Protection Act s. 11.2; docs/decisions.md "Legal documents"):
   * accounts per transaction of the hourly legal-change-notices job (default 200).
   */
  legal: { changeNoticeBatchSize: number };
  /**
   * SEED_DEMO_DATA: at boot, the demo sign-in accounts and, on a new database, the demo world (issue #35:
   * made-up cleaners, clients, visits, money and reviews). Default on in development only; refused in production.
   */
  seedDemoData: boolean;
  /** Signs address suggestions (and other server-made tokens); random per process outside production. */
  appSecret: string;
  /** APP_SECRET_PREVIOUS: secrets replaced by APP_SECRET, kept until what they sealed is re-sealed (SINs). */
  previousAppSecrets: string[];
  /** Nominatim/Photon-compatible search endpoint; null = the offline gazetteer lookup. */
  geocoderUrl: string | null;
  /** Booking choices the spec leaves open (docs/decisions.md, "Booking"). */
  booking: {
    /** The platform's service fee, % of the cleaner's (discounted) subtotal. */
    serviceFeePercent: number;
    /** Hours a cleaner has to answer a request before it expires (spec: 24). */
    requestExpiryHours: number;
    /** How close to the property a punch-in must be, in metres. */
    punchInRadiusMeters: number;
    /** How early before the start a cleaner may punch in, in minutes. */
    punchInEarlyMinutes: number;
    /**
     * Added to the radius when the property's position is known only by its postal area's or its town's
     * centre (no geocoder), in metres (docs/decisions.md "Punch-in without a geocoder").
     */
    punchInMarginMeters: { postal_area: number; town: number };
    /** Share of the booked duration a cleaner spends on site (from the punch-in) before the punch-out, in %. */
    minimumOnSitePercent: number;
    /**
     * Reminder emails (docs/decisions.md "Booking reminders"): the day before at the visit's local time,
     * then `soonMinutesBefore` (120) before the start; the cleaner `requestExpiringMinutesBefore` (240) before an unanswered request expires.
     */
    reminders: { soonMinutesBefore: number; requestExpiringMinutesBefore: number };
    /** The longest arrival a cleaner may announce with "En route", in minutes (docs/decisions.md "On my way"). */
    enRouteMaxEtaMinutes: number;
    /**
     * Minutes after the start (or after the arrival a late cleaner announced) without a punch-in from
     * which the client may declare the cleaner absent (docs/decisions.md "No-shows and late arrivals").
     * Bounded by the derived statuses: at least LATE_AFTER_MINUTES (15), at most NO_SHOW_AFTER_MINUTES (120).
     */
    noShowDeclarationAfterMinutes: number;
    /**
     * How long a card refund takes to reach the client's statement, in business days, as the client's
     * cancellation and refund emails state it (docs/decisions.md "Telling the client every dollar"): Stripe's 5 to 10.
     */
    refundBusinessDays: { min: number; max: number };
  };
  /** Clients' favourite cleaners (issue #18; docs/decisions.md "Favourite cleaners"). */
  favourites: {
    /** How many cleaners one client may keep as favourites. */
    maxPerClient: number;
  };
  /** Promo codes (issue #16; docs/decisions.md "Featured promo code"). */
  promotions: {
    /** The code the public pages (/pricing) state, with its terms read from the promo codes table; not stated while it is not running. */
    featuredCode: string;
  };
  /** Cases (issue #36; docs/decisions.md, "Cases"). */
  cases: {
    /** Hours after the punch-out during which the client may report a problem on the visit. */
    reportWindowHours: number;
  };
  /** Reviews (docs/decisions.md, "Reviews"). */
  reviews: {
    /** Days after the punch-out during which both parties may review; pending reviews are published then. */
    windowDays: number;
    /** Hours before the window closes when a party who has not reviewed yet gets one reminder (docs/decisions.md "Review reminder"). */
    reminderHoursBefore: number;
  };
  /** Referral program (spec 9; docs/decisions.md, "Referrals"). */
  referrals: {
    /** Cash to a cleaner whose referred cleaner completes a first job, paid with the next payout. */
    cleanerRewardCents: number;
    /** Discount to a client whose referred friend completes a first booking. */
    clientRewardCents: number;
    /** Discount on the referred friend's own first booking. */
    friendDiscountCents: number;
    validityMonths: number;
    /** Active codes per user at once (codes are free; the cap only stops code farming). */
    maxActiveCodes: number;
  };
  /**
   * The person in charge of the protection of personal information, published in the privacy policy and
   * the footer (Quebec's private-sector privacy act as amended by Law 25, s. 3.1-3.2: title and contact
   * information). By default the person with the highest authority in the enterprise holds the role.
   */
  privacyOfficer: { name: string; title: { fr: string; en: string }; email: string; address: string };
  /**
   * The support team's hours and answer time, published on /contact (docs/decisions.md, "Contact page"):
   * SUPPORT_DAYS (ISO weekdays, default 1-5: Monday to Friday), SUPPORT_HOURS (default 09:00-17:00,
   * Eastern time) and SUPPORT_RESPONSE_HOURS (default 24, within those hours' business days).
   */
  support: SupportConfig;
  /**
   * Éclat's own GST and QST registrations and its address, printed on invoices beside the service fee it
   * taxes (issues #17, #42). Outside production they default to the documented example values.
   */
  platformTaxNumbers: { gstNumber: string | null; qstNumber: string | null; address: string | null };
  /**
   * Retention periods, enforced by the daily `privacy-retention` job and stated in the privacy policy
   * (docs/decisions.md, "Retention"). Financial records are kept 6 years by law and are not configurable.
   */
  retention: {
    /** Days after the decision at which an ID or background check (and any rejected document) is destroyed; the decision stays. */
    verificationDocumentDays: number;
    /** Days after the visit at which its before and after photos are deleted. */
    visitPhotoDays: number;
    /** Months after the visit at which its messages are deleted. */
    messageMonths: number;
    /** Months after the visit at which the punch-in and punch-out coordinates are erased (time and distance stay). */
    punchPositionMonths: number;
    /** Days after a sign-in session ended (signed out, revoked or expired) at which its row is deleted. */
    endedSessionDays: number;
    /** Months after a report on a cleaner was handled (resolved or dismissed) at which it is deleted. */
    handledReportMonths: number;
    /** Years after an account's deletion at which its terms acceptances and change notices are deleted (prescription, Civil Code art. 2925). */
    acceptanceYearsAfterDeletion: number;
    /** Days after a property's deletion at which its Wi-Fi and access instructions are erased. */
    deletedPropertyAccessDays: number;
    /**
     * Years after the end of the tax year that financial records and the seller reporting identification
     * are kept (Tax Administration Act s. 35, Income Tax Act s. 230): fixed by law, not an environment setting.
     */
    taxRecordYears: number;
    /** When the `privacy-retention` job runs: a cron expression in Quebec time (RETENTION_SCHEDULE, default `23 4 * * *`, 04:23 daily). */
    schedule: string;
    /** Rows per batch (one transaction each), and batches per rule in one run (the rest waits for the next day). */
    batchSize: number;
    maxBatches: number;
  };
  /** Data portability (Law 25; docs/decisions.md, "Data portability"). */
  portability: {
    /** Days a prepared archive can be downloaded; it is deleted after. */
    linkDays: number;
    /** Requests per person per 24 hours (besides one pending at a time). */
    requestsPerDay: number;
    /** Archive downloads per person per hour. */
    downloadsPerHour: number;
  };
  /**
   * The confidentiality incident register (Law 25, s. 3.8; docs/decisions.md, "Confidentiality incident
   * register"): years an entry is kept after the enterprise became aware of the incident. The
   * regulation's minimum is 5, so less is refused; the database refuses deletion before that date.
   */
  incidents: { retentionYears: number };
  /** The console's analytics (issue #16; docs/decisions.md, "Console analytics"). */
  analytics: {
    /** Longest period the dashboard and a cleaner's page may cover, in days. */
    maxPeriodDays: number;
    /** Seconds an instance keeps its count of searches in memory before adding it to the daily counter. */
    searchFlushSeconds: number;
  };
  /** For integrators (issue #25; docs/decisions.md, "API keys"). */
  integrations: {
    /** Unrevoked API keys one account may hold. */
    maxKeysPerAccount: number;
    /** Longest expiry a key may be given, in days (a key without expiry stays possible). */
    maxKeyExpiryDays: number;
    /** Days an event stays in GET /api/events (INTEGRATION_EVENTS_RETENTION_DAYS; the daily retention run deletes older ones). */
    eventsRetentionDays: number;
    /** Hours a POST's answer is kept for replay under its Idempotency-Key (IDEMPOTENCY_KEY_HOURS). */
    idempotencyHours: number;
    /** Requests one API key may make per window (API_KEY_RATE_LIMIT per API_KEY_RATE_WINDOW_SECONDS), with RateLimit-* headers. */
    keyRateLimit: { limit: number; windowSeconds: number };
    webhooks: {
      /** Hosts a webhook may reach whatever their address (WEBHOOK_ALLOWED_HOSTS, comma-separated; development and tests only). */
      allowedHosts: string[];
      maxEndpointsPerAccount: number;
      /** How long a receiver has to answer one attempt. */
      timeoutMs: number;
    };
  };
  /** Web Push notifications (issue #34; docs/decisions.md "Push notifications"). */
  push: PushConfig;
  /** Google Calendar both ways for cleaners (issue #38; docs/decisions.md "Google Calendar"); null: off (no client id and secret). */
  googleCalendar: GoogleCalendarConfig | null;
  /** Scheduled jobs (request expiry) run in this process; off in tests, which call the jobs directly. */
  runJobs: boolean;
  /** Admission control and shedding per instance (issue #37; src/config/admission-config.ts). */
  admission: AdmissionConfig;
  /** Per-address limit of cheap public reads (issue #37). */
  publicReads: PublicReadsConfig;
  /** What SIGTERM does: drain, then exit (issue #37; docs/deploy.md). */
  shutdown: ShutdownConfig;
  /** GET /metrics (docs/decisions.md, "Metrics, logs and traces"). */
  metrics: MetricsAccess;
  /** OpenTelemetry trace export over OTLP/HTTP (docs/deploy.md, "Tracing"); null (the default): no spans are made. */
  tracing: TracingConfig | null;
}

export interface TracingConfig {
  /** Where spans are POSTed (OTLP/HTTP JSON): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
  tracesUrl: string;
  /** OTEL_SERVICE_NAME, default eclat. */
  serviceName: string;
  /** Share of traces kept (TRACING_SAMPLE_RATIO, 0 to 1, default 1); a request's SQL and steps follow its decision. */
  sampleRatio: number;
}

/**
 * Who may read /metrics: a bearer token (METRICS_TOKEN) and/or networks (METRICS_ALLOW). `allow` null
 * means any network (a token alone guards it); disabled answers 404 to everyone.
 */
export interface MetricsAccess {
  enabled: boolean;
  token: string | null;
  allow: string[] | null;
}

/** Loopback, when METRICS_ALLOW is not set and no token is. */
export const METRICS_LOOPBACK = ['127.0.0.0/8', '::1/128'];

export interface PushConfig {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys` prints them), the
   * same on every instance. Required in production; null elsewhere when unset: generated once and kept under
   * DATA_DIR (src/config/vapid-keys.ts), so that subscriptions survive restarts.
   */
  vapid: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: a `mailto:` or `https:` contact for the push services; default `mailto:` + OPS_EMAIL. */
  subject: string;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: plain http endpoints on this machine (127.0.0.1, localhost) for development and tests; refused in production. */
  allowLocalEndpoints: boolean;
  /** PUSH_TTL_SECONDS: how long a push service keeps a push for a device that is off (default 24 h; reminders: until the visit starts). */
  ttlSeconds: number;
  /** PUSH_TIMEOUT_MS: how long a push service has to answer one push. */
  timeoutMs: number;
  /** PUSH_SUBSCRIPTIONS_PER_ACCOUNT: devices kept per person; a new one past it drops the least recently used. */
  maxSubscriptionsPerAccount: number;
}

export interface GoogleCalendarConfig {
  /** GOOGLE_CALENDAR_CLIENT_ID and GOOGLE_CALENDAR_CLIENT_SECRET: the OAuth client of type "Web application" (both, or the feature is off). */
  clientId: string;
  clientSecret: string;
  /**
   * GOOGLE_OAUTH_BASE: where the consent page (`/o/oauth2/v2/auth`), the token endpoint (`/token`) and the
   * revocation endpoint (`/revoke`) are; null: Google's own (accounts.google.com and oauth2.googleapis.com).
   */
  oauthBase: string | null;
  /** GOOGLE_API_BASE: the Calendar API's base (default https://www.googleapis.com). */
  apiBase: string;
  /** GOOGLE_CALENDAR_SYNC_MINUTES: minutes between two reads of a cleaner's busy times (default 5). */
  syncMinutes: number;
  /** GOOGLE_CALENDAR_STALE_AFTER_MINUTES: minutes without a good read after which the busy times are no longer trusted (default 180). */
  staleAfterMinutes: number;
  /** GOOGLE_CALENDAR_TIMEOUT_MS: how long Google has to answer one call (default 5000). */
  timeoutMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export type OidcProviderId = 'google' | 'apple' | 'microsoft' | 'oidc';
export interface OidcProviderConfig {
  id: OidcProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's label for the generic provider (OIDC_LABEL); the others are named by the web app. */
  label: string | null;
}

/** Google and Apple have one issuer; Microsoft's depends on the tenant and the generic one on the provider. */
const DEFAULT_ISSUERS: Record<OidcProviderId, string | null> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  microsoft: null,
  oidc: null,
};

/** OIDC_<PROVIDER>_CLIENT_ID, _CLIENT_SECRET and _ISSUER: a provider is on when its client id is set. */
function oidcProviders(env: Env, nodeEnv: string): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const id of ['google', 'apple', 'microsoft', 'oidc'] as const) {
    const prefix = `OIDC_${id.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`] ?? '';
    if (clientId === '') continue;
    const clientSecret = env[`${prefix}_CLIENT_SECRET`] ?? '';
    if (clientSecret === '') throw new ConfigError(`${prefix}_CLIENT_SECRET is required when ${prefix}_CLIENT_ID is set`);
    // Plain http issuers exist only on a developer's machine or in the tests' local provider.
    const issuer = url(env, `${prefix}_ISSUER`, DEFAULT_ISSUERS[id], nodeEnv === 'production' ? ['https'] : ['http', 'https']);
    if (!issuer) throw new ConfigError(`${prefix}_ISSUER is required when ${prefix}_CLIENT_ID is set (e.g. https://login.microsoftonline.com/<tenant>/v2.0)`);
    const label = id === 'oidc' ? (env.OIDC_LABEL ?? '').trim().slice(0, 40) || 'OpenID' : null;
    providers.push({ id, issuer, clientId, clientSecret, label });
  }
  return providers;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

/** A node-cron expression (5 fields, or 6 with seconds), checked at start so a typo stops the server rather than the job. */
function cronExpression(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!cron.validate(raw)) throw new ConfigError(`${name} must be a cron expression such as "${fallback}", got "${raw}"`);
  return raw;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol.replace(':', ''))) {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`);
  }
  return raw.replace(/\/$/, '');
}

function stripeApiBase(env: Env, nodeEnv: AppConfig['env']): string | null {
  const base = url(env, 'STRIPE_API_BASE', null, ['http', 'https']);
  if (base && nodeEnv === 'production') throw new ConfigError('STRIPE_API_BASE is for tests only and refused when NODE_ENV=production');
  return base;
}

function secret(env: Env, name: string, prefix: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!raw.startsWith(prefix)) throw new ConfigError(`${name} must start with "${prefix}"`);
  return raw;
}

/**
 * METRICS_TOKEN (16+ characters) and METRICS_ALLOW (addresses or CIDRs, comma-separated). Without
 * either, loopback only; in production without either, /metrics is off (404): an operator opts in.
 */
function metricsAccess(env: Env, nodeEnv: string): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && (token.length < 16 || /\s/.test(token))) throw new ConfigError('METRICS_TOKEN must be at least 16 characters without spaces');
  const entries = (env.METRICS_ALLOW ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max))) {
      throw new ConfigError(`METRICS_ALLOW must list IP addresses or CIDR ranges, e.g. 10.0.0.0/8,::1 (got "${entry}")`);
    }
  }
  if (nodeEnv === 'production' && !token && !entries.length) return { enabled: false, token: null, allow: [] };
  return { enabled: true, token, allow: entries.length ? entries : token ? null : METRICS_LOOPBACK };
}

/** Never in production: there webhooks reach public addresses only (docs/decisions.md, "Webhooks"). */
function webhookAllowedHosts(env: Env, nodeEnv: string): string[] {
  const hosts = list(env, 'WEBHOOK_ALLOWED_HOSTS');
  if (hosts.length && nodeEnv === 'production') throw new ConfigError('WEBHOOK_ALLOWED_HOSTS is for development and tests; production webhooks reach public addresses only');
  return hosts;
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** VAPID keys: an uncompressed P-256 public point (65 bytes) and its 32-byte private scalar, base64url. */
function pushConfig(env: Env, nodeEnv: string, opsEmail: string): PushConfig {
  const publicKey = (env.VAPID_PUBLIC_KEY ?? '').trim();
  const privateKey = (env.VAPID_PRIVATE_KEY ?? '').trim();
  if (!publicKey !== !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  if (!publicKey && nodeEnv === 'production') {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production (push notifications; make a pair once with `npx web-push generate-vapid-keys`)');
  }
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));
  if (publicKey && (bytes(publicKey).length !== 65 || bytes(publicKey)[0] !== 0x04)) throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes, as web-push generate-vapid-keys prints it)');
  if (privateKey && bytes(privateKey).length !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes, as web-push generate-vapid-keys prints it)');
  const subject = (env.VAPID_SUBJECT ?? '').trim() || `mailto:${opsEmail}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https:// URL (got "${subject}")`);
  const allowLocalEndpoints = bool(env, 'PUSH_ALLOW_LOCAL_ENDPOINTS', false);
  if (allowLocalEndpoints && nodeEnv === 'production') throw new ConfigError('PUSH_ALLOW_LOCAL_ENDPOINTS is for development and tests; production sends pushes to https push services only');
  return {
    vapid: publicKey ? { publicKey, privateKey } : null,
    subject,
    allowLocalEndpoints,
    ttlSeconds: int(env, 'PUSH_TTL_SECONDS', 86_400, 60, 2_419_200),
    timeoutMs: int(env, 'PUSH_TIMEOUT_MS', 5000, 500, 30_000),
    maxSubscriptionsPerAccount: int(env, 'PUSH_SUBSCRIPTIONS_PER_ACCOUNT', 10, 1, 50),
  };
}

/** GOOGLE_CALENDAR_*: off unless both the client id and secret are set; the two bases are https only in production. */
function googleCalendarConfig(env: Env, nodeEnv: string): GoogleCalendarConfig | null {
  const clientId = (env.GOOGLE_CALENDAR_CLIENT_ID ?? '').trim();
  const clientSecret = (env.GOOGLE_CALENDAR_CLIENT_SECRET ?? '').trim();
  if (!clientId !== !clientSecret) throw new ConfigError('GOOGLE_CALENDAR_CLIENT_ID and GOOGLE_CALENDAR_CLIENT_SECRET go together: set both or neither');
  const protocols = nodeEnv === 'production' ? ['https'] : ['http', 'https'];
  // Parsed even when off, so that a mistyped base is caught before the feature is turned on.
  const oauthBase = url(env, 'GOOGLE_OAUTH_BASE', null, protocols);
  const apiBase = url(env, 'GOOGLE_API_BASE', 'https://www.googleapis.com', protocols)!;
  if (!clientId) return null;
  return {
    clientId,
    clientSecret,
    oauthBase,
    apiBase,
    syncMinutes: int(env, 'GOOGLE_CALENDAR_SYNC_MINUTES', 5, 1, 60),
    staleAfterMinutes: int(env, 'GOOGLE_CALENDAR_STALE_AFTER_MINUTES', 180, 15, 10_080),
    timeoutMs: int(env, 'GOOGLE_CALENDAR_TIMEOUT_MS', 5000, 1000, 15_000),
  };
}

/** The demo data is made up (people, visits, reviews): real customers must never see it, so production refuses it. */
function seedDemoData(env: Env, nodeEnv: string): boolean {
  const on = bool(env, 'SEED_DEMO_DATA', nodeEnv === 'development');
  if (on && nodeEnv === 'production') {
    throw new ConfigError('SEED_DEMO_DATA is refused when NODE_ENV=production: the demo accounts, cleaners, visits and reviews are made up and must never reach real customers (remove the variable)');
  }
  return on;
}

/** APP_SECRET: required in production (tokens must survive restarts and be shared by instances). */
function appSecret(env: Env, nodeEnv: string): string {
  const raw = env.APP_SECRET ?? '';
  if (raw === '') {
    if (nodeEnv === 'production') throw new ConfigError('APP_SECRET is required when NODE_ENV=production (at least 32 characters)');
    return randomBytes(32).toString('base64url');
  }
  if (raw.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters');
  return raw;
}

/** APP_SECRET_PREVIOUS: comma-separated earlier secrets (each at least 32 characters), for a key rotation. */
function previousAppSecrets(env: Env): string[] {
  const secrets = (env.APP_SECRET_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (secrets.some((s) => s.length < 32)) throw new ConfigError('APP_SECRET_PREVIOUS: each secret must be at least 32 characters');
  return secrets;
}

/** S3_BUCKET switches file storage to an S3-compatible bucket; its keys are then required. */
function s3Storage(env: Env): AppConfig['s3'] {
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError('S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots or dashes)');
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = url(env, 'S3_ENDPOINT', `https://s3.${region}.amazonaws.com`, ['http', 'https'])!;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return { endpoint, bucket, region, accessKeyId, secretAccessKey, ...(prefix ? { prefix } : {}) };
}

/** The standard OpenTelemetry variables (headers and compression are read by the exporter itself: OTEL_EXPORTER_OTLP_HEADERS, ...). */
function tracing(env: Env): TracingConfig | null {
  const traces = url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', null, ['http', 'https']);
  const base = url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', null, ['http', 'https']);
  if (!traces && !base) return null;
  const rawRatio = env.TRACING_SAMPLE_RATIO ?? '';
  const sampleRatio = rawRatio === '' ? 1 : Number(rawRatio);
  if (!Number.isFinite(sampleRatio) || sampleRatio < 0 || sampleRatio > 1) throw new ConfigError(`TRACING_SAMPLE_RATIO must be a number between 0 and 1 (got "${rawRatio}")`);
  return { tracesUrl: traces ?? `${base}/v1/traces`, serviceName: env.OTEL_SERVICE_NAME?.trim() || 'eclat', sampleRatio };
}

/** Development and tests fail at once on a second connection inside a transaction; production reports it. */
function connectionGuard(env: Env, nodeEnv: string): PoolSettings['guard'] {
  const raw = env.DB_CONNECTION_GUARD || (nodeEnv === 'production' ? 'log' : 'throw');
  if (raw !== 'throw' && raw !== 'log') throw new ConfigError(`DB_CONNECTION_GUARD must be throw or log (got "${raw}")`);
  return raw;
}

/**
 * PRIVACY_OFFICER_*: the privacy policy must name a real mailbox and postal address, so production
 * requires both; development and tests get placeholders that say what they are.
 */
function privacyOfficerOf(env: Env, nodeEnv: string): AppConfig['privacyOfficer'] {
  const text = (name: string, fallback: string, max: number): string => {
    const value = (env[name] ?? '').trim() || fallback;
    if (value.length > max) throw new ConfigError(`${name} must be at most ${max} characters`);
    return value;
  };
  if (nodeEnv === 'production' && (!env.PRIVACY_OFFICER_EMAIL?.trim() || !env.PRIVACY_OFFICER_ADDRESS?.trim())) {
    throw new ConfigError('PRIVACY_OFFICER_EMAIL and PRIVACY_OFFICER_ADDRESS are required when NODE_ENV=production (published in the privacy policy, Law 25)');
  }
  const email = text('PRIVACY_OFFICER_EMAIL', 'confidentialite@eclat.local', 254);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ConfigError(`PRIVACY_OFFICER_EMAIL must be an email address (got "${email}")`);
  return {
    name: text('PRIVACY_OFFICER_NAME', '', 120),
    title: {
      fr: text('PRIVACY_OFFICER_TITLE_FR', 'Responsable de la protection des renseignements personnels', 160),
      en: text('PRIVACY_OFFICER_TITLE_EN', 'Person in charge of the protection of personal information', 160),
    },
    email,
    address: text('PRIVACY_OFFICER_ADDRESS', 'Éclat, Montréal (Québec), Canada', 300),
  };
}

export interface SupportConfig {
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  days: { from: number; to: number };
  /** "HH:MM", 24-hour clock, in timeZone. */
  opens: string;
  closes: string;
  timeZone: 'America/Toronto';
  responseHours: number;
}

/** SUPPORT_*: what /contact promises, so a wrong value fails the start rather than misleading a customer. */
export function supportOf(env: Env): SupportConfig {
  const days = (env.SUPPORT_DAYS ?? '').trim() || '1-5';
  const dayMatch = /^([1-7])-([1-7])$/.exec(days);
  if (!dayMatch || Number(dayMatch[1]) > Number(dayMatch[2])) throw new ConfigError(`SUPPORT_DAYS must be two ISO weekdays like 1-5 (Monday to Friday) (got "${days}")`);
  const hours = (env.SUPPORT_HOURS ?? '').trim() || '09:00-17:00';
  const hourMatch = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(hours);
  if (!hourMatch) throw new ConfigError(`SUPPORT_HOURS must be HH:MM-HH:MM on a 24-hour clock, like 09:00-17:00 (got "${hours}")`);
  const opens = `${hourMatch[1]}:${hourMatch[2]}`;
  const closes = `${hourMatch[3]}:${hourMatch[4]}`;
  if (opens >= closes) throw new ConfigError(`SUPPORT_HOURS must open before it closes (got "${hours}")`);
  return {
    days: { from: Number(dayMatch[1]), to: Number(dayMatch[2]) },
    opens,
    closes,
    timeZone: 'America/Toronto',
    responseHours: int(env, 'SUPPORT_RESPONSE_HOURS', 24, 1, 168),
  };
}

/**
 * PLATFORM_GST_NUMBER / PLATFORM_QST_NUMBER: Éclat always charges GST and QST on its service fee, so
 * production must print its registrations on invoices; their format is the one Revenu Québec and
 * the CRA give (9 digits + RT0001, 10 digits + TQ0001), spaces and case forgiven.
 */
/** The documented example registrations (CRA / Revenu Québec formats) and address, used outside production. */
export const EXAMPLE_PLATFORM = Object.freeze({ gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001', address: '1234, rue Exemple, Montréal (Québec) H2X 1Y4' });

function platformTaxNumbersOf(env: Env, nodeEnv: string): AppConfig['platformTaxNumbers'] {
  const read = (name: string, format: RegExp, example: string): string | null => {
    const value = (env[name] ?? '').replace(/\s+/g, '').toUpperCase();
    if (!value) return null;
    if (!format.test(value)) throw new ConfigError(`${name} must look like ${example} (got "${env[name]}")`);
    return value;
  };
  const production = nodeEnv === 'production';
  // Outside production, the example values the CRA and Revenu Québec document (and an example address), so
  // development invoices look like real ones (issue #42); production must name its own.
  const gstNumber = read('PLATFORM_GST_NUMBER', /^\d{9}RT\d{4}$/, '123456789RT0001') ?? (production ? null : EXAMPLE_PLATFORM.gstNumber);
  const qstNumber = read('PLATFORM_QST_NUMBER', /^\d{10}TQ\d{4}$/, '1234567890TQ0001') ?? (production ? null : EXAMPLE_PLATFORM.qstNumber);
  if (production && (!gstNumber || !qstNumber)) {
    throw new ConfigError('PLATFORM_GST_NUMBER and PLATFORM_QST_NUMBER are required when NODE_ENV=production (the service fee is taxed and invoices print them)');
  }
  const address = (env.PLATFORM_ADDRESS ?? '').trim() || (production ? null : EXAMPLE_PLATFORM.address);
  if (production && !address) throw new ConfigError('PLATFORM_ADDRESS is required when NODE_ENV=production (invoices print it beside the service fee)');
  if (address && address.length > 200) throw new ConfigError('PLATFORM_ADDRESS must be at most 200 characters');
  return { gstNumber, qstNumber, address };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Outside production, a PUBLIC_URL on this machine (http://localhost:3000) is also reached as
 * http://127.0.0.1:3000 or http://[::1]:3000, which many people type: the same server, so the same
 * site (writes from those pages pass the origin check, sockets connect). Nothing else is added.
 */
function loopbackTwins(publicUrl: string): string[] {
  const u = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(u.hostname)) return [];
  return LOOPBACK_HOSTS.map((host) => `${u.protocol}//${host}${u.port ? `:${u.port}` : ''}`);
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const port = int(env, 'PORT', 3000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http', 'https'])!;
  const databaseUrl = url(env, 'DATABASE_URL', null, ['postgres', 'postgresql']);
  if (nodeEnv === 'production' && !databaseUrl) {
    throw new ConfigError('DATABASE_URL is required when NODE_ENV=production');
  }
  if (nodeEnv === 'production' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production (the development payment provider never runs in production)');
  }
  if (nodeEnv === 'production' && !env.SMTP_URL) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (the development mailbox never runs in production)');
  }
  // Éclat speaks plain HTTP and leaves TLS to a proxy: production needs its https:// address and the
  // proxy's word (X-Forwarded-Proto) that a request came over TLS, or no secure cookie could be set.
  if (nodeEnv === 'production' && !publicUrl.startsWith('https://')) {
    throw new ConfigError('PUBLIC_URL must be an https:// address when NODE_ENV=production (TLS ends at your proxy)');
  }
  if (nodeEnv === 'production' && !bool(env, 'TRUST_PROXY', false)) {
    throw new ConfigError('TRUST_PROXY=true is required when NODE_ENV=production: run Éclat behind a TLS-terminating proxy that sets X-Forwarded-For and X-Forwarded-Proto');
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data');
  const logLevel = env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info');
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  if (!(levels as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${levels.join(', ')} (got "${logLevel}")`);
  }
  const logFormat = env.LOG_FORMAT || (nodeEnv === 'development' ? 'pretty' : 'json');
  if (logFormat !== 'pretty' && logFormat !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json (got "${logFormat}")`);
  const regionRedirect = bool(env, 'REGION_REDIRECT', false);
  const quebecFrenchUrl = url(env, 'REGION_QUEBEC_URL', '', ['http', 'https'])!;
  const otherUrl = url(env, 'REGION_OTHER_URL', '', ['http', 'https'])!;
  if (regionRedirect && (!quebecFrenchUrl || !otherUrl)) {
    throw new ConfigError('REGION_QUEBEC_URL and REGION_OTHER_URL are required when REGION_REDIRECT=true');
  }
  const privacyOfficer = privacyOfficerOf(env, nodeEnv);
  const platformTaxNumbers = platformTaxNumbersOf(env, nodeEnv);
  const mailFrom = env.MAIL_FROM || 'Éclat <no-reply@eclat.local>';
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM must contain an email address');
  // Contact messages to an address nobody reads would be silently lost: production names a real one.
  if (nodeEnv === 'production' && !env.OPS_EMAIL?.trim()) throw new ConfigError('OPS_EMAIL is required when NODE_ENV=production (where contact-form messages are sent)');
  const opsEmail = (env.OPS_EMAIL || 'operations@eclat.local').trim();
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(opsEmail)) throw new ConfigError(`OPS_EMAIL must be one email address (got "${opsEmail}")`);

  const poolMax = int(env, 'DB_POOL_MAX', 10, 2, 200);
  return {
    env: nodeEnv,
    port,
    publicUrl,
    databaseUrl,
    database: {
      max: poolMax,
      acquireTimeoutMs: int(env, 'DB_ACQUIRE_TIMEOUT_MS', 3000, 100, 60_000),
      statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000),
      idleInTransactionTimeoutMs: int(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 100, 600_000),
      guard: connectionGuard(env, nodeEnv),
    },
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dataDir,
    uploadsDir: path.resolve(cwd, env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    s3: s3Storage(env),
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp', 'smtps']),
    mailFrom,
    opsEmail,
    pageCacheSeconds: int(env, 'PAGE_CACHE_SECONDS', 60, 0, 3600),
    logLevel: logLevel as AppConfig['logLevel'],
    logFormat,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    stripe: {
      secretKey: secret(env, 'STRIPE_SECRET_KEY', 'sk_'),
      publishableKey: secret(env, 'STRIPE_PUBLISHABLE_KEY', 'pk_'),
      webhookSecret: secret(env, 'STRIPE_WEBHOOK_SECRET', 'whsec_'),
      apiBase: stripeApiBase(env, nodeEnv),
    },
    payments: {
      remainderRetryHours: [1, 24, 72],
      commissionPercent: int(env, 'PAYOUT_COMMISSION_PERCENT', 10, 0, 50),
      instantPayoutFeeCents: 500,
      downloadsPerMinute: int(env, 'INVOICE_DOWNLOADS_PER_MINUTE', 10, 1, 1000),
    },
    tips: {
      windowHours: int(env, 'TIP_WINDOW_HOURS', 48, 1, 24 * 14),
      minCents: int(env, 'TIP_MIN_CENTS', 100, 50, 10_000),
      maxCents: int(env, 'TIP_MAX_CENTS', 50_000, 100, 200_000),
      maxPercentOfVisit: int(env, 'TIP_MAX_PERCENT', 100, 10, 500),
      suggestedPercents: [10, 15, 20],
    },
    brands: { quebecHosts: list(env, 'BRAND_QUEBEC_HOSTS') },
    regionRedirect: { enabled: regionRedirect, quebecFrenchUrl, otherUrl },
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...(nodeEnv === 'production' ? [] : loopbackTwins(publicUrl)), ...list(env, 'ALLOWED_ORIGINS')])],
    session: {
      rememberMeDays: int(env, 'SESSION_REMEMBER_ME_DAYS', 30, 1, 365),
      browserSessionHours: int(env, 'SESSION_BROWSER_HOURS', 24, 1, 24 * 30),
      idleHours: int(env, 'SESSION_IDLE_HOURS', 12, 1, 24 * 30),
      rememberMeIdleDays: int(env, 'SESSION_REMEMBER_ME_IDLE_DAYS', 14, 1, 365),
    },
    sessionCacheSeconds: int(env, 'SESSION_CACHE_SECONDS', 30, 0, 300),
    passwordResetMinutes: 60,
    recentSignInMinutes: int(env, 'RECENT_SIGN_IN_MINUTES', 10, 1, 60),
    availabilityHorizonDays: int(env, 'AVAILABILITY_HORIZON_DAYS', 90, 7, 366),
    calendarSync: {
      intervalMinutes: int(env, 'CALENDAR_SYNC_INTERVAL_MINUTES', 15, 5, 1440),
      maxSubscriptions: int(env, 'CALENDAR_SUBSCRIPTIONS_PER_CLEANER', 5, 1, 20),
      horizonDays: int(env, 'CALENDAR_SYNC_HORIZON_DAYS', 90, 7, 366),
      maxBytes: int(env, 'CALENDAR_SYNC_MAX_BYTES', 5_000_000, 100_000, 20_000_000),
      timeoutMs: int(env, 'CALENDAR_SYNC_TIMEOUT_MS', 10_000, 1000, 30_000),
    },
    searchCacheSeconds: int(env, 'SEARCH_CACHE_SECONDS', 30, 0, 300),
    searchCacheEntries: int(env, 'SEARCH_CACHE_ENTRIES', 10_000, 100, 100_000),
    marketplaceStatsCacheSeconds: int(env, 'MARKETPLACE_STATS_CACHE_SECONDS', 60, 0, 3600),
    responseTimeMinRequests: int(env, 'RESPONSE_TIME_MIN_REQUESTS', 3, 1, 100),
    rateLimits: {
      login: { perIp: 20, perEmail: 5, windowSeconds: 15 * 60 },
      signup: { perIp: 10, windowSeconds: 60 * 60 },
      forgotPassword: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
      newsletter: { perIp: { limit: 10, windowSeconds: 60 * 60 }, perEmail: { limit: 3, windowSeconds: 24 * 60 * 60 } },
      contact: { perIp: { limit: 5, windowSeconds: 60 * 60 }, perEmail: { limit: 5, windowSeconds: 24 * 60 * 60 } },
      estimate: { perIp: 60, windowSeconds: 60 },
      social: { perIp: 30, windowSeconds: 15 * 60 },
    },
    oidc: { providers: oidcProviders(env, nodeEnv), flowMinutes: 10, pendingLinkMinutes: 30 },
    passkeys: { maxPerAccount: 10, challengeMinutes: 5 },
    newsletter: { confirmHours: 48, keepUnconfirmedDays: 30, sendMaxAttempts: int(env, 'NEWSLETTER_SEND_MAX_ATTEMPTS', 5, 1, 20) },
    legal: { changeNoticeBatchSize: 200 },
    seedDemoData: seedDemoData(env, nodeEnv),
    appSecret: appSecret(env, nodeEnv),
    previousAppSecrets: previousAppSecrets(env),
    geocoderUrl: url(env, 'GEOCODER_URL', null, ['http', 'https']),
    booking: {
      serviceFeePercent: int(env, 'BOOKING_SERVICE_FEE_PERCENT', 5, 0, 30),
      requestExpiryHours: 24,
      punchInRadiusMeters: int(env, 'PUNCH_IN_RADIUS_METERS', 500, 50, 5000),
      punchInEarlyMinutes: 30,
      punchInMarginMeters: {
        postal_area: int(env, 'PUNCH_IN_POSTAL_AREA_MARGIN_METERS', 3000, 0, 20_000),
        town: int(env, 'PUNCH_IN_TOWN_MARGIN_METERS', 10_000, 0, 50_000),
      },
      minimumOnSitePercent: int(env, 'MINIMUM_ON_SITE_PERCENT', 50, 0, 100),
      reminders: { soonMinutesBefore: 120, requestExpiringMinutesBefore: 240 },
      enRouteMaxEtaMinutes: 180,
      noShowDeclarationAfterMinutes: int(env, 'NO_SHOW_DECLARATION_AFTER_MINUTES', 30, 15, 120),
      refundBusinessDays: { min: 5, max: 10 },
    },
    favourites: { maxPerClient: 50 },
    promotions: { featuredCode: 'BIENVENUE10' },
    cases: { reportWindowHours: int(env, 'PROBLEM_REPORT_WINDOW_HOURS', 48, 1, 720) },
    reviews: { windowDays: int(env, 'REVIEW_WINDOW_DAYS', 14, 1, 90), reminderHoursBefore: int(env, 'REVIEW_REMINDER_HOURS_BEFORE', 48, 1, 720) },
    referrals: { cleanerRewardCents: 2000, clientRewardCents: 1000, friendDiscountCents: 1000, validityMonths: 6, maxActiveCodes: 10 },
    privacyOfficer,
    support: supportOf(env),
    platformTaxNumbers,
    retention: {
      verificationDocumentDays: int(env, 'RETENTION_VERIFICATION_DOCUMENT_DAYS', 30, 1, 365),
      visitPhotoDays: int(env, 'RETENTION_VISIT_PHOTO_DAYS', 180, 1, 3650),
      messageMonths: int(env, 'RETENTION_MESSAGE_MONTHS', 12, 1, 120),
      punchPositionMonths: int(env, 'RETENTION_PUNCH_POSITION_MONTHS', 12, 1, 120),
      endedSessionDays: int(env, 'RETENTION_ENDED_SESSION_DAYS', 90, 1, 3650),
      handledReportMonths: int(env, 'RETENTION_HANDLED_REPORT_MONTHS', 24, 1, 120),
      acceptanceYearsAfterDeletion: int(env, 'RETENTION_ACCEPTANCE_YEARS_AFTER_DELETION', 3, 3, 10),
      deletedPropertyAccessDays: int(env, 'RETENTION_DELETED_PROPERTY_ACCESS_DAYS', 30, 1, 30),
      taxRecordYears: 6,
      schedule: cronExpression(env, 'RETENTION_SCHEDULE', '23 4 * * *'),
      batchSize: 500,
      maxBatches: 200,
    },
    portability: {
      linkDays: int(env, 'PORTABILITY_LINK_DAYS', 7, 1, 30),
      requestsPerDay: int(env, 'PORTABILITY_REQUESTS_PER_DAY', 3, 1, 50),
      downloadsPerHour: int(env, 'PORTABILITY_DOWNLOADS_PER_HOUR', 10, 1, 1000),
    },
    incidents: { retentionYears: int(env, 'INCIDENT_REGISTER_RETENTION_YEARS', 5, 5, 100) },
    analytics: {
      maxPeriodDays: int(env, 'ANALYTICS_MAX_PERIOD_DAYS', 731, 31, 3660),
      searchFlushSeconds: int(env, 'ANALYTICS_SEARCH_FLUSH_SECONDS', 10, 1, 300),
    },
    integrations: {
      maxKeysPerAccount: int(env, 'API_KEYS_PER_ACCOUNT', 20, 1, 100),
      maxKeyExpiryDays: int(env, 'API_KEY_MAX_EXPIRY_DAYS', 730, 1, 3650),
      eventsRetentionDays: int(env, 'INTEGRATION_EVENTS_RETENTION_DAYS', 30, 1, 365),
      idempotencyHours: int(env, 'IDEMPOTENCY_KEY_HOURS', 24, 1, 168),
      keyRateLimit: { limit: int(env, 'API_KEY_RATE_LIMIT', 600, 10, 100_000), windowSeconds: int(env, 'API_KEY_RATE_WINDOW_SECONDS', 60, 1, 3600) },
      webhooks: {
        allowedHosts: webhookAllowedHosts(env, nodeEnv),
        maxEndpointsPerAccount: int(env, 'WEBHOOKS_PER_ACCOUNT', 10, 1, 50),
        timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1000, 30_000),
      },
    },
    push: pushConfig(env, nodeEnv, opsEmail),
    googleCalendar: googleCalendarConfig(env, nodeEnv),
    runJobs: bool(env, 'RUN_JOBS', nodeEnv !== 'test'),
    smtpWorker: bool(env, 'SMTP_WORKER', true),
    outboxBackgroundConcurrency: int(env, 'OUTBOX_BACKGROUND_CONCURRENCY', 4, 1, 32),
    // Admission budgets are derived from the pool (issue #37).
    ...overloadConfig(env, nodeEnv, poolMax, { int, bool }),
    metrics: metricsAccess(env, nodeEnv),
    tracing: tracing(env),
  };
}
