import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretBox } from '../application/calendar-ports.js';

interface Key {
  id: string;
  bytes: Buffer;
}

const keyOf = (secret: string): Key => {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'eclat', 'availability/calendar-url/v1', 32));
  return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 10), bytes };
};

/**
 * AES-256-GCM for the secret addresses of subscribed calendars (anyone holding one reads the whole
 * calendar). The key is derived from APP_SECRET by HKDF under a purpose of its own; sealed as
 * `v1:<key id>:<iv>.<tag>.<ciphertext>` (base64url). Secrets in APP_SECRET_PREVIOUS still open what
 * they sealed; an address no key opens fails its sync and the cleaner adds it again.
 */
export function aesGcmSecretBox(appSecret: string, previousSecrets: readonly string[] = []): SecretBox {
  const current = keyOf(appSecret);
  const keys = [current, ...previousSecrets.map(keyOf)];
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${current.id}:${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
    },
    open(sealed) {
      const [version, keyId, body] = sealed.split(':');
      const key = keys.find((k) => k.id === keyId);
      const parts = body?.split('.') ?? [];
      if (version !== 'v1' || !key || parts.length !== 3) return null;
      try {
        const [iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
