import type { ReportReason, ReportStatus } from './feedback-reports-api';

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map(id => ({ id, name: `eclat.feedback_reports.${group}.${id}` }));
}

export const reportStatusChoices = choices<ReportStatus>('status', ['open', 'resolved', 'dismissed']);

export const reportReasonChoices = choices<ReportReason>('reason', [
  'price',
  'availability',
  'location',
  'communication',
  'experience',
  'services',
  'other',
]);
