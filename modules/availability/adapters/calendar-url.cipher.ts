import { aesGcmCipher } from '../../../src/shared/sealed-secret.js';
import type { SecretBox } from '../application/calendar-ports.js';

/**
 * The secret addresses of subscribed calendars (anyone holding one reads the whole calendar), sealed
 * with the project's one cipher (src/shared/sealed-secret.ts: AES-256-GCM, a key derived from
 * APP_SECRET for this purpose alone, APP_SECRET_PREVIOUS still opens). An address no key opens
 * fails its sync and the cleaner adds it again.
 */
export function aesGcmSecretBox(appSecret: string, previousSecrets: readonly string[] = []): SecretBox {
  const cipher = aesGcmCipher('availability/calendar-url/v1', appSecret, previousSecrets);
  return { seal: (plain) => cipher.encrypt(plain), open: (sealed) => cipher.decrypt(sealed) };
}
