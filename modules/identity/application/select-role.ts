import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { IdentityDeps } from './ports.js';

const NEXT_STEP = { client: '/client-onboarding', cleaner: '/onboarding' } as const;

export interface SelectRoleInput {
  role: 'client' | 'cleaner';
  /** The terms' checkbox; required when the account has not accepted the terms in force (a social sign-up). */
  acceptTerms?: boolean;
  termsVersion?: string;
  termsLanguage?: Locale;
}

/**
 * A role is chosen once, after sign-up; changing it later is an admin's decision. An account made by a
 * social sign-in has not accepted the terms yet (the provider's page is not ours): choosing the role
 * needs their express acceptance, recorded with the role in one transaction (docs/decisions.md).
 */
export const selectRole =
  (deps: IdentityDeps) =>
  async (user: User, input: SelectRoleInput): Promise<Result<{ user: User; redirectTo: string }, DomainError>> => {
    const { role } = input;
    if (user.role === role) return ok({ user, redirectTo: NEXT_STEP[role] });
    if (user.role !== null) return err(IdentityErrors.roleAlreadyChosen());
    const mustAccept = deps.terms ? !(await deps.terms.accepted(user.id)) : false;
    if (mustAccept && input.acceptTerms !== true) return err(IdentityErrors.invalidFields([{ field: 'body.acceptTerms', code: 'auth.terms_required' }]));
    return deps.tx.run(async () => {
      user.role = role;
      user.touch(deps.clock.now());
      await deps.users.flush();
      if (mustAccept) await deps.terms!.record({ userId: user.id, termsVersion: input.termsVersion ?? null, termsLanguage: input.termsLanguage ?? null });
      return ok({ user, redirectTo: NEXT_STEP[role] });
    });
  };
