import { formatDate } from '../../lib/format-datetime';
import { formatMoney } from '../booking/money';
import type { ReferralOffer } from './api/types';

export { formatMoney };

/** Spec section 9's amounts, shown only until the API has answered (the server's configuration wins). */
export const SPEC_OFFER: ReferralOffer = { cleanerRewardCents: 2000, clientRewardCents: 1000, friendDiscountCents: 1000, validityMonths: 6 };

/** A date of the program (joined, expiry) in the page's language, Quebec time. */
export function formatReferralDate(iso: string, language: string | undefined): string {
  return formatDate(iso, language, { weekday: false, year: true });
}
