import { describe, expect, it } from 'vitest';
import { trainingProgress } from './training';
import { FURTHER_TRAINING_MODULES, ONBOARDING_TRAINING_MODULES, TRAINING_MODULES } from './vocabulary';

describe('training modules (spec section 9)', () => {
  it('puts cleaning standards, safety protocols and customer service in onboarding, the four others after it', () => {
    expect(ONBOARDING_TRAINING_MODULES).toEqual(['cleaning_standards', 'safety_protocols', 'customer_service']);
    expect(FURTHER_TRAINING_MODULES).toEqual(['cleaning_procedures', 'time_management', 'eco_friendly', 'payment_processing']);
    expect(new Set(TRAINING_MODULES).size).toBe(7);
  });

  it('counts the further modules on their own and tells whether onboarding’s three are done', () => {
    expect(trainingProgress([])).toEqual({ onboardingComplete: false, furtherDone: 0, furtherTotal: 4 });
    expect(trainingProgress(['cleaning_standards', 'safety_protocols', 'customer_service', 'eco_friendly'])).toEqual({ onboardingComplete: true, furtherDone: 1, furtherTotal: 4 });
    expect(trainingProgress([...FURTHER_TRAINING_MODULES])).toEqual({ onboardingComplete: false, furtherDone: 4, furtherTotal: 4 });
  });
});
