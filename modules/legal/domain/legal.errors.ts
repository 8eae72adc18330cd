import { DomainError } from '../../../src/shared/domain-error.js';

/** Legal failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under legal.*. */
export const legalErrors = {
  /** The version the person read (and accepts) is no longer the one in force: they must read the new one. */
  termsVersionOutdated: (current: string, field = 'body.version') =>
    new DomainError('legal.terms_version_outdated', 'conflict', { version: current }, [{ field, code: 'legal.terms_version_outdated', params: { version: current } }]),
  versionNotFound: () => new DomainError('legal.version_not_found', 'not_found'),
};
