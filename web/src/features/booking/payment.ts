import type { SavedCard } from '../payments/api/types';

export type ChosenCard = Pick<SavedCard, 'id' | 'paymentMethodId' | 'brand' | 'last4'>;

/**
 * Whether the form can go on, and the card id the request carries. Both providers need a saved
 * card: Stripe Elements sets one up, the development provider offers its test cards.
 */
export function paymentReadiness(card: ChosenCard | null): { ready: boolean; paymentMethodId: string | null } {
  return card ? { ready: true, paymentMethodId: card.paymentMethodId } : { ready: false, paymentMethodId: null };
}
