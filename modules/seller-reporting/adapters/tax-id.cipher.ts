import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TaxIdCipher } from '../application/ports.js';

const VERSION = 'v1';

/**
 * AES-256-GCM for social insurance numbers at rest (docs/decisions.md, "Seller reporting"). The key is
 * derived from APP_SECRET with HKDF under a purpose of its own, so a database dump alone does not
 * reveal a SIN, and no other use of the secret yields this key. Stored as `v1:<iv>.<tag>.<ciphertext>`
 * (base64url): the version leaves room for a key rotation. A ciphertext the current key cannot read
 * (APP_SECRET changed; in development it is drawn per process) decrypts to null: the cleaner is asked again.
 */
export function aesGcmTaxIdCipher(appSecret: string): TaxIdCipher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'eclat', 'seller-reporting/tax-id/v1', 32));
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
    },
    decrypt(ciphertext: string): string | null {
      const [version, body] = ciphertext.split(':');
      const parts = body?.split('.') ?? [];
      if (version !== VERSION || parts.length !== 3) return null;
      try {
        const [iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
