import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { TaxIdCipher } from '../application/ports.js';

interface Key {
  id: string;
  bytes: Buffer;
}

const keyOf = (secret: string): Key => {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'eclat', 'seller-reporting/tax-id/v1', 32));
  // A fingerprint of the derived key (never of the secret): it names the key, it cannot open anything.
  return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 10), bytes };
};

function open(key: Key, parts: string[]): string | null {
  try {
    const [iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * AES-256-GCM for social insurance numbers at rest (docs/decisions.md, "Seller reporting"). The key is
 * derived from APP_SECRET with HKDF under a purpose of its own, so a database dump alone does not
 * reveal a SIN, and no other use of the secret yields this key. Stored as `v2:<key id>:<iv>.<tag>.<ciphertext>`
 * (base64url). Rotation: the secrets in APP_SECRET_PREVIOUS still open what they sealed, the daily
 * retention run re-seals those under the current key (`isCurrent`), and once it has, the old secret
 * can be dropped. The first format, `v1:<iv>.<tag>.<ciphertext>`, has no key id: every key is tried.
 * A ciphertext no key can read decrypts to null: the cleaner is asked again.
 */
export function aesGcmTaxIdCipher(appSecret: string, previousSecrets: readonly string[] = []): TaxIdCipher {
  const current = keyOf(appSecret);
  const keys = [current, ...previousSecrets.map(keyOf)];
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v2:${current.id}:${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
    },
    decrypt(ciphertext: string): string | null {
      const fields = ciphertext.split(':');
      if (fields[0] === 'v2' && fields.length === 3) {
        const key = keys.find((k) => k.id === fields[1]);
        const parts = fields[2]!.split('.');
        return key && parts.length === 3 ? open(key, parts) : null;
      }
      const parts = fields[0] === 'v1' && fields.length === 2 ? fields[1]!.split('.') : [];
      if (parts.length !== 3) return null;
      for (const key of keys) {
        const plain = open(key, parts);
        if (plain !== null) return plain;
      }
      return null;
    },
    isCurrent: (ciphertext: string) => ciphertext.startsWith(`v2:${current.id}:`),
  };
}
