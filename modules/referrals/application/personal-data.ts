import type { PersonalDataSection, PersonalDataSubject } from '../../../src/shared/personal-data.js';
import { referralOverview } from './overview.js';
import type { ReferralsDeps } from './ports.js';

/**
 * A person's referrals for their data export, exactly as their referral page shows them: their codes,
 * the people they referred (first name only), their rewards and who referred them (first name only).
 */
export const referralsPersonalData =
  (deps: ReferralsDeps) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const { canClaim: _canClaim, offer: _offer, ...overview } = await referralOverview(deps)(subject.userId);
    return { data: overview as unknown as Record<string, unknown>, files: [] };
  };
