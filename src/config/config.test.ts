import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_ENV } from './production-env.fixture.js';

const PROD = PRODUCTION_ENV;

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/app');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      dataDir: '/srv/app/.data',
      uploadsDir: '/srv/app/.data/uploads',
      smtpUrl: null,
      logLevel: 'info',
      trustProxy: false,
      regionRedirect: { enabled: false, quebecFrenchUrl: '', otherUrl: '' },
      brands: { quebecHosts: [] },
      // The same server typed as 127.0.0.1 or [::1] (issue #40: every write from http://127.0.0.1:3000 was refused).
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      passwordResetMinutes: 60,
      seedDemoData: true,
    });
  });

  it('adds the loopback twins of a local PUBLIC_URL outside production only, never of a real address', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).allowedOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080']);
    expect(loadConfig({ PUBLIC_URL: 'https://eclat.example', ALLOWED_ORIGINS: 'https://www.eclat.example' }).allowedOrigins).toEqual(['https://eclat.example', 'https://www.eclat.example']);
    expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://localhost:8443' }).allowedOrigins).toEqual(['https://localhost:8443']);
  });

  it('defaults session lifetimes: remember-me 30 days (14 idle), browser 24 h (12 idle)', () => {
    expect(loadConfig({}).session).toEqual({ rememberMeDays: 30, browserSessionHours: 24, idleHours: 12, rememberMeIdleDays: 14 });
  });

  it('defaults the rate limits: login 5/email 20/IP, sign-up 10/IP, forgot-password 10/IP 3/email', () => {
    const { login, signup, forgotPassword } = loadConfig({}).rateLimits;
    expect(login).toMatchObject({ perEmail: 5, perIp: 20 });
    expect(signup).toMatchObject({ perIp: 10 });
    expect(forgotPassword).toMatchObject({ perIp: 10, perEmail: 3 });
    for (const w of [login, signup, forgotPassword]) expect(w.windowSeconds).toBeGreaterThan(0);
  });

  it('is silent and seeds nothing under test', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ logLevel: 'silent', seedDemoData: false });
  });

  it('derives the public URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://eclat.ca/' }).publicUrl).toBe('https://eclat.ca');
  });

  it('reads lists in lower case', () => {
    expect(loadConfig({ BRAND_QUEBEC_HOSTS: ' EclatQuebec.ca , www.eclatquebec.ca,' }).brands.quebecHosts).toEqual(['eclatquebec.ca', 'www.eclatquebec.ca']);
  });

  it('reads the punch-in margins of addresses known by their postal area (3000 m) or town (10000 m)', () => {
    expect(loadConfig({}, '/srv/app').booking.punchInMarginMeters).toEqual({ postal_area: 3000, town: 10_000 });
    expect(loadConfig({ PUNCH_IN_POSTAL_AREA_MARGIN_METERS: '0', PUNCH_IN_TOWN_MARGIN_METERS: '5000' }, '/srv/app').booking.punchInMarginMeters).toEqual({ postal_area: 0, town: 5000 });
    for (const raw of ['-1', '20001', 'loin']) expect(configError({ PUNCH_IN_POSTAL_AREA_MARGIN_METERS: raw }).message).toContain('PUNCH_IN_POSTAL_AREA_MARGIN_METERS');
  });

  it('reads NO_SHOW_DECLARATION_AFTER_MINUTES (30 by default), bounded by the derived late (15) and no-show (120) statuses', () => {
    expect(loadConfig({}, '/srv/app').booking.noShowDeclarationAfterMinutes).toBe(30);
    expect(loadConfig({ NO_SHOW_DECLARATION_AFTER_MINUTES: '45' }, '/srv/app').booking.noShowDeclarationAfterMinutes).toBe(45);
    for (const raw of ['10', '121', '30.5', 'trente']) expect(configError({ NO_SHOW_DECLARATION_AFTER_MINUTES: raw }).message).toContain('NO_SHOW_DECLARATION_AFTER_MINUTES');
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    const e = configError({ PORT: 'abc' });
    expect(e.message).toContain('PORT');
    expect(e.message).toContain('abc');
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
    expect(configError({ PORT: '80.5' }).message).toContain('PORT');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming DATABASE_URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain('DATABASE_URL');
    expect(configError({ DATABASE_URL: 'not a url' }).message).toContain('DATABASE_URL');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });

  it('requires DATABASE_URL in production', () => {
    const { DATABASE_URL: _omit, ...env } = PROD;
    expect(configError(env).message).toContain('DATABASE_URL');
  });

  it("requires Éclat's GST and QST numbers in production, in the registries' format (issue #17: printed on invoices)", () => {
    const { PLATFORM_GST_NUMBER: _gst, ...withoutGst } = PROD;
    expect(configError(withoutGst).message).toContain('PLATFORM_GST_NUMBER');
    const { PLATFORM_QST_NUMBER: _qst, ...withoutQst } = PROD;
    expect(configError(withoutQst).message).toContain('PLATFORM_QST_NUMBER');
    expect(configError({ ...PROD, PLATFORM_GST_NUMBER: '12345678RT0001' }).message).toContain('123456789RT0001');
    expect(configError({ ...PROD, PLATFORM_QST_NUMBER: '1234567890RT0001' }).message).toContain('1234567890TQ0001');
    expect(loadConfig({ ...PROD, PLATFORM_GST_NUMBER: '123 456 789 rt 0001' }).platformTaxNumbers).toEqual({ gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001', address: '1000, rue Sherbrooke Ouest, Montréal (Québec) H3A 3G4' });
    const { PLATFORM_ADDRESS: _address, ...withoutAddress } = PROD;
    expect(configError(withoutAddress).message).toContain('PLATFORM_ADDRESS');
    // Issue #42: outside production, the documented example values, so development invoices show them.
    expect(loadConfig({}).platformTaxNumbers).toEqual({ gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001', address: '1234, rue Exemple, Montréal (Québec) H2X 1Y4' });
  });

  it('requires OPS_EMAIL in production (contact messages must reach someone)', () => {
    const { OPS_EMAIL: _omit, ...env } = PROD;
    expect(configError(env).message).toContain('OPS_EMAIL');
    expect(loadConfig(PROD).opsEmail).toBe('operations@eclat.example');
  });

  it('requires SMTP_URL in production (no development mailbox there)', () => {
    const { SMTP_URL: _omit, ...env } = PROD;
    expect(configError(env).message).toContain('SMTP_URL');
  });

  it('requires the three Stripe keys in production (the development payment provider never runs there) and refuses STRIPE_API_BASE', () => {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      const { [name]: _omit, ...env } = PROD;
      expect(configError(env).message).toContain(name);
    }
    expect(configError({ ...PROD, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).message).toContain('STRIPE_API_BASE');
    expect(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111/' }).stripe.apiBase).toBe('http://127.0.0.1:12111');
  });

  it('reads the payout commission with its documented default', () => {
    expect(loadConfig({}).payments).toMatchObject({ commissionPercent: 10, instantPayoutFeeCents: 500, remainderRetryHours: [1, 24, 72] });
    expect(loadConfig({ PAYOUT_COMMISSION_PERCENT: '15' }).payments.commissionPercent).toBe(15);
    expect(configError({ PAYOUT_COMMISSION_PERCENT: '80' }).message).toContain('PAYOUT_COMMISSION_PERCENT');
  });

  it('reads the search answer cache with its documented defaults (30 s, 10 000 answers)', () => {
    expect(loadConfig({})).toMatchObject({ searchCacheSeconds: 30, searchCacheEntries: 10_000, marketplaceStatsCacheSeconds: 60, responseTimeMinRequests: 3 });
    expect(loadConfig({ RESPONSE_TIME_MIN_REQUESTS: '5', MARKETPLACE_STATS_CACHE_SECONDS: '0' })).toMatchObject({ responseTimeMinRequests: 5, marketplaceStatsCacheSeconds: 0 });
    expect(configError({ RESPONSE_TIME_MIN_REQUESTS: '0' }).message).toContain('RESPONSE_TIME_MIN_REQUESTS');
    expect(loadConfig({ SEARCH_CACHE_ENTRIES: '2000' }).searchCacheEntries).toBe(2000);
    expect(configError({ SEARCH_CACHE_ENTRIES: '0' }).message).toContain('SEARCH_CACHE_ENTRIES');
  });

  it('requires an https:// PUBLIC_URL and a trusted TLS proxy in production (secure cookies)', () => {
    expect(configError({ ...PROD, PUBLIC_URL: 'http://eclat.example' }).message).toContain('PUBLIC_URL');
    const { TRUST_PROXY: _omit, ...env } = PROD;
    expect(configError(env).message).toContain('TRUST_PROXY');
  });

  it('starts in production with both', () => {
    expect(loadConfig(PROD)).toMatchObject({ env: 'production', smtpUrl: 'smtp://mail:25', logLevel: 'info', seedDemoData: false });
  });

  it('refuses demo data in production, with the reason (issue #35)', () => {
    expect(configError({ ...PROD, SEED_DEMO_DATA: 'true' }).message).toMatch(/^SEED_DEMO_DATA is refused when NODE_ENV=production: .*made up/);
    expect(loadConfig({ ...PROD, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('requires APP_SECRET (32+ characters) in production, draws a random one per process otherwise', () => {
    const { APP_SECRET: _omit, ...env } = PROD;
    expect(configError(env).message).toContain('APP_SECRET');
    expect(configError({ ...PROD, APP_SECRET: 'short' }).message).toContain('APP_SECRET');
    expect(loadConfig(PROD).appSecret).toBe('p'.repeat(40));
    const a = loadConfig({}).appSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).appSecret).not.toBe(a);
  });

  it('reads GEOCODER_URL (empty = offline lookup), refusing a non-HTTP URL', () => {
    expect(loadConfig({}).geocoderUrl).toBeNull();
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example/search/' }).geocoderUrl).toBe('https://geo.example/search');
    expect(configError({ GEOCODER_URL: 'ftp://geo.example' }).message).toContain('GEOCODER_URL');
  });

  it('refuses REGION_REDIRECT=true without both URLs', () => {
    expect(configError({ REGION_REDIRECT: 'true' }).message).toMatch(/REGION_QUEBEC_URL|REGION_OTHER_URL/);
    expect(configError({ REGION_REDIRECT: 'true', REGION_QUEBEC_URL: 'https://qc.example' }).message).toContain('REGION_OTHER_URL');
    expect(
      loadConfig({ REGION_REDIRECT: 'true', REGION_QUEBEC_URL: 'https://qc.example', REGION_OTHER_URL: 'https://ca.example' }).regionRedirect,
    ).toEqual({ enabled: true, quebecFrenchUrl: 'https://qc.example', otherUrl: 'https://ca.example' });
  });

  it('refuses unknown NODE_ENV, booleans and log levels, naming the variable', () => {
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
    expect(configError({ TRUST_PROXY: 'maybe' }).message).toContain('TRUST_PROXY');
    expect(configError({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL');
    expect(configError({ STRIPE_SECRET_KEY: 'pk_live_x' }).message).toContain('STRIPE_SECRET_KEY');
  });

  it('publishes a privacy officer: placeholders in development, real contact details required in production (Law 25)', () => {
    expect(loadConfig({}).privacyOfficer).toEqual({
      name: '',
      title: { fr: 'Responsable de la protection des renseignements personnels', en: 'Person in charge of the protection of personal information' },
      email: 'confidentialite@eclat.local',
      address: 'Éclat, Montréal (Québec), Canada',
    });
    expect(loadConfig(PROD).privacyOfficer).toMatchObject({ email: 'confidentialite@eclat.example', address: 'Éclat, 1000 rue Exemple, Montréal (Québec) H2X 1Y4' });
    expect(loadConfig({ PRIVACY_OFFICER_NAME: ' Marie Tremblay ' }).privacyOfficer.name).toBe('Marie Tremblay');
    const { PRIVACY_OFFICER_EMAIL: _email, ...withoutEmail } = PROD;
    expect(configError(withoutEmail).message).toContain('PRIVACY_OFFICER_EMAIL');
    expect(configError({ PRIVACY_OFFICER_EMAIL: 'pas une adresse' }).message).toContain('PRIVACY_OFFICER_EMAIL');
  });

  it('turns tracing on with the OpenTelemetry endpoint variables only', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig(PROD).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', serviceName: 'eclat', sampleRatio: 1 });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp', OTEL_SERVICE_NAME: 'eclat-prod', TRACING_SAMPLE_RATIO: '0.25' }).tracing).toEqual({ tracesUrl: 'https://traces.example/otlp', serviceName: 'eclat-prod', sampleRatio: 0.25 });
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }).message).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACING_SAMPLE_RATIO: '2' }).message).toContain('TRACING_SAMPLE_RATIO');
  });

  it('accepts the usual spellings of booleans', () => {
    expect(loadConfig({ TRUST_PROXY: 'YES' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});
