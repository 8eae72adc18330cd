import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { applyProfilePatch, checkProfilePatch, type ProfilePatch } from '../domain/profile-rules.js';
import type { CleanerProfile, OnboardingStep } from '../domain/cleaner-profile.js';
import { missingForStep } from '../domain/onboarding.js';
import { ensureProfile } from './ensure-profile.js';
import { loadView, type ProfileView } from './profile-view.js';
import type { CleanersDeps } from './ports.js';
import { refreshSearchEntry } from './search/refresh-search-entry.js';

export const updateProfile =
  (deps: CleanersDeps) =>
  async (userId: string, patch: ProfilePatch, options: { forStep?: OnboardingStep; validateOnly?: boolean } = {}): Promise<Result<ProfileView, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    const { profile, account } = found.value;
    const issues = checkProfilePatch(profile, patch, { placeExists: (id) => deps.places.exists(id), postalCodeAgrees: (town, code) => deps.places.postalCodeAgrees(town, code) });
    if (options.forStep && !profile.completedSteps().includes(options.forStep)) {
      // What the step would still miss once the change is made, beside the change's own problems (one round, issue #40).
      const now = deps.clock.now();
      const after = Object.assign(Object.create(Object.getPrototypeOf(profile) as object) as CleanerProfile, profile);
      applyProfilePatch(after, patch, now);
      const flagged = new Set(issues.map((i) => i.field.split('.').slice(0, 2).join('.')));
      const missing = missingForStep(options.forStep, { profile: after, dateOfBirth: account.dateOfBirth, documents: [], today: now });
      issues.push(...missing.filter((m) => !flagged.has(m.field.split('.').slice(0, 2).join('.'))));
    }
    if (issues.length) return err(CleanerErrors.invalidFields(issues));
    if (options.validateOnly) return ok(await loadView(deps)(profile, account));
    applyProfilePatch(profile, patch, deps.clock.now());
    await deps.tx.run(async () => {
      await deps.profiles.flush();
      await refreshSearchEntry(deps)(userId);
    });
    return ok(await loadView(deps)(profile, account));
  };
