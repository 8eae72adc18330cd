import type { FieldIssue } from '../../../src/shared/domain-error.js';
import { ONBOARDING_STEPS, type CleanerProfile, type OnboardingStep } from './cleaner-profile.js';
import { ONBOARDING_TRAINING_MODULES } from './cleaner-vocabulary.js';
import { hasValidFixedRate } from './profile-rules.js';
import { PROFILE_LIMITS } from './profile-limits.js';
import { isAdultOn } from './age.js';
import type { VerificationFact } from './verification-record.js';

export interface StepFacts {
  profile: CleanerProfile;
  dateOfBirth: string | null;
  /** The documents held and the records of destroyed ones. */
  documents: VerificationFact[];
  today: Date;
}

const required = (field: string): FieldIssue => ({ field: `body.${field}`, code: 'fields.required' });

/**
 * What each onboarding step needs before it can be completed (spec sections 2, 9):
 * quick-start is who the cleaner is and what they offer, ready-to-work is where, how much and
 * with what, full-verification is identity (an ID document), business numbers (optional) and
 * the three onboarding training modules acknowledged.
 */
export function missingForStep(step: OnboardingStep, f: StepFacts): FieldIssue[] {
  const p = f.profile;
  const issues: FieldIssue[] = [];
  switch (step) {
    case 'quick-start':
      if (!f.dateOfBirth) issues.push(required('dateOfBirth'));
      else if (!isAdultOn(f.dateOfBirth, f.today)) issues.push({ field: 'body.dateOfBirth', code: 'auth.too_young', params: { min: PROFILE_LIMITS.minimumAge } });
      if (!p.gender) issues.push(required('gender'));
      if (!p.languages.length) issues.push(required('languages'));
      if (!p.experienceLevel) issues.push(required('experienceLevel'));
      if (p.experienceYears === null) issues.push(required('experienceYears'));
      if (!p.primaryCityId) issues.push(required('primaryCityId'));
      if (!p.serviceTypes.length) issues.push({ field: 'body.serviceTypes', code: 'cleaners.service_type_required' });
      if (!p.bio) issues.push(required('bio'));
      break;
    case 'ready-to-work':
      if (!p.serviceCities.length) issues.push(required('serviceCities'));
      if (p.paymentMode === 'fixed' && !hasValidFixedRate(p.fixedRates)) {
        issues.push({ field: 'body.fixedRates', code: 'cleaners.fixed_rate_required', params: { min: PROFILE_LIMITS.fixedRateCents.min / 100, max: PROFILE_LIMITS.fixedRateCents.max / 100 } });
      }
      if (p.coverageKm === null) issues.push(required('coverageKm'));
      if (!p.street) issues.push(required('street'));
      if (!p.city) issues.push(required('city'));
      if (!p.province) issues.push(required('province'));
      if (!p.postalCode) issues.push(required('postalCode'));
      break;
    case 'full-verification':
      if (!f.documents.some((d) => d.type === 'id' && d.status !== 'rejected')) issues.push({ field: 'body.documents.id', code: 'cleaners.id_document_required' });
      // Only onboarding's three modules; the four others are offered later on the profile (spec section 9).
      for (const m of ONBOARDING_TRAINING_MODULES) if (!p.trainingAcknowledged.includes(m)) issues.push({ field: `body.trainingAcknowledged.${m}`, code: 'cleaners.training_required', params: { context: m } });
      break;
  }
  return issues;
}

/** The step before `step`, which must be complete first; null for the first step. */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  const i = ONBOARDING_STEPS.indexOf(step);
  return i > 0 ? ONBOARDING_STEPS[i - 1]! : null;
}

/** Steps are done in order: a step can be completed only once the one before it is. */
export function canStartStep(profile: CleanerProfile, step: OnboardingStep): boolean {
  const before = previousStep(step);
  return before === null || profile.completedSteps().includes(before);
}

export function markStepComplete(profile: CleanerProfile, step: OnboardingStep, now: Date): void {
  if (step === 'quick-start') profile.quickStartCompletedAt ??= now;
  if (step === 'ready-to-work') profile.readyToWorkCompletedAt ??= now;
  if (step === 'full-verification') profile.fullVerificationCompletedAt ??= now;
  profile.touch(now);
}

/** The step the wizard should show: the first one not completed, or null when all are. */
export function currentStep(profile: CleanerProfile): OnboardingStep | null {
  const done = profile.completedSteps();
  return ONBOARDING_STEPS.find((s) => !done.includes(s)) ?? null;
}
