import type { components } from '../../../api/schema';

type S = components['schemas'];
export type PayoutOverview = S['PayoutOverview'];
export type PayoutAccount = S['PayoutAccount'];
export type PayoutAccountStatus = S['PayoutAccountStatus'];
export type Earning = S['Earning'];
export type Payout = S['Payout'];
export type StatementMonth = S['StatementMonth'];
export type Page<T> = { items: T[]; total: number };
export type PageParams = { offset: number; limit: number };
export type PayoutStatus = S['PayoutStatus'];
