import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { OnboardingStep } from '../domain/cleaner-profile.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { canStartStep, markStepComplete, missingForStep } from '../domain/onboarding.js';
import { verificationFacts } from '../domain/verification-record.js';
import { ensureProfile } from './ensure-profile.js';
import { loadView, type ProfileView } from './profile-view.js';
import type { CleanersDeps } from './ports.js';
import { refreshSearchEntry } from './search/refresh-search-entry.js';

/** Marks an onboarding step done, in order, once what it asks for is on the profile. */
export const completeStep =
  (deps: CleanersDeps) =>
  async (userId: string, step: OnboardingStep): Promise<Result<ProfileView, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    const { profile, account } = found.value;
    if (!canStartStep(profile, step)) return err(CleanerErrors.stepOutOfOrder());
    const now = deps.clock.now();
    const [documents, records] = await Promise.all([deps.documents.listOf(userId), deps.documents.recordsOf([userId])]);
    const missing = missingForStep(step, { profile, dateOfBirth: account.dateOfBirth, documents: verificationFacts(documents, records), today: now });
    if (missing.length) return err(CleanerErrors.invalidFields(missing));
    markStepComplete(profile, step, now);
    await deps.tx.run(async () => {
      await deps.profiles.flush();
      await refreshSearchEntry(deps)(userId);
    });
    return ok(await loadView(deps)(profile, account));
  };
