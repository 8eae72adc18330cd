import { badgesOf, type Badge } from '../domain/badges.js';
import type { CleanerProfile, OnboardingStep } from '../domain/cleaner-profile.js';
import { verificationState, type CleanerDocument, type VerificationState } from '../domain/cleaner-document.js';
import { completeness } from '../domain/completeness.js';
import { isListed } from '../domain/listing.js';
import { currentStep } from '../domain/onboarding.js';
import type { PortfolioPhoto } from '../domain/portfolio-photo.js';
import { verificationFacts, type VerificationRecord } from '../domain/verification-record.js';
import type { CleanerAccount, CleanersDeps } from './ports.js';

/** A profile with everything derived from it: what the presenters show and what search reads. */
export interface ProfileView {
  profile: CleanerProfile;
  account: CleanerAccount | null;
  documents: CleanerDocument[];
  /** Decisions on documents already destroyed (retention): they count for verification and badges. */
  records: VerificationRecord[];
  photos: PortfolioPhoto[];
  verification: VerificationState;
  isListed: boolean;
  completeness: number;
  badges: Badge[];
  currentStep: OnboardingStep | null;
}

export function deriveView(profile: CleanerProfile, account: CleanerAccount | null, documents: CleanerDocument[], records: VerificationRecord[], photos: PortfolioPhoto[], today: Date): ProfileView {
  const facts = verificationFacts(documents, records);
  const verification = verificationState(facts);
  return {
    profile,
    account,
    documents,
    records,
    photos,
    verification,
    isListed: isListed(profile, facts),
    completeness: completeness({ profile, hasProfilePicture: !!account?.profilePic, portfolioCount: photos.length, idApproved: verification === 'verified' }),
    badges: badgesOf(profile, facts, today),
    currentStep: currentStep(profile),
  };
}

export const loadView =
  (deps: CleanersDeps) =>
  async (profile: CleanerProfile, account?: CleanerAccount | null): Promise<ProfileView> => {
    const [documents, records, photos, acc] = await Promise.all([
      deps.documents.listOf(profile.userId),
      deps.documents.recordsOf([profile.userId]),
      deps.photos.listOf(profile.userId),
      account === undefined ? deps.accounts.find(profile.userId) : Promise.resolve(account),
    ]);
    return deriveView(profile, acc, documents, records, photos, deps.clock.now());
  };
