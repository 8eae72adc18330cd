import type { CleanerProfile } from './cleaner-profile.js';
import type { CleanerDocument } from './cleaner-document.js';
import { TRAINING_MODULES } from './cleaner-vocabulary.js';

export const BADGES = ['identity_verified', 'background_checked', 'insured', 'eco_certified', 'experienced', 'bilingual', 'trained'] as const;
export type Badge = (typeof BADGES)[number];

/** Years from which a cleaner earns the "experienced" badge. */
export const EXPERIENCED_BADGE_YEARS = 5;

/**
 * Badges are never granted by hand: each follows from facts (docs/decisions.md).
 * identity_verified: an approved ID; background_checked: an approved background check;
 * insured: an approved insurance document and an insurance expiry today or later;
 * eco_certified: eco certification verified or certified; experienced: 5 years or more;
 * bilingual: French and English; trained: all seven training modules acknowledged (onboarding's
 * three and the four offered afterwards on the profile: the badge shows the training is complete).
 */
export function badgesOf(profile: CleanerProfile, documents: Pick<CleanerDocument, 'type' | 'status'>[], today: Date): Badge[] {
  const approved = (type: CleanerDocument['type']) => documents.some((d) => d.type === type && d.status === 'approved');
  const todayIso = today.toISOString().slice(0, 10);
  const earned: Record<Badge, boolean> = {
    identity_verified: approved('id'),
    background_checked: approved('background_check'),
    insured: approved('insurance') && profile.insuranceExpiresOn !== null && profile.insuranceExpiresOn >= todayIso,
    eco_certified: profile.ecoCertification === 'verified' || profile.ecoCertification === 'certified',
    experienced: (profile.experienceYears ?? 0) >= EXPERIENCED_BADGE_YEARS,
    bilingual: profile.languages.includes('french') && profile.languages.includes('english'),
    trained: TRAINING_MODULES.every((m) => profile.trainingAcknowledged.includes(m)),
  };
  return BADGES.filter((b) => earned[b]);
}
