import { DomainError } from '../../../src/shared/domain-error.js';

/** Codes are keys of web/public/locales/{fr,en}/errors.json ("cases"). */
export const caseErrors = {
  notFound: () => new DomainError('cases.not_found', 'not_found'),
  visitNotFound: () => new DomainError('cases.visit_not_found', 'not_found'),
  notYourVisit: () => new DomainError('cases.not_your_visit', 'forbidden'),
  clientOnly: () => new DomainError('cases.client_only', 'forbidden'),
  cleanerOnly: () => new DomainError('cases.cleaner_only', 'forbidden'),
  visitNotFinished: () => new DomainError('cases.visit_not_finished', 'conflict'),
  windowPassed: (hours: number) => new DomainError('cases.window_passed', 'conflict', { hours }),
  alreadyOpen: () => new DomainError('cases.already_open', 'conflict'),
  alreadyAnswered: () => new DomainError('cases.already_answered', 'conflict'),
  notOpen: () => new DomainError('cases.not_open', 'conflict'),
  tooManyPhotos: (max: number) => new DomainError('cases.too_many_photos', 'conflict', { max }),
  refundTooLarge: (maxCents: number) => new DomainError('cases.refund_too_large', 'conflict', { max: (maxCents / 100).toFixed(2) }),
  nothingToRefund: () => new DomainError('cases.nothing_to_refund', 'conflict'),
  disputeReleaseOnly: () => new DomainError('cases.dispute_release_only', 'conflict'),
  notADispute: () => new DomainError('cases.not_a_dispute', 'conflict'),
  disputeClosed: () => new DomainError('cases.dispute_closed', 'conflict'),
  evidenceAlreadySubmitted: () => new DomainError('cases.evidence_already_submitted', 'conflict'),
  evidenceDeadlinePassed: (dueBy: string) => new DomainError('cases.evidence_deadline_passed', 'conflict', { dueBy }),
  photoNotFound: () => new DomainError('cases.photo_not_found', 'not_found'),
};
