import type { components } from '../../../api/schema';

type S = components['schemas'];
export type SavedCard = S['SavedCard'];
export type BookingPayments = S['BookingPayments'];
export type Charge = S['Charge'];
export type ChargeKind = S['ChargeKind'];
export type ChargeStatus = S['ChargeStatus'];
export type Refund = S['Refund'];
export type Invoice = S['Invoice'];
export type InvoicePage = { items: Invoice[]; total: number };
/** What POST /api/payments/cards/setup answers: Stripe gives a SetupIntent secret, the development provider null. */
export type CardSetup = { provider: 'development' | 'stripe'; clientSecret: string | null };
