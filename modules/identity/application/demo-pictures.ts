import { newId } from '../../../src/shared/ids.js';
import { storedKeysOf } from '../../../src/shared/image-variants.js';
import { encodedWidths, storeResponsiveImage } from '../../../src/shared/sharp-image-variants.js';
import { AVATAR_URL_PREFIX } from './avatar-picture.js';
import type { IdentityDeps } from './ports.js';

/** Pictures encoded at once: sharp works on libuv's pool (4 threads by default); more only queue, fewer leave threads idle. */
const ENCODERS = 4;

/**
 * Portraits of demo accounts (issue #35): a drawn picture is stored exactly as an uploaded one is
 * (the avatar encoder, then the original and its AVIF/WebP variants under `avatars/`), so pages
 * serve it responsively like any other. Only demo accounts without a picture get one: a person's
 * own picture is never replaced and a second run adds nothing. Nothing is told to other modules:
 * the demo seed rebuilds the cleaners' search rows once, after all its writes. Returns the ids given a picture.
 */
export const giveDemoPictures =
  (deps: IdentityDeps) =>
  async (pictures: { userId: string; image: Buffer }[]): Promise<string[]> => {
    const users = new Map((await deps.users.findByIds(pictures.map((p) => p.userId))).map((u) => [u.id, u]));
    const missing = pictures.filter((p) => users.get(p.userId)?.isDemo && !users.get(p.userId)?.profilePic);
    const written: string[] = [];
    const stored: { userId: string; url: string; size: Awaited<ReturnType<typeof storeResponsiveImage>> }[] = [];
    try {
      let next = 0;
      const worker = async () => {
        while (next < missing.length) {
          const { userId, image } = missing[next++]!;
          const encoded = await deps.images.toAvatar(image);
          if (!encoded) throw new Error(`the demo portrait of ${userId} is not a readable picture`);
          const name = `${newId()}.webp`;
          written.push(...storedKeysOf(`avatars/${name}`, encodedWidths(encoded)));
          stored.push({ userId, url: `${AVATAR_URL_PREFIX}${name}`, size: await storeResponsiveImage(deps.files, `avatars/${name}`, encoded) });
        }
      };
      await Promise.all(Array.from({ length: Math.min(missing.length, ENCODERS) }, worker));
      const now = deps.clock.now();
      await deps.tx.run(async () => {
        for (const s of stored) {
          const user = users.get(s.userId)!;
          user.profilePic = s.url;
          user.profilePicSize = s.size;
          user.touch(now);
        }
        await deps.users.flush();
      });
    } catch (e) {
      await deps.fileDisposal.dispose(written);
      throw e;
    }
    return stored.map((s) => s.userId);
  };
