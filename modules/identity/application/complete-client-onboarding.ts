import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { IdentityDeps } from './ports.js';

/** The last step of /client-onboarding; calling it again keeps the first completion time. */
export const completeClientOnboarding =
  (deps: IdentityDeps) =>
  async (user: User): Promise<Result<User, DomainError>> => {
    if (user.role !== 'client') return err(IdentityErrors.clientsOnly());
    user.completeClientOnboarding(deps.clock.now());
    await deps.users.flush();
    return ok(user);
  };
