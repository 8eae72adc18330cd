import type { CleanerProfile } from './cleaner-profile.js';
import { hasValidFixedRate } from './profile-rules.js';

export interface CompletenessFacts {
  profile: CleanerProfile;
  hasProfilePicture: boolean;
  portfolioCount: number;
  idApproved: boolean;
}

/** What a complete profile holds, and how much each part weighs (sums to 100; docs/decisions.md). */
export const COMPLETENESS_WEIGHTS = {
  profilePicture: 10,
  bio: 10,
  languages: 5,
  experience: 10,
  serviceTypes: 10,
  serviceArea: 10,
  rates: 10,
  coverage: 5,
  equipment: 5,
  address: 5,
  qualifications: 5,
  portfolio: 5,
  identityVerified: 10,
} as const;

export type CompletenessPart = keyof typeof COMPLETENESS_WEIGHTS;

export function completenessParts(f: CompletenessFacts): Record<CompletenessPart, boolean> {
  const p = f.profile;
  return {
    profilePicture: f.hasProfilePicture,
    bio: !!p.bio,
    languages: p.languages.length > 0,
    experience: p.experienceLevel !== null && p.experienceYears !== null,
    serviceTypes: p.serviceTypes.length > 0,
    serviceArea: p.primaryCityId !== null && p.serviceCities.length > 0,
    rates: p.paymentMode === 'hourly' ? p.serviceCities.length > 0 : hasValidFixedRate(p.fixedRates),
    coverage: p.coverageKm !== null,
    equipment: p.equipment.length > 0,
    address: !!(p.street && p.city && p.province && p.postalCode),
    qualifications: p.skills.length > 0 || p.certificates.length > 0 || !!p.education,
    portfolio: f.portfolioCount > 0,
    identityVerified: f.idApproved,
  };
}

/** Profile completeness in percent (spec: shown on the cleaner profile). */
export function completeness(f: CompletenessFacts): number {
  const parts = completenessParts(f);
  return (Object.keys(COMPLETENESS_WEIGHTS) as CompletenessPart[]).reduce((sum, k) => sum + (parts[k] ? COMPLETENESS_WEIGHTS[k] : 0), 0);
}
