import type { PayoutAccount, PayoutAccountStatus, PayoutOverview } from './api/types';

export type Tone = 'success' | 'warning' | 'error' | 'neutral';

export function accountTone(status: PayoutAccountStatus): Tone {
  switch (status) {
    case 'active':
      return 'success';
    case 'pending':
    case 'pending_requirements':
    case 'incomplete':
      return 'warning';
    case 'restricted':
    case 'inactive':
      return 'error';
    case 'none':
      return 'neutral';
  }
}

/**
 * The onboarding button: "start" before any account exists, "continue" while the provider still
 * needs something or the account cannot receive money, none once it is active and complete.
 */
export function setupAction(account: Pick<PayoutAccount, 'status' | 'requirements' | 'canReceiveTransfers'>): 'start' | 'continue' | null {
  if (account.status === 'none') return 'start';
  if (account.status === 'active' && account.canReceiveTransfers && account.requirements.length === 0) return null;
  return 'continue';
}

/** Plain-word groups of Stripe's requirement names (keys of payouts.json `requirements.*`). */
export type RequirementKey =
  | 'name'
  | 'birthDate'
  | 'address'
  | 'email'
  | 'phone'
  | 'idNumber'
  | 'idDocument'
  | 'additionalDocument'
  | 'bankAccount'
  | 'terms'
  | 'businessProfile'
  | 'businessType'
  | 'statementDescriptor';

const EXACT: Readonly<Record<string, RequirementKey>> = {
  'individual.first_name': 'name',
  'individual.last_name': 'name',
  'individual.email': 'email',
  'individual.phone': 'phone',
  'individual.id_number': 'idNumber',
  'individual.ssn_last_4': 'idNumber',
  external_account: 'bankAccount',
  business_type: 'businessType',
};

const PREFIXES: ReadonlyArray<readonly [string, RequirementKey]> = [
  ['individual.dob.', 'birthDate'],
  ['individual.address.', 'address'],
  ['individual.verification.additional_document', 'additionalDocument'],
  ['individual.verification.document', 'idDocument'],
  ['tos_acceptance.', 'terms'],
  ['business_profile.', 'businessProfile'],
  ['settings.payments.statement_descriptor', 'statementDescriptor'],
  ['settings.card_payments.statement_descriptor', 'statementDescriptor'],
];

export function requirementKey(name: string): RequirementKey | null {
  const exact = EXACT[name];
  if (exact) return exact;
  return PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? null;
}

/**
 * What the provider still needs, in plain words where the name is known (several names can make
 * one item: dob.day, dob.month and dob.year are one birth date) and the raw name otherwise.
 */
export function describeRequirements(names: readonly string[]): Array<{ key: RequirementKey } | { raw: string }> {
  const seen = new Set<string>();
  const items: Array<{ key: RequirementKey } | { raw: string }> = [];
  for (const name of names) {
    const key = requirementKey(name);
    const id = key ? `key:${key}` : `raw:${name}`;
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(key ? { key } : { raw: name });
  }
  return items;
}

/** Why an instant payout cannot be asked for now, or null when it can. */
export function instantPayoutBlocker(overview: Pick<PayoutOverview, 'balanceCents' | 'instantFeeCents' | 'instantNetCents' | 'account'>): 'account' | 'insufficient' | null {
  if (!overview.account.payoutsEnabled || !overview.account.canReceiveTransfers) return 'account';
  // Spec 9: the 5 $ fee comes out of the balance, so the balance must exceed it.
  if (overview.balanceCents <= overview.instantFeeCents || overview.instantNetCents <= 0) return 'insufficient';
  return null;
}
