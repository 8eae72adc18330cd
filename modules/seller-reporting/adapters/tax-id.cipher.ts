import { aesGcmCipher } from '../../../src/shared/sealed-secret.js';
import type { TaxIdCipher } from '../application/ports.js';

/**
 * AES-256-GCM for social insurance numbers at rest (docs/decisions.md, "Seller reporting"), under a key
 * derived from APP_SECRET for this purpose only (src/shared/sealed-secret.ts: format and key rotation
 * with APP_SECRET_PREVIOUS; the daily retention run re-seals). A ciphertext no key can read decrypts
 * to null: the cleaner is asked again.
 */
export function aesGcmTaxIdCipher(appSecret: string, previousSecrets: readonly string[] = []): TaxIdCipher {
  return aesGcmCipher('seller-reporting/tax-id/v1', appSecret, previousSecrets);
}
