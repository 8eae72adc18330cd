import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts small secrets at rest; what the SIN and the webhook secrets are sealed with. */
export interface SecretCipher {
  encrypt(plain: string): string;
  /** null: no key of this process can open it (its secret was dropped), or it was tampered with. */
  decrypt(ciphertext: string): string | null;
  /** Sealed under the current key (else a rotation re-seals it). */
  isCurrent(ciphertext: string): boolean;
}

interface Key {
  id: string;
  bytes: Buffer;
}

const keyOf = (secret: string, purpose: string): Key => {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'eclat', purpose, 32));
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
 * AES-256-GCM under a key derived from APP_SECRET with HKDF for one `purpose` (so no other use of
 * the secret yields it, and a database dump alone opens nothing). Stored as
 * `v2:<key id>:<iv>.<tag>.<ciphertext>` (base64url). Rotation: the secrets of APP_SECRET_PREVIOUS
 * still open what they sealed, a daily run re-seals those under the current key (`isCurrent`), and once
 * it has, the old secret can be dropped. The first format, `v1:<iv>.<tag>.<ciphertext>`, has no key
 * id: every key is tried.
 */
export function aesGcmCipher(purpose: string, appSecret: string, previousSecrets: readonly string[] = []): SecretCipher {
  const current = keyOf(appSecret, purpose);
  const keys = [current, ...previousSecrets.map((s) => keyOf(s, purpose))];
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
