import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { User } from '../domain/user.js';
import { checkPassword } from '../domain/password-policy.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { passwordAddedEmail } from './emails.js';
import type { IdentityDeps } from './ports.js';

/**
 * An account made by a social sign-in or used with passkeys only adds a password (the spec's rules).
 * There is no current password to prove, so the session must come from a sign-in of the last few
 * minutes (`recentSignInMinutes`): a session left open on a shared computer, or stolen, cannot turn
 * into a lasting password. The holder is told by email (their language), after the change commits.
 */
export const addPassword =
  (deps: IdentityDeps) =>
  async (user: User, sessionId: string, input: { newPassword: string }): Promise<Result<void, DomainError>> => {
    if (user.passwordHash !== null) return err(IdentityErrors.passwordAlreadySet());
    const now = deps.clock.now();
    const signedInAt = await deps.sessions.signedInAt(sessionId);
    const minutes = deps.settings.recentSignInMinutes;
    if (!signedInAt || now.getTime() - signedInAt.getTime() > minutes * 60_000) return err(IdentityErrors.recentSignInRequired(minutes));
    const issue = checkPassword(input.newPassword, 'body.newPassword');
    if (issue) return err(IdentityErrors.invalidFields([issue]));
    user.passwordHash = await deps.hasher.hash(input.newPassword);
    user.touch(now);
    await deps.tx.run(async () => {
      await deps.users.flush();
      // Other devices signed in before the change keep their sessions: nothing was taken away from them.
      await deps.notices.send(passwordAddedEmail(user.email, user.name, user.locale, deps.settings.publicUrl));
    });
    return ok(undefined);
  };
