import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { IdentityDeps } from './ports.js';

const NEXT_STEP = { client: '/client-onboarding', cleaner: '/onboarding' } as const;

/** A role is chosen once, after sign-up; changing it later is an admin's decision. */
export const selectRole =
  (deps: IdentityDeps) =>
  async (user: User, role: 'client' | 'cleaner'): Promise<Result<{ user: User; redirectTo: string }, DomainError>> => {
    if (user.role === role) return ok({ user, redirectTo: NEXT_STEP[role] });
    if (user.role !== null) return err(IdentityErrors.roleAlreadyChosen());
    user.role = role;
    user.touch(deps.clock.now());
    await deps.users.flush();
    return ok({ user, redirectTo: NEXT_STEP[role] });
  };
