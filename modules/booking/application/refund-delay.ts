import type { Locale } from '../../../src/shared/locale.js';

/** How long a refund takes to reach the card (configuration `booking.refundBusinessDays`, docs/decisions.md). */
export interface RefundDelay {
  minBusinessDays: number;
  maxBusinessDays: number;
}
export const DEFAULT_REFUND_DELAY: RefundDelay = Object.freeze({ minBusinessDays: 5, maxBusinessDays: 10 });

/** "Le remboursement apparaîtra sur votre relevé de carte d'ici 5 à 10 jours ouvrables." */
export function refundDelaySentence(d: RefundDelay, locale: Locale): string {
  return locale === 'fr'
    ? `Le remboursement apparaîtra sur votre relevé de carte d'ici ${d.minBusinessDays} à ${d.maxBusinessDays}\u00a0jours ouvrables.`
    : `The refund will appear on your card statement within ${d.minBusinessDays} to ${d.maxBusinessDays} business days.`;
}

