/**
 * Bounds of the cleaner profile. Spec section 9 fixes the rates; the others are our choices
 * (docs/decisions.md, "Cleaner profiles"), each living only here.
 */
export const PROFILE_LIMITS = {
  /** Spec: hourly rate 17 $ to 199 $ (in cents). */
  hourlyRateCents: { min: 17_00, max: 199_00 },
  /** Spec: fixed rate per property type 15 $ to 199 $ (in cents). */
  fixedRateCents: { min: 15_00, max: 199_00 },
  bio: { min: 30, max: 2000 },
  experienceYears: { min: 0, max: 60 },
  coverageKm: { min: 1, max: 200 },
  serviceCities: { max: 30 },
  skills: { max: 20, itemMax: 60 },
  certificates: { max: 20, itemMax: 120 },
  education: { max: 500 },
  street: { max: 200 },
  city: { max: 100 },
  minimumAge: 18,
  portfolioPhotos: { max: 24 },
  /** Spec: upload maximum 10 MB. */
  uploadMaxMb: 10,
  /** Spec: background check under 3 months old. */
  backgroundCheckMaxMonths: 3,
  rejectionReason: { min: 3, max: 500 },
} as const;
