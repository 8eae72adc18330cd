import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { hashToken } from '../../../src/shared/ids.js';
import { checkPassword } from '../domain/password-policy.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { IdentityDeps } from './ports.js';

export const resetPassword =
  (deps: IdentityDeps) =>
  async (input: { token: string; password: string }): Promise<Result<void, DomainError>> => {
    // Check the new password first so that a weak one does not burn the single-use link.
    const issue = checkPassword(input.password);
    if (issue) return err(IdentityErrors.invalidFields([issue]));
    const passwordHash = await deps.hasher.hash(input.password);
    return deps.tx.run(async () => {
      const now = deps.clock.now();
      const userId = await deps.resets.consume(hashToken(input.token), now);
      const user = userId ? await deps.users.findById(userId) : null;
      if (!user || !user.isActive()) return err(IdentityErrors.invalidResetToken());
      user.passwordHash = passwordHash;
      user.touch(now);
      await deps.users.flush();
      // Whoever knew the old password is signed out everywhere.
      await deps.sessions.revokeAllOf(user.id, now);
      return ok(undefined);
    });
  };
