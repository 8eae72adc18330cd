import { DomainError } from '../../../src/shared/domain-error.js';

/** Codes are keys of `push.*` in web/public/locales/{fr,en}/errors.json. */
export const pushErrors = {
  /** Not https (or plain http to this machine without PUSH_ALLOW_LOCAL_ENDPOINTS). */
  httpsRequired: () => new DomainError('push.https_required', 'invalid', {}, [{ field: 'body.endpoint', code: 'push.https_required' }]),
  invalidEndpoint: () => new DomainError('push.invalid_endpoint', 'invalid', {}, [{ field: 'body.endpoint', code: 'push.invalid_endpoint' }]),
  invalidKeys: (key: 'p256dh' | 'auth') => new DomainError('push.invalid_keys', 'invalid', {}, [{ field: `body.keys.${key}`, code: 'push.invalid_keys' }]),
  /** No subscription of this person has that endpoint (someone else's is the same answer: nothing leaks). */
  subscriptionNotFound: () => new DomainError('push.subscription_not_found', 'not_found'),
};
