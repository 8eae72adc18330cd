import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, readyPayoutAccount, requestVisit } from '../support/booking-fixtures.js';
import { startStripe, stripeError, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { ONBOARDING_REQUIREMENTS, setAccountState } from '../support/stripe-stand-in/connect-routes.js';

/** The cleaner's connected payout account: onboarding link, sync, status, and the gate on accepting bookings. */
let stripe: StripeStandIn;
let t: TestServer;
let admin: string;

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  t = await createTestServer({ env: started.env, configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const accountsCreated = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts' && !r.replayed);

describe('GET /api/payouts/me/account', () => {
  it('answers 401 signed out, 403 to clients and admins (in French), and status none before onboarding', async () => {
    expect((await t.api('GET', '/api/payouts/me/account')).status).toBe(401);
    const client = await loginAs(t, 'client');
    const refused = await t.api('GET', '/api/payouts/me/account', { token: client.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'payouts.cleaners_only', message: 'Les gains et versements sont réservés aux personnes de ménage.' });
    expect((await t.api('GET', '/api/payouts/me/account', { token: admin })).status).toBe(403);
    const cleaner = await loginAs(t, 'cleaner');
    const res = await t.api('GET', '/api/payouts/me/account', { token: cleaner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'stripe', status: 'none', canReceiveTransfers: false, payoutsEnabled: false, requirements: [], updatedAt: null });
  });
});

describe('POST /api/payouts/me/account/link and /sync', () => {
  it('answers 401 and 403 to non-cleaners', async () => {
    const client = await loginAs(t, 'client');
    for (const path of ['/api/payouts/me/account/link', '/api/payouts/me/account/sync']) {
      expect((await t.api('POST', path)).status).toBe(401);
      expect((await t.api('POST', path, { token: client.token })).status).toBe(403);
      expect((await t.api('POST', path, { token: admin })).status).toBe(403);
    }
  });

  it('creates one Express account per cleaner with the agreed parameters, links to onboarding, and syncs the state', async () => {
    const cleaner = await loginAs(t, 'cleaner');
    const before = accountsCreated().length;
    const [first, second] = await Promise.all([
      t.api('POST', '/api/payouts/me/account/link', { token: cleaner.token }),
      t.api('POST', '/api/payouts/me/account/link', { token: cleaner.token }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/);
    // Two clicks at once: both calls carry the cleaner's key, so Stripe makes one account.
    const creations = stripe.requests.filter((r) => r.path === '/v1/accounts' && r.idempotencyKey === `account:${cleaner.user.id}`);
    expect(creations.length).toBeGreaterThanOrEqual(1);
    expect(accountsCreated().length - before).toBe(1);
    expect(creations[0]!.params).toEqual({
      type: 'express',
      country: 'CA',
      email: cleaner.user.email,
      business_type: 'individual',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { cleanerId: cleaner.user.id },
    });
    const link = stripe.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.params).toEqual({
      account: expect.stringMatching(/^acct_/),
      type: 'account_onboarding',
      return_url: `${t.config.publicUrl}/profile/stripe-connect/return`,
      refresh_url: `${t.config.publicUrl}/profile/stripe-connect/refresh`,
    });
    // The stand-in's link played a finished onboarding; the return page syncs.
    const synced = await t.api('POST', '/api/payouts/me/account/sync', { token: cleaner.token });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ provider: 'stripe', status: 'active', canReceiveTransfers: true, payoutsEnabled: true, requirements: [] });
    expect((await t.api('GET', '/api/payouts/me/account', { token: cleaner.token })).body.status).toBe('active');
  });

  it('returns to the address the cleaner asked from when the site is served there (127.0.0.1 for localhost), else to PUBLIC_URL', async () => {
    const cleaner = await loginAs(t, 'cleaner');
    const local = new URL(t.config.publicUrl);
    const twin = `${local.protocol}//${local.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${local.port}`;
    const returnOf = async (origin: string) => {
      expect((await t.api('POST', '/api/payouts/me/account/link', { token: cleaner.token, headers: { origin } })).status).toBe(200);
      return stripe.requests.filter((r) => r.path === '/v1/account_links').at(-1)!.params.return_url;
    };
    // The session cookie belongs to the host the cleaner typed: coming back to the other one would sign them out.
    expect(await returnOf(twin)).toBe(`${twin}/profile/stripe-connect/return`);
    expect(await returnOf('https://elsewhere.example')).toBe(`${t.config.publicUrl}/profile/stripe-connect/return`);
  });

  it('says what is missing: incomplete, pending requirements, restricted, pending, inactive', async () => {
    const cleaner = await loginAs(t, 'cleaner');
    // An account whose onboarding was left before the end: created directly, then read.
    await t.api('POST', '/api/payouts/me/account/link', { token: cleaner.token });
    const accountId = (await t.inContext(() => t.server.app.payouts.deps.payouts.account(cleaner.user.id)))!.accountId;
    const sync = async () => (await t.api('POST', '/api/payouts/me/account/sync', { token: cleaner.token })).body;

    setAccountState(stripe, accountId, { details_submitted: false, payouts_enabled: false, capabilities: { transfers: 'inactive' }, requirements: { currently_due: ONBOARDING_REQUIREMENTS, eventually_due: [], past_due: [], disabled_reason: null } });
    expect(await sync()).toMatchObject({ status: 'incomplete', canReceiveTransfers: false, requirements: ONBOARDING_REQUIREMENTS });

    setAccountState(stripe, accountId, { details_submitted: true, payouts_enabled: true, capabilities: { transfers: 'active' }, requirements: { currently_due: ['external_account'], eventually_due: [], past_due: [], disabled_reason: null } });
    expect(await sync()).toMatchObject({ status: 'pending_requirements', canReceiveTransfers: true, requirements: ['external_account'] });

    setAccountState(stripe, accountId, { capabilities: { transfers: 'inactive' }, requirements: { currently_due: [], eventually_due: [], past_due: ['individual.id_number'], disabled_reason: 'requirements.past_due' } });
    expect(await sync()).toMatchObject({ status: 'restricted', canReceiveTransfers: false, requirements: ['individual.id_number'] });

    setAccountState(stripe, accountId, { capabilities: { transfers: 'pending' }, requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null } });
    expect(await sync()).toMatchObject({ status: 'pending', canReceiveTransfers: false, requirements: [] });

    setAccountState(stripe, accountId, { capabilities: { transfers: 'inactive' } });
    expect(await sync()).toMatchObject({ status: 'inactive', canReceiveTransfers: false });
  });

  it('follows account.updated by reading the account again (a late or stale event changes nothing wrong)', async () => {
    const cleaner = await listedCleaner(t, admin);
    const accountId = (await t.inContext(() => t.server.app.payouts.deps.payouts.account(cleaner.user.id)))!.accountId;
    setAccountState(stripe, accountId, { requirements: { currently_due: ['external_account'], eventually_due: [], past_due: ['external_account'], disabled_reason: 'requirements.past_due' }, capabilities: { transfers: 'inactive' } });
    // The event's own object is stale (it says active); the current state at Stripe wins.
    const stale = { id: accountId, object: 'account', details_submitted: true, payouts_enabled: true, capabilities: { transfers: 'active' } };
    await t.inContext(() => t.server.app.payouts.api.handleStripeEvent({ id: 'evt_acct_1', type: 'account.updated', account: accountId, object: stale }));
    await t.inContext(() => t.server.app.payouts.api.handleStripeEvent({ id: 'evt_acct_1', type: 'account.updated', account: accountId, object: stale }));
    expect((await t.api('GET', '/api/payouts/me/account', { token: cleaner.token })).body).toMatchObject({ status: 'restricted', canReceiveTransfers: false, requirements: ['external_account'] });
    // An unknown account is ignored.
    await t.inContext(() => t.server.app.payouts.api.handleStripeEvent({ id: 'evt_acct_2', type: 'account.updated', account: 'acct_unknown', object: { id: 'acct_unknown' } }));
  });

  it('answers 502 in the cleaner language when Stripe fails, and creates the account on the next try', async () => {
    const cleaner = await loginAs(t, 'cleaner', { locale: 'en' });
    stripe.failNext('POST /v1/accounts', stripeError(500, 'api_error', 'api_error', 'Stripe is down'));
    const failed = await t.api('POST', '/api/payouts/me/account/link', { token: cleaner.token });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: 'payouts.provider_unavailable', message: 'The payment service is not responding. Please try again in a few minutes.' });
    expect((await t.api('GET', '/api/payouts/me/account', { token: cleaner.token })).body.status).toBe('none');
    expect((await t.api('POST', '/api/payouts/me/account/link', { token: cleaner.token })).status).toBe(200);
  });
});

describe('accepting a booking needs a payout account (development provider)', () => {
  let dev: TestServer;
  beforeAll(async () => {
    dev = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  });
  afterAll(() => dev?.close());

  it('answers 409 payout_account_required in French, then accepts once the account is set up', async () => {
    const devAdmin = (await loginAs(dev, 'admin')).token;
    const cleaner = await listedCleaner(dev, devAdmin, { payoutAccount: false });
    const client = await clientWithProperty(dev);
    const { booking } = await requestVisit(dev, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(4), time: '10:00' }));
    const refused = await dev.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'booking.payout_account_required',
      message: "Terminez la configuration de votre compte de versement (Gains et versements) avant d'accepter des réservations.",
    });
    expect((await dev.api('GET', `/api/bookings/${booking.id}`, { token: cleaner.token })).body.status).toBe('pending');
    // The development provider: the link returns straight to the profile and the account is active.
    const link = await dev.api('POST', '/api/payouts/me/account/link', { token: cleaner.token });
    expect(link.body.url).toBe(`${dev.config.publicUrl}/profile/stripe-connect/return`);
    expect(await readyPayoutAccount(dev, cleaner.token)).toMatchObject({ provider: 'development', status: 'active', canReceiveTransfers: true });
    expect((await dev.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
  });
});
