import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError, FieldIssue } from '../../../src/shared/domain-error.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Gender, User } from '../domain/user.js';
import { isAdult, isPlausibleBirthDate } from '../domain/age.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { avatarFilesOf } from './avatar-picture.js';
import type { IdentityDeps } from './ports.js';

export interface ProfilePatch {
  name?: string;
  locale?: Locale;
  dateOfBirth?: string;
  profilePic?: null;
  /** null clears it. */
  gender?: Gender | null;
}

export const updateProfile =
  (deps: IdentityDeps) =>
  async (user: User, patch: ProfilePatch): Promise<Result<User, DomainError>> => {
    const now = deps.clock.now();
    const issues: FieldIssue[] = [];
    if (patch.name !== undefined && patch.name.trim().length < 2) issues.push({ field: 'body.name', code: 'fields.too_short', params: { min: 2 } });
    if (patch.dateOfBirth !== undefined) {
      if (!isPlausibleBirthDate(patch.dateOfBirth, now)) issues.push({ field: 'body.dateOfBirth', code: 'fields.invalid_date' });
      else if (!isAdult(patch.dateOfBirth, now)) issues.push({ field: 'body.dateOfBirth', code: 'auth.too_young', params: { min: 18 } });
    }
    if (issues.length) return err(IdentityErrors.invalidFields(issues));

    if (patch.name !== undefined) user.name = patch.name.trim();
    if (patch.locale !== undefined) user.locale = patch.locale;
    if (patch.dateOfBirth !== undefined) user.dateOfBirth = patch.dateOfBirth;
    if (patch.gender !== undefined) user.gender = patch.gender;
    const oldPicture = patch.profilePic === null ? avatarFilesOf(user) : [];
    if (patch.profilePic === null) {
      user.profilePic = null;
      user.profilePicSize = null;
    }
    user.touch(now);
    await deps.tx.run(async () => {
      await deps.users.flush();
      await deps.onAccountChanged?.(user.id);
      // The picture and its variants go once the change is committed.
      await deps.fileDisposal.dispose(oldPicture);
    });
    return ok(user);
  };
