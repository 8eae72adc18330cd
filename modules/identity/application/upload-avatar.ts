import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { storedKeysOf } from '../../../src/shared/image-variants.js';
import { encodedWidths, storeResponsiveImage } from '../../../src/shared/sharp-image-variants.js';
import type { User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AVATAR_URL_PREFIX, avatarFilesOf } from './avatar-picture.js';
import type { IdentityDeps } from './ports.js';

export { AVATAR_URL_PREFIX, avatarKeyOf } from './avatar-picture.js';

export const AVATAR_MAX_MB = 10;

/** The file's own first bytes decide its type, not the name or the browser's claim. */
export function sniffImage(data: Buffer): { ext: 'jpg' | 'png' | 'webp'; contentType: string } | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', contentType: 'image/png' };
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return { ext: 'webp', contentType: 'image/webp' };
  return null;
}

export const uploadAvatar =
  (deps: IdentityDeps) =>
  async (user: User, file: { data: Buffer; filename: string }): Promise<Result<User, DomainError>> => {
    if (file.data.length > AVATAR_MAX_MB * 1024 * 1024) return err(IdentityErrors.imageTooLarge(AVATAR_MAX_MB));
    const kind = sniffImage(file.data);
    const extOk = /\.(jpe?g|png|webp)$/i.test(file.filename);
    if (!kind || !extOk) return err(IdentityErrors.invalidImage());
    // Stored as re-encoded, never as sent (issue #13): a picture's GPS position or an appended script goes nowhere.
    const picture = await deps.images.toAvatar(file.data);
    if (!picture) return err(IdentityErrors.invalidImage());

    const name = `${newId()}.webp`;
    // Known before writing: a failure anywhere below removes whatever was written of the new picture.
    const written = storedKeysOf(`avatars/${name}`, encodedWidths(picture));
    try {
      const size = await storeResponsiveImage(deps.files, `avatars/${name}`, picture);
      const old = avatarFilesOf(user);
      user.profilePic = `${AVATAR_URL_PREFIX}${name}`;
      user.profilePicSize = size;
      user.touch(deps.clock.now());
      await deps.tx.run(async () => {
        await deps.users.flush();
        await deps.onAccountChanged?.(user.id);
        // The previous picture and its variants go once the new one is committed (the outbox's `files.delete`).
        await deps.fileDisposal.dispose(old);
      });
    } catch (e) {
      await deps.fileDisposal.dispose(written);
      throw e;
    }
    return ok(user);
  };
