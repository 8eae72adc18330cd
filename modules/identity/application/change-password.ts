import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { User } from '../domain/user.js';
import { checkPassword } from '../domain/password-policy.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { passwordChangedEmail } from './emails.js';
import type { IdentityDeps } from './ports.js';

export const changePassword =
  (deps: IdentityDeps) =>
  async (user: User, sessionId: string, input: { currentPassword: string; newPassword: string }): Promise<Result<void, DomainError>> => {
    if (!user.passwordHash || !(await deps.hasher.verify(user.passwordHash, input.currentPassword))) {
      return err(IdentityErrors.wrongCurrentPassword());
    }
    const issue = checkPassword(input.newPassword, 'body.newPassword');
    if (issue) return err(IdentityErrors.invalidFields([issue]));
    const now = deps.clock.now();
    user.passwordHash = await deps.hasher.hash(input.newPassword);
    user.touch(now);
    await deps.tx.run(async () => {
      await deps.users.flush();
      // Other devices must sign in again with the new password; this one stays signed in.
      await deps.sessions.revokeAllOf(user.id, now, sessionId);
      // The security email leaves once the change commits (the outbox), whatever the preferences (issue #42).
      await deps.notices.send(passwordChangedEmail(user.email, user.name, user.locale, deps.settings.publicUrl));
    });
    return ok(undefined);
  };
