import type { Result } from '../../../src/shared/result.js';
import { ok } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { ensureProfile } from './ensure-profile.js';
import { loadView, type ProfileView } from './profile-view.js';
import type { CleanersDeps } from './ports.js';

export const getMyProfile =
  (deps: CleanersDeps) =>
  async (userId: string): Promise<Result<ProfileView, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    return ok(await loadView(deps)(found.value.profile, found.value.account));
  };
