import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { EcoCertification } from '../domain/cleaner-vocabulary.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { loadView, type ProfileView } from './profile-view.js';
import type { CleanersDeps } from './ports.js';
import { refreshSearchEntry } from './search/refresh-search-entry.js';

/**
 * Eco certification (spec section 4: pending, verified, rejected, certified): a cleaner asks
 * (pending), an admin decides. Its badge follows from verified or certified.
 */
export const decideEcoCertification =
  (deps: CleanersDeps) =>
  async (cleanerId: string, state: Exclude<EcoCertification, 'pending'> | null): Promise<Result<ProfileView, DomainError>> => {
    const profile = await deps.profiles.findByUserId(cleanerId);
    if (!profile) return err(CleanerErrors.profileNotFound());
    profile.ecoCertification = state;
    profile.touch(deps.clock.now());
    await deps.tx.run(async () => {
      await deps.profiles.flush();
      await refreshSearchEntry(deps)(cleanerId);
    });
    return ok(await loadView(deps)(profile));
  };
