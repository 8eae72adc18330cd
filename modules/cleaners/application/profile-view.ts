import { badgesOf, type Badge } from '../domain/badges.js';
import type { CleanerProfile, OnboardingStep } from '../domain/cleaner-profile.js';
import { verificationState, type CleanerDocument, type VerificationState } from '../domain/cleaner-document.js';
import { completeness } from '../domain/completeness.js';
import { isListed } from '../domain/listing.js';
import { currentStep } from '../domain/onboarding.js';
import type { PortfolioPhoto } from '../domain/portfolio-photo.js';
import type { CleanerAccount, CleanersDeps } from './ports.js';

/** A profile with everything derived from it: what the presenters show and what search reads. */
export interface ProfileView {
  profile: CleanerProfile;
  account: CleanerAccount | null;
  documents: CleanerDocument[];
  photos: PortfolioPhoto[];
  verification: VerificationState;
  isListed: boolean;
  completeness: number;
  badges: Badge[];
  currentStep: OnboardingStep | null;
}

export function deriveView(profile: CleanerProfile, account: CleanerAccount | null, documents: CleanerDocument[], photos: PortfolioPhoto[], today: Date): ProfileView {
  const verification = verificationState(documents);
  return {
    profile,
    account,
    documents,
    photos,
    verification,
    isListed: isListed(profile, documents),
    completeness: completeness({ profile, hasProfilePicture: !!account?.profilePic, portfolioCount: photos.length, idApproved: verification === 'verified' }),
    badges: badgesOf(profile, documents, today),
    currentStep: currentStep(profile),
  };
}

export const loadView =
  (deps: CleanersDeps) =>
  async (profile: CleanerProfile, account?: CleanerAccount | null): Promise<ProfileView> => {
    const [documents, photos, acc] = await Promise.all([
      deps.documents.listOf(profile.userId),
      deps.photos.listOf(profile.userId),
      account === undefined ? deps.accounts.find(profile.userId) : Promise.resolve(account),
    ]);
    return deriveView(profile, acc, documents, photos, deps.clock.now());
  };
