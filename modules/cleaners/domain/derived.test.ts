import { describe, expect, it } from 'vitest';
import { profileFor } from '../testing/profile-fixture.js';
import { badgesOf, EXPERIENCED_BADGE_YEARS } from './badges.js';
import { completeness, COMPLETENESS_WEIGHTS } from './completeness.js';
import { FURTHER_TRAINING_MODULES, ONBOARDING_TRAINING_MODULES, TRAINING_MODULES } from './cleaner-vocabulary.js';
import { uniqueSlug } from './slug.js';
import { sniffPortfolioImage } from './portfolio-photo.js';

const today = new Date('2026-11-22T00:00:00Z');

describe('completeness', () => {
  it('weights sum to 100', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(completeness({ profile: profileFor(), hasProfilePicture: false, portfolioCount: 0, idApproved: false })).toBe(0);
    const full = profileFor({
      bio: 'x'.repeat(40), languages: ['french'], experienceLevel: 'expert', experienceYears: 3, serviceTypes: ['deep'],
      primaryCityId: 'laval', serviceCities: [{ placeId: 'laval', hourlyRateCents: 2500 }], coverageKm: 10, equipment: ['mop'],
      street: '1 rue A', city: 'Laval', province: 'QC', postalCode: 'H7N 1A1', skills: ['ironing'],
    });
    expect(completeness({ profile: full, hasProfilePicture: true, portfolioCount: 1, idApproved: true })).toBe(100);
    expect(completeness({ profile: full, hasProfilePicture: false, portfolioCount: 0, idApproved: true })).toBe(100 - COMPLETENESS_WEIGHTS.profilePicture - COMPLETENESS_WEIGHTS.portfolio);
  });
  it('counts rates of the active payment mode only', () => {
    const p = profileFor({ serviceCities: [{ placeId: 'laval', hourlyRateCents: 2500 }], paymentMode: 'fixed', fixedRates: {} });
    const base = { hasProfilePicture: false, portfolioCount: 0, idApproved: false };
    expect(completeness({ profile: p, ...base })).toBe(0);
    p.fixedRates = { house: 9000 };
    expect(completeness({ profile: p, ...base })).toBe(COMPLETENESS_WEIGHTS.rates);
  });
});

describe('badges from facts', () => {
  it('none for a new profile', () => {
    expect(badgesOf(profileFor(), [], today)).toEqual([]);
  });
  it('each badge from its fact', () => {
    const p = profileFor({ experienceYears: EXPERIENCED_BADGE_YEARS, languages: ['french', 'english'], ecoCertification: 'certified', insuranceExpiresOn: '2026-11-22', trainingAcknowledged: [...TRAINING_MODULES] });
    const docs = [
      { type: 'id', status: 'approved' },
      { type: 'background_check', status: 'approved' },
      { type: 'insurance', status: 'approved' },
    ] as const;
    expect(badgesOf(p, [...docs], today)).toEqual(['identity_verified', 'background_checked', 'insured', 'eco_certified', 'experienced', 'bilingual', 'trained']);
  });
  it('withholds badges whose fact is missing or expired', () => {
    const p = profileFor({ experienceYears: EXPERIENCED_BADGE_YEARS - 1, languages: ['french'], ecoCertification: 'pending', insuranceExpiresOn: '2026-11-21', trainingAcknowledged: ['cleaning_standards'] });
    expect(badgesOf(p, [{ type: 'id', status: 'pending' }, { type: 'insurance', status: 'approved' }, { type: 'background_check', status: 'rejected' }], today)).toEqual([]);
  });
  it("'trained' needs the four modules offered after onboarding as well as onboarding's three", () => {
    expect(badgesOf(profileFor({ trainingAcknowledged: [...ONBOARDING_TRAINING_MODULES] }), [], today)).toEqual([]);
    expect(badgesOf(profileFor({ trainingAcknowledged: [...FURTHER_TRAINING_MODULES] }), [], today)).toEqual([]);
    expect(badgesOf(profileFor({ trainingAcknowledged: [...FURTHER_TRAINING_MODULES, ...ONBOARDING_TRAINING_MODULES] }), [], today)).toEqual(['trained']);
  });
});

describe('slug de-duplication', () => {
  it('keeps the bare name when free, then -2, -3 ...', () => {
    expect(uniqueSlug('marie-tremblay', new Set())).toBe('marie-tremblay');
    expect(uniqueSlug('marie-tremblay', new Set(['marie-tremblay']))).toBe('marie-tremblay-2');
    // A slug that reads like another route of the contract is never given out.
    expect(uniqueSlug('availability', new Set())).toBe('availability-2');
    expect(uniqueSlug('recommended', new Set())).toBe('recommended-2');
    expect(uniqueSlug('marie-tremblay', new Set(['marie-tremblay', 'marie-tremblay-2', 'marie-tremblay-4']))).toBe('marie-tremblay-3');
  });
  it('falls back to "cleaner" for names without letters', () => {
    expect(uniqueSlug('', new Set())).toBe('cleaner');
    expect(uniqueSlug('', new Set(['cleaner']))).toBe('cleaner-2');
  });
});

describe('portfolio image type by magic bytes and extension', () => {
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
  it('accepts JPG, PNG and WebP with matching extensions only', () => {
    expect(sniffPortfolioImage(webp, 'a.webp')).toBe('webp');
    expect(sniffPortfolioImage(Buffer.from([0xff, 0xd8, 0xff, 0xe1]), 'a.JPG')).toBe('jpg');
    expect(sniffPortfolioImage(webp, 'a.png')).toBeNull();
    expect(sniffPortfolioImage(Buffer.from('%PDF-1.4'), 'a.pdf')).toBeNull();
  });
});
