import type { SellerReportingDeps } from './ports.js';

/**
 * Re-seals under the current key every SIN a previous key sealed (APP_SECRET_PREVIOUS), in pages of
 * `limit` by cleaner id; answers how many. One it cannot read (its key is gone) is left as it is: the
 * cleaner is asked again. A declaration saved meanwhile wins (the update checks the old ciphertext).
 */
export const rotateTaxIdKey =
  (deps: SellerReportingDeps) =>
  async (limit = 200): Promise<number> => {
    let resealed = 0;
    for (let after: string | null = null; ; ) {
      const page = await deps.identifications.sinCiphertexts(after, limit);
      for (const { cleanerId, ciphertext } of page) {
        if (deps.cipher.isCurrent(ciphertext)) continue;
        const plain = deps.cipher.decrypt(ciphertext);
        if (plain !== null && (await deps.identifications.replaceSinCiphertext(cleanerId, ciphertext, deps.cipher.encrypt(plain)))) resealed++;
      }
      if (page.length < limit) return resealed;
      after = page[page.length - 1]!.cleanerId;
    }
  };
