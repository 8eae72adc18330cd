import type { EarningKind, PayoutKind, PayoutRunStatus, PayoutStatus } from './payouts-api';

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map(id => ({ id, name: `eclat.payouts.${group}.${id}` }));
}

export const payoutStatusChoices = choices<PayoutStatus>('status', ['pending', 'paid', 'failed']);

export const payoutKindChoices = choices<PayoutKind>('kind', ['weekly', 'instant']);

export const runStatusChoices = choices<PayoutRunStatus>('run_status', [
  'running',
  'completed',
  'completed_with_failures',
]);

export const earningKindChoices = choices<EarningKind>('earning_kind', [
  'booking',
  'cancellation_fee',
  'referral_reward',
  'adjustment',
  'tip',
]);
