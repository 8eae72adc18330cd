import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { emailChangedEmail } from './emails.js';
import type { IdentityDeps } from './ports.js';

export const changeEmail =
  (deps: IdentityDeps) =>
  async (user: User, input: { email: string; currentPassword: string }): Promise<Result<User, DomainError>> => {
    if (!user.passwordHash || !(await deps.hasher.verify(user.passwordHash, input.currentPassword))) {
      return err(IdentityErrors.wrongCurrentPassword());
    }
    const email = normalizeEmail(input.email);
    if (email === user.email) return ok(user);
    const other = await deps.users.findByEmail(email);
    if (other && other.id !== user.id) return err(IdentityErrors.emailTaken());
    const oldEmail = user.email;
    user.email = email;
    user.touch(deps.clock.now());
    if ((await deps.users.flush()) === 'email_taken') return err(IdentityErrors.emailTaken());
    await deps.mailer.send(emailChangedEmail(oldEmail, user.name, user.locale, email));
    return ok(user);
  };
