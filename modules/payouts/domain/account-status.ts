/**
 * The connected payout account (spec section 4: pending requirements, pending, active, inactive,
 * incomplete, restricted; plus none before onboarding starts), read from the provider's account in
 * one place so that the webhook and the return page can never disagree.
 */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending_requirements', 'pending', 'active', 'inactive', 'incomplete', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** Stripe's capability states; anything else (e.g. an unrequested capability) counts as inactive. */
export type CapabilityState = 'active' | 'pending' | 'inactive' | null;

/** What the provider says of a connected account, in our words (Stripe's Account object, trimmed). */
export interface ProviderAccount {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  transfers: CapabilityState;
  /** requirements.currently_due */
  currentlyDue: string[];
  /** requirements.past_due */
  pastDue: string[];
  /** requirements.disabled_reason (e.g. requirements.past_due, rejected.fraud) */
  disabledReason: string | null;
}

export interface AccountState {
  status: PayoutAccountStatus;
  /** Required to accept bookings: the platform can send this account money. */
  canReceiveTransfers: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs, by Stripe's requirement names (currently due, then past due). */
  requirements: string[];
}

/**
 * The status, first match wins: restricted is checked before pending requirements because a
 * disabled account or an overdue requirement is the more urgent thing to tell the cleaner.
 */
export function accountStateOf(account: ProviderAccount | null): AccountState {
  if (!account) return { status: 'none', canReceiveTransfers: false, payoutsEnabled: false, requirements: [] };
  const requirements = [...new Set([...account.currentlyDue, ...account.pastDue])];
  const canReceiveTransfers = account.transfers === 'active';
  const base = { canReceiveTransfers, payoutsEnabled: account.payoutsEnabled, requirements };
  if (!account.detailsSubmitted) return { status: 'incomplete', ...base };
  if (account.disabledReason || account.pastDue.length) return { status: 'restricted', ...base };
  if (account.currentlyDue.length) return { status: 'pending_requirements', ...base };
  if (account.transfers === 'pending') return { status: 'pending', ...base };
  if (account.transfers !== 'active') return { status: 'inactive', ...base };
  // Transfers work but the bank side is not ready yet: money waits in the account's balance.
  return { status: account.payoutsEnabled ? 'active' : 'pending', ...base };
}
