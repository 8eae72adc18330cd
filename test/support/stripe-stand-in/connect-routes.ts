import { notFound, stripeError, type FormParams, type FormValue, type StandInState, type StripeStandIn } from './stand-in.js';

type Obj = Record<string, unknown> & { id: string };
const now = () => Math.floor(Date.now() / 1000);
const str = (v: FormValue | undefined): string | null => (typeof v === 'string' && v !== '' ? v : null);
const metadataOf = (p: FormParams) => (typeof p.metadata === 'object' && !Array.isArray(p.metadata) ? p.metadata : {});

/** What Stripe asks of a new Express account before it can receive transfers. */
export const ONBOARDING_REQUIREMENTS = ['business_profile.url', 'external_account', 'individual.dob.day', 'individual.id_number', 'tos_acceptance.date'];

/** The Account fields the status mapping reads, for tests that set a state (requirements, capability). */
export interface StandInAccountState {
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  capabilities: { transfers: 'active' | 'inactive' | 'pending' };
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[]; disabled_reason: string | null };
}

const ONBOARDED: StandInAccountState = {
  details_submitted: true,
  charges_enabled: true,
  payouts_enabled: true,
  capabilities: { transfers: 'active' },
  requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
};

/**
 * Sets a connected account's state, e.g. `setAccountState(stripe, id, { capabilities: { transfers: 'pending' } })`
 * or requirements past due; the next GET /v1/accounts/:id (a sync, an account.updated) reads it.
 */
export function setAccountState(standIn: StripeStandIn, accountId: string, patch: Partial<StandInAccountState>): void {
  const account = standIn.state.get<Obj>(accountId);
  if (!account || account.object !== 'account') throw new Error(`no stand-in account ${accountId}`);
  Object.assign(account, patch);
}

/** The connected account's available balance (CAD cents): transfers in, reversals and payouts out. */
export function connectedBalance(standIn: StripeStandIn, accountId: string): number {
  return Number(standIn.state.get<Obj>(`balance:${accountId}`)?.available ?? 0);
}

function addBalance(state: StandInState, accountId: string, cents: number): void {
  const id = `balance:${accountId}`;
  const current = state.get<Obj>(id) ?? state.put<Obj>({ id, available: 0 });
  current.available = Number(current.available) + cents;
}

const account = (state: StandInState, id: string | null): Obj | null => {
  const a = id ? state.get<Obj>(id) : undefined;
  return a && a.object === 'account' ? a : null;
};

/**
 * Accounts, AccountLinks, Transfers (and reversals), Payouts on a connected account (Stripe-Account
 * header) and Balance (payouts module). A new account is not onboarded; creating an account link
 * for it plays the cleaner finishing Stripe's onboarding (the account is then active). Tests set
 * other states with setAccountState and make calls fail with `failNext`.
 */
export function installConnectRoutes(standIn: StripeStandIn): void {
  standIn.route('POST /v1/accounts', (req, _m, state) => {
    const p = req.params;
    return {
      body: state.put<Obj>({
        id: state.newId('acct'),
        object: 'account',
        type: str(p.type) ?? 'express',
        country: str(p.country) ?? 'CA',
        email: str(p.email),
        business_type: str(p.business_type),
        default_currency: 'cad',
        metadata: metadataOf(p),
        created: now(),
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: { currently_due: [...ONBOARDING_REQUIREMENTS], eventually_due: [...ONBOARDING_REQUIREMENTS], past_due: [], disabled_reason: null },
      }),
    };
  });

  standIn.route('GET /v1/accounts/:id', (_req, m, state) => {
    const a = account(state, m[1]!);
    return a ? { body: a } : notFound(m[1]!);
  });

  standIn.route('POST /v1/account_links', (req, _m, state) => {
    const id = str(req.params.account);
    const a = account(state, id);
    if (!a) return notFound(String(id));
    if (!str(req.params.return_url) || !str(req.params.refresh_url)) return stripeError(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: return_url or refresh_url.');
    // The cleaner completes Stripe's onboarding behind this link (once: a later state set by a test stays).
    if (!a.details_submitted) Object.assign(a, structuredClone(ONBOARDED));
    return { body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${a.id}/${state.newId('link')}`, created: now(), expires_at: now() + 300 } };
  });

  standIn.route('POST /v1/transfers', (req, _m, state) => {
    const p = req.params;
    const destination = str(p.destination);
    const a = account(state, destination);
    if (!a) return stripeError(400, 'invalid_request_error', 'resource_missing', `No such destination: '${destination}'`, { param: 'destination' });
    if ((a.capabilities as { transfers?: string }).transfers !== 'active') {
      return stripeError(400, 'invalid_request_error', 'insufficient_capabilities_for_transfer', 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', { param: 'destination' });
    }
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) return stripeError(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid integer: amount', { param: 'amount' });
    addBalance(state, a.id, amount);
    return {
      body: state.put<Obj>({
        id: state.newId('tr'),
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: str(p.currency) ?? 'cad',
        destination: a.id,
        transfer_group: str(p.transfer_group),
        metadata: metadataOf(p),
        reversed: false,
        created: now(),
      }),
    };
  });

  standIn.route('GET /v1/transfers/:id', (_req, m, state) => {
    const t = state.get<Obj>(m[1]!);
    return t && t.object === 'transfer' ? { body: t } : notFound(m[1]!);
  });

  standIn.route('POST /v1/transfers/:id/reversals', (req, m, state) => {
    const t = state.get<Obj>(m[1]!);
    if (!t || t.object !== 'transfer') return notFound(m[1]!);
    const left = Number(t.amount) - Number(t.amount_reversed);
    const amount = req.params.amount === undefined ? left : Number(req.params.amount);
    if (amount <= 0 || amount > left) return stripeError(400, 'invalid_request_error', 'transfer_already_reversed', 'The transfer has already been fully reversed.');
    addBalance(state, String(t.destination), -amount);
    t.amount_reversed = Number(t.amount_reversed) + amount;
    t.reversed = t.amount_reversed === t.amount;
    return { body: state.put<Obj>({ id: state.newId('trr'), object: 'transfer_reversal', amount, currency: t.currency, transfer: t.id, created: now() }) };
  });

  standIn.route('POST /v1/payouts', (req, _m, state) => {
    const a = account(state, req.stripeAccount);
    if (!a) return stripeError(400, 'invalid_request_error', 'account_invalid', 'Payouts are made on a connected account (Stripe-Account header).');
    const amount = Number(req.params.amount);
    const method = str(req.params.method) ?? 'standard';
    if (!a.payouts_enabled) return stripeError(400, 'invalid_request_error', 'payouts_not_allowed', 'Payouts are not enabled for this account.');
    if (amount > connectedBalance(standIn, a.id)) return stripeError(400, 'invalid_request_error', 'balance_insufficient', "You have insufficient funds in your Stripe account for this transfer.");
    addBalance(state, a.id, -amount);
    return {
      body: state.put<Obj>({
        id: state.newId('po'),
        object: 'payout',
        amount,
        currency: str(req.params.currency) ?? 'cad',
        method,
        status: method === 'instant' ? 'paid' : 'pending',
        metadata: metadataOf(req.params),
        account: a.id,
        created: now(),
      }),
    };
  });

  standIn.route('GET /v1/balance', (req, _m, state) => {
    const available = req.stripeAccount ? connectedBalance(standIn, req.stripeAccount) : 0;
    void state;
    return { body: { object: 'balance', livemode: false, available: [{ amount: available, currency: 'cad' }], pending: [{ amount: 0, currency: 'cad' }] } };
  });
}
