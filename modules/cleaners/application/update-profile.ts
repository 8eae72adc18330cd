import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { applyProfilePatch, checkProfilePatch, type ProfilePatch } from '../domain/profile-rules.js';
import { ensureProfile } from './ensure-profile.js';
import { loadView, type ProfileView } from './profile-view.js';
import type { CleanersDeps } from './ports.js';
import { refreshSearchEntry } from './search/refresh-search-entry.js';

export const updateProfile =
  (deps: CleanersDeps) =>
  async (userId: string, patch: ProfilePatch): Promise<Result<ProfileView, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    const { profile, account } = found.value;
    const issues = checkProfilePatch(profile, patch, { placeExists: (id) => deps.places.exists(id), postalCodeAgrees: (town, code) => deps.places.postalCodeAgrees(town, code) });
    if (issues.length) return err(CleanerErrors.invalidFields(issues));
    applyProfilePatch(profile, patch, deps.clock.now());
    await deps.tx.run(async () => {
      await deps.profiles.flush();
      await refreshSearchEntry(deps)(userId);
    });
    return ok(await loadView(deps)(profile, account));
  };
