import { DomainError } from '../../../src/shared/domain-error.js';

/** Referral failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under referrals.*. */
export const referralErrors = {
  codeNotFound: () => new DomainError('referrals.code_not_found', 'not_found'),
  notFound: () => new DomainError('referrals.not_found', 'not_found'),
  tooManyCodes: (max: number) => new DomainError('referrals.too_many_codes', 'conflict', { max }),
  selfReferral: () => new DomainError('referrals.self_referral', 'conflict'),
  alreadyReferred: () => new DomainError('referrals.already_referred', 'conflict'),
  notNew: () => new DomainError('referrals.not_new', 'conflict'),
  samePerson: () => new DomainError('referrals.same_person', 'conflict'),
  noRole: () => new DomainError('referrals.no_role', 'forbidden'),
};
