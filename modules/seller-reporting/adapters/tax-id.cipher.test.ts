import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesGcmTaxIdCipher } from './tax-id.cipher.js';

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);

/** The first format (`v1:`, no key id), as stored before rotation existed. */
function sealV1(secret: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'eclat', 'seller-reporting/tax-id/v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
}

describe('the SIN cipher', () => {
  it('seals under the current key, with the key named', () => {
    const cipher = aesGcmTaxIdCipher(NEW);
    const sealed = cipher.encrypt('130692544');
    expect(sealed).toMatch(/^v2:[\w-]{10}:/);
    expect(sealed).not.toContain('130692544');
    expect(cipher.decrypt(sealed)).toBe('130692544');
    expect(cipher.isCurrent(sealed)).toBe(true);
  });

  it('opens what a previous secret sealed only while that secret is kept', () => {
    const old = aesGcmTaxIdCipher(OLD).encrypt('130692544');
    const rotating = aesGcmTaxIdCipher(NEW, [OLD]);
    expect(rotating.decrypt(old)).toBe('130692544');
    expect(rotating.isCurrent(old)).toBe(false);
    expect(aesGcmTaxIdCipher(NEW).decrypt(old)).toBeNull();
  });

  it('reads the first format with any kept key, and never a tampered seal', () => {
    const v1 = sealV1(OLD, '130692544');
    expect(aesGcmTaxIdCipher(NEW, [OLD]).decrypt(v1)).toBe('130692544');
    expect(aesGcmTaxIdCipher(OLD).isCurrent(v1)).toBe(false);
    const sealed = aesGcmTaxIdCipher(NEW).encrypt('130692544');
    // One character of the ciphertext changed (chosen from the character it replaces: never the same one).
    const tampered = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.slice(-1);
    expect(tampered).not.toBe(sealed);
    expect(aesGcmTaxIdCipher(NEW).decrypt(tampered)).toBeNull();
    expect(aesGcmTaxIdCipher(NEW).decrypt('garbage')).toBeNull();
  });
});
