import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Stable codes of the identity module; each is a key of errors.json in both languages. */
export const IdentityErrors = {
  invalidCredentials: () => new DomainError('auth.invalid_credentials', 'unauthenticated'),
  unauthenticated: () => new DomainError('auth.unauthenticated', 'unauthenticated'),
  suspended: () => new DomainError('auth.account_suspended', 'forbidden'),
  forbidden: () => new DomainError('auth.forbidden', 'forbidden'),
  clientsOnly: () => new DomainError('onboarding.clients_only', 'forbidden'),
  emailTaken: () => new DomainError('auth.email_taken', 'conflict', {}, [{ field: 'body.email', code: 'auth.email_taken' }]),
  roleAlreadyChosen: () => new DomainError('auth.role_already_chosen', 'conflict'),
  invalidResetToken: () => new DomainError('auth.reset_token_invalid', 'invalid'),
  wrongCurrentPassword: () =>
    new DomainError('auth.wrong_current_password', 'invalid', {}, [
      { field: 'body.currentPassword', code: 'auth.wrong_current_password' },
    ]),
  deletionNotConfirmed: () =>
    new DomainError('account.deletion_not_confirmed', 'invalid', {}, [
      { field: 'body.confirmation', code: 'account.deletion_not_confirmed' },
    ]),
  /** Deletion waits for the person's open visits: each is listed (when, in the request's language) to cancel or finish first. */
  openVisits: (visits: { id: string; when: string }[]) =>
    new DomainError(
      'account.open_visits',
      'conflict',
      // One visit reads in the singular ("1 visite … Annulez-la"), not "visite(s) … Annulez-les".
      { count: visits.length, visits: visits.map((v) => v.when).join(' ; '), ...(visits.length === 1 ? { context: 'one' } : {}) },
      visits.map((v) => ({ field: `visits.${v.id}`, code: 'account.open_visit', params: { when: v.when } })),
    ),
  invalidFields: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  socialEmailMissing: () => new DomainError('auth.social_email_missing', 'invalid'),
  socialEmailUnverified: () => new DomainError('auth.social_email_unverified', 'invalid'),
  socialIdentityTaken: () => new DomainError('auth.social_identity_taken', 'conflict'),
  socialNotLinked: () => new DomainError('auth.social_not_linked', 'not_found'),
  socialFailed: () => new DomainError('auth.social_failed', 'invalid'),
  /** The provider's ID token did not verify (signature, issuer, audience, expiry or nonce). */
  socialTokenRefused: () => new DomainError('auth.social_token_refused', 'invalid'),
  socialProviderUnknown: () => new DomainError('auth.social_provider_unknown', 'not_found'),
  passkeyFailed: () => new DomainError('auth.passkey_failed', 'unauthenticated'),
  passkeyNotSetUp: () => new DomainError('auth.passkey_not_set_up', 'unauthenticated'),
  passkeyNotVerified: () => new DomainError('passkeys.verification_failed', 'invalid'),
  passkeyTaken: () => new DomainError('passkeys.already_registered', 'conflict'),
  passkeyNotFound: () => new DomainError('passkeys.not_found', 'not_found'),
  tooManyPasskeys: (max: number) => new DomainError('passkeys.too_many', 'conflict', { max }),
  passwordAlreadySet: () => new DomainError('auth.password_already_set', 'conflict'),
  recentSignInRequired: (minutes: number) => new DomainError('auth.recent_sign_in_required', 'forbidden', { minutes }),
  lastSignInMethod: () => new DomainError('auth.last_sign_in_method', 'conflict'),
  userNotFound: () => new DomainError('users.not_found', 'not_found'),
  cannotSuspendSelf: () => new DomainError('users.cannot_change_self', 'conflict'),
  suspensionReasonRequired: () => new DomainError('users.suspension_reason_required', 'invalid', {}, [{ field: 'body.reason', code: 'users.suspension_reason_required' }]),
  invalidImage: () =>
    new DomainError('uploads.invalid_image_type', 'invalid', { types: 'JPG, PNG, WebP' }, [
      { field: 'body.file', code: 'uploads.invalid_image_type', params: { types: 'JPG, PNG, WebP' } },
    ]),
  imageTooLarge: (maxMb: number) =>
    new DomainError('uploads.too_large', 'invalid', { maxMb }, [{ field: 'body.file', code: 'uploads.too_large', params: { maxMb } }]),
};
