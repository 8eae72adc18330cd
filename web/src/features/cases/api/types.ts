import type { components } from '../../../api/schema';

export type VisitCaseAnswer = components['schemas']['VisitCaseAnswer'];
export type VisitCase = components['schemas']['VisitCase'];
export type CaseCategory = VisitCase['category'];
export type CaseWish = NonNullable<VisitCase['wish']>;
export const CASE_CATEGORIES: readonly CaseCategory[] = ['quality', 'damage', 'missing_item', 'late', 'safety', 'other'];
/** The visit photos' limit of a case (the server counts again). */
export const MAX_CASE_PHOTOS = 5;
