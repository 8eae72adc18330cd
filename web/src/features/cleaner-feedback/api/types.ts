import type { components } from '../../../api/schema';

export type CleanerFeedback = components['schemas']['CleanerFeedback'];
export type CleanerFeedbackInput = components['schemas']['CleanerFeedbackInput'];
export type CleanerFeedbackKind = components['schemas']['CleanerFeedbackKind'];
export type CleanerFeedbackReason = components['schemas']['CleanerFeedbackReason'];
/** The kinds a client holds one of per cleaner (a report is its own entry, never an opinion). */
export type OpinionKind = Exclude<CleanerFeedbackKind, 'report'>;
