import type { CleanerProfile } from './api/types';
import { FURTHER_TRAINING_MODULES, ONBOARDING_TRAINING_MODULES } from './vocabulary';

/**
 * Where the cleaner is in the training (spec section 9): onboarding's three modules, then the four
 * offered on the profile. The "trained" badge itself comes from the server (profile.badges).
 */
export function trainingProgress(acknowledged: CleanerProfile['trainingAcknowledged']) {
  const has = (m: (typeof FURTHER_TRAINING_MODULES)[number]) => acknowledged.includes(m);
  return {
    onboardingComplete: ONBOARDING_TRAINING_MODULES.every(has),
    furtherDone: FURTHER_TRAINING_MODULES.filter(has).length,
    furtherTotal: FURTHER_TRAINING_MODULES.length,
  };
}
