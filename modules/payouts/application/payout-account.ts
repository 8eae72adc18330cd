import { accountStateOf, type ProviderAccount } from '../domain/account-status.js';
import { payoutErrors } from '../domain/payouts.errors.js';
import { ProviderUnavailableError, type PayoutsDeps, type StoredAccount } from './ports.js';
import { presentAccount, type PayoutAccountDto } from './views.js';

/** Provider trouble (network, 5xx, a refused request) is the cleaner's 502, logged for us. */
async function viaProvider<T>(deps: PayoutsDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.onError(error, what);
      throw payoutErrors.providerUnavailable();
    }
    throw error;
  }
}

/** The stored account of this cleaner with the current provider (an account of another provider does not count). */
async function currentAccount(deps: PayoutsDeps, cleanerId: string): Promise<StoredAccount | null> {
  const a = await deps.payouts.account(cleanerId);
  return a && a.provider === deps.provider.name ? a : null;
}

async function store(deps: PayoutsDeps, cleanerId: string, account: ProviderAccount, existing: StoredAccount | null): Promise<StoredAccount> {
  const now = deps.clock.now();
  const stored: StoredAccount = { cleanerId, provider: deps.provider.name, accountId: account.id, ...accountStateOf(account), createdAt: existing?.createdAt ?? now, updatedAt: now };
  await deps.payouts.saveAccount(stored);
  return stored;
}

export const myPayoutAccount =
  (deps: PayoutsDeps) =>
  async (cleanerId: string): Promise<PayoutAccountDto> =>
    presentAccount(await currentAccount(deps, cleanerId), deps.provider.name);

/**
 * Creates the cleaner's connected account on first use (the provider's idempotency key is the
 * cleaner's id, so two clicks make one account) and an onboarding link to it. The link returns to the
 * origin the cleaner asked from when it is one the site is served from (their session cookie is that
 * host's), else to PUBLIC_URL.
 */
export const createAccountLink =
  (deps: PayoutsDeps) =>
  async (cleanerId: string, fromOrigin?: string): Promise<{ url: string }> => {
    const siteUrl = fromOrigin && deps.siteOrigins.includes(fromOrigin) ? fromOrigin : deps.publicUrl;
    let account = await currentAccount(deps, cleanerId);
    if (!account) {
      const holder = await deps.accounts.find(cleanerId);
      if (!holder) throw payoutErrors.cleanersOnly();
      const created = await viaProvider(deps, 'connected account creation failed', () => deps.provider.createAccount({ cleanerId, email: holder.email }));
      account = await store(deps, cleanerId, created, null);
    }
    const accountId = account.accountId;
    const url = await viaProvider(deps, 'onboarding link failed', () => deps.provider.onboardingLink(accountId, siteUrl));
    return { url };
  };

/** Reads the account from the provider now (the return page; account.updated does the same). */
export const syncAccount =
  (deps: PayoutsDeps) =>
  async (cleanerId: string): Promise<PayoutAccountDto> => {
    const existing = await currentAccount(deps, cleanerId);
    if (!existing) return presentAccount(null, deps.provider.name);
    const fresh = await viaProvider(deps, 'connected account sync failed', () => deps.provider.retrieveAccount(existing.accountId));
    return presentAccount(await store(deps, cleanerId, fresh, existing), deps.provider.name);
  };

/**
 * account.updated: the event may be late or out of order, so the account's current state is read
 * from the provider rather than taken from the event. Unknown accounts are ignored.
 */
export const accountUpdated =
  (deps: PayoutsDeps) =>
  async (accountId: string): Promise<void> => {
    const existing = await deps.payouts.accountByProviderId(accountId);
    if (!existing || existing.provider !== deps.provider.name) return;
    const fresh = await deps.provider.retrieveAccount(accountId);
    await store(deps, existing.cleanerId, fresh, existing);
  };

/** Booking's gate on accept: the platform can send this cleaner money. */
export const canReceiveTransfers =
  (deps: PayoutsDeps) =>
  async (cleanerId: string): Promise<boolean> =>
    (await currentAccount(deps, cleanerId))?.canReceiveTransfers ?? false;
