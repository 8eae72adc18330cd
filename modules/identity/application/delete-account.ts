import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { avatarKeyOf } from './upload-avatar.js';
import type { IdentityDeps } from './ports.js';

/** The word the user must type, exactly, to confirm (spec section 5). */
export const DELETION_WORD = 'SUPPRIMER';

export const deleteAccount =
  (deps: IdentityDeps) =>
  async (user: User, confirmation: string): Promise<Result<void, DomainError>> => {
    if (confirmation.trim() !== DELETION_WORD) return err(IdentityErrors.deletionNotConfirmed());
    const now = deps.clock.now();
    const picture = avatarKeyOf(user.profilePic);
    await deps.tx.run(async () => {
      user.anonymise(now);
      await deps.users.flush();
      await deps.sessions.revokeAllOf(user.id, now);
      await deps.resets.invalidateAllOf(user.id, now);
      await deps.onAccountChanged?.(user.id);
    });
    if (picture) await deps.files.delete(picture);
    return ok(undefined);
  };
