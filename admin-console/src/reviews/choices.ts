import type { ReviewDirection, ReviewStatus } from './reviews-api';

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map(id => ({ id, name: `eclat.reviews.${group}.${id}` }));
}

export const reviewStatusChoices = choices<ReviewStatus>('status', ['pending', 'published', 'hidden']);

export const directionChoices = choices<ReviewDirection>('direction', [
  'client_to_cleaner',
  'cleaner_to_client',
]);
