import { DomainError } from '../../../src/shared/domain-error.js';

/** Codes are keys of `messaging.*` in web/public/locales/{fr,en}/errors.json. */
export const messagingErrors = {
  bookingNotFound: () => new DomainError('messaging.booking_not_found', 'not_found'),
  /** Not one of the booking's two parties (admins included: they never read conversations). */
  forbidden: () => new DomainError('messaging.forbidden', 'forbidden'),
  conversationClosed: () => new DomainError('messaging.conversation_closed', 'conflict'),
  phoneNotAllowed: () => new DomainError('messaging.phone_not_allowed', 'invalid', {}, [{ field: 'body.text', code: 'messaging.phone_not_allowed' }]),
  emailNotAllowed: () => new DomainError('messaging.email_not_allowed', 'invalid', {}, [{ field: 'body.text', code: 'messaging.email_not_allowed' }]),
  emptyText: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.text', code: 'fields.required' }]),
  tooLong: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.text', code: 'fields.too_long', params: { max: 2000 } }]),
  unknownBefore: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.before', code: 'fields.invalid_id' }]),
};
