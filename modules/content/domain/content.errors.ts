import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Content failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under content.*. */
export const contentErrors = {
  notFound: () => new DomainError('content.not_found', 'not_found'),
  serviceNotFound: () => new DomainError('content.service_not_found', 'not_found'),
  postNotFound: () => new DomainError('content.post_not_found', 'not_found'),
  slugTaken: () => new DomainError('content.slug_taken', 'conflict', {}, [{ field: 'body.slug', code: 'content.slug_taken' }]),
  metricTaken: () => new DomainError('content.metric_taken', 'conflict', {}, [{ field: 'body.metric', code: 'content.metric_taken' }]),
  reviewTaken: () => new DomainError('content.review_taken', 'conflict', {}, [{ field: 'body.reviewId', code: 'content.review_taken' }]),
  reviewNotPublic: () => new DomainError('content.review_not_public', 'invalid', {}, [{ field: 'body.reviewId', code: 'content.review_not_public' }]),
  imageRequired: () => new DomainError('uploads.file_required', 'invalid', {}, [{ field: 'body.file', code: 'uploads.file_required' }]),
  imageTooLarge: (maxMb: number) => new DomainError('uploads.too_large', 'invalid', { maxMb }, [{ field: 'body.file', code: 'uploads.too_large', params: { maxMb } }]),
  invalidImage: () => new DomainError('uploads.invalid_image_type', 'invalid', { types: 'JPG, PNG, WebP' }, [{ field: 'body.file', code: 'uploads.invalid_image_type', params: { types: 'JPG, PNG, WebP' } }]),
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  bookingNotFound: () => new DomainError('content.booking_not_found', 'not_found', {}, [{ field: 'body.bookingId', code: 'content.booking_not_found' }]),
  visitNotCompleted: () => new DomainError('content.visit_not_completed', 'conflict', {}, [{ field: 'body.bookingId', code: 'content.visit_not_completed' }]),
  /** The client has not agreed (or no longer agrees) to this visit's photos appearing in the gallery. */
  galleryConsentMissing: () => new DomainError('content.gallery_consent_missing', 'conflict', {}, [{ field: 'body.bookingId', code: 'content.gallery_consent_missing' }]),
  photoNotFound: () => new DomainError('content.photo_not_found', 'not_found'),
};
