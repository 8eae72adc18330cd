import { describe, expect, it } from 'vitest';
import { profileFor } from '../testing/profile-fixture.js';
import { CleanerDocument } from './cleaner-document.js';
import { FURTHER_TRAINING_MODULES, ONBOARDING_TRAINING_MODULES } from './cleaner-vocabulary.js';
import { canStartStep, currentStep, markStepComplete, missingForStep, previousStep } from './onboarding.js';

const today = new Date('2026-11-22T12:00:00Z');
const doc = (type: CleanerDocument['type'], status: CleanerDocument['status']) => Object.assign(new CleanerDocument(), { type, status });
const quickStartReady = () =>
  profileFor({ gender: 'female', languages: ['french'], experienceLevel: 'expert', experienceYears: 8, primaryCityId: 'montreal', serviceTypes: ['regular'], bio: 'x'.repeat(40) });

describe('step order', () => {
  it('quick-start, then ready-to-work, then full-verification', () => {
    const p = profileFor();
    expect(previousStep('quick-start')).toBeNull();
    expect(previousStep('full-verification')).toBe('ready-to-work');
    expect(canStartStep(p, 'quick-start')).toBe(true);
    expect(canStartStep(p, 'ready-to-work')).toBe(false);
    expect(canStartStep(p, 'full-verification')).toBe(false);
    markStepComplete(p, 'quick-start', today);
    expect(canStartStep(p, 'ready-to-work')).toBe(true);
    expect(canStartStep(p, 'full-verification')).toBe(false);
    expect(currentStep(p)).toBe('ready-to-work');
    markStepComplete(p, 'ready-to-work', today);
    markStepComplete(p, 'full-verification', today);
    expect(currentStep(p)).toBeNull();
  });
  it('keeps the first completion time when a step is completed again', () => {
    const p = profileFor();
    markStepComplete(p, 'quick-start', today);
    markStepComplete(p, 'quick-start', new Date('2026-12-01T00:00:00Z'));
    expect(p.quickStartCompletedAt).toEqual(today);
  });
});

describe('quick-start needs', () => {
  it('every required field, with "required" and the service-type message', () => {
    const issues = missingForStep('quick-start', { profile: profileFor(), dateOfBirth: null, documents: [], today });
    expect(issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'body.dateOfBirth:fields.required',
      'body.gender:fields.required',
      'body.languages:fields.required',
      'body.experienceLevel:fields.required',
      'body.experienceYears:fields.required',
      'body.primaryCityId:fields.required',
      'body.serviceTypes:cleaners.service_type_required',
      'body.bio:fields.required',
    ]);
  });
  it('an adult (18 on the day counts)', () => {
    expect(missingForStep('quick-start', { profile: quickStartReady(), dateOfBirth: '2008-11-22', documents: [], today })).toEqual([]);
    expect(missingForStep('quick-start', { profile: quickStartReady(), dateOfBirth: '2008-11-23', documents: [], today })).toEqual([
      { field: 'body.dateOfBirth', code: 'auth.too_young', params: { min: 18 } },
    ]);
  });
});

describe('ready-to-work needs', () => {
  it('cities with rates, coverage and address; a valid fixed rate in fixed mode', () => {
    const p = profileFor({ paymentMode: 'fixed' });
    expect(missingForStep('ready-to-work', { profile: p, dateOfBirth: '1990-01-01', documents: [], today }).map((i) => i.field)).toEqual([
      'body.serviceCities',
      'body.fixedRates',
      'body.coverageKm',
      'body.street',
      'body.city',
      'body.province',
      'body.postalCode',
    ]);
    const ok = profileFor({ serviceCities: [{ placeId: 'montreal', hourlyRateCents: 2500 }], coverageKm: 20, street: '1 rue X', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' });
    expect(missingForStep('ready-to-work', { profile: ok, dateOfBirth: '1990-01-01', documents: [], today })).toEqual([]);
  });
});

describe('full-verification needs', () => {
  it("an ID document that is not rejected and onboarding's three training modules, not the four offered later", () => {
    const p = profileFor({ trainingAcknowledged: [...FURTHER_TRAINING_MODULES] });
    const missing = missingForStep('full-verification', { profile: p, dateOfBirth: '1990-01-01', documents: [doc('id', 'rejected'), doc('insurance', 'approved')], today });
    expect(missing.map((i) => `${i.field}:${i.code}`)).toEqual([
      'body.documents.id:cleaners.id_document_required',
      'body.trainingAcknowledged.cleaning_standards:cleaners.training_required',
      'body.trainingAcknowledged.safety_protocols:cleaners.training_required',
      'body.trainingAcknowledged.customer_service:cleaners.training_required',
    ]);
    // Each issue names its module (issue #40: "Confirmez ce module de formation." three times).
    expect(missing.filter((i) => i.code === 'cleaners.training_required').map((i) => i.params)).toEqual([{ context: 'cleaning_standards' }, { context: 'safety_protocols' }, { context: 'customer_service' }]);
    p.trainingAcknowledged = [...ONBOARDING_TRAINING_MODULES];
    expect(missingForStep('full-verification', { profile: p, dateOfBirth: '1990-01-01', documents: [doc('id', 'pending')], today })).toEqual([]);
  });
});
