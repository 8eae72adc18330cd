import type { components, operations } from '../../../api/schema';

type S = components['schemas'];

export type Place = S['Place'];
export type RegionWithPlaces = S['RegionWithPlaces'];
export type PublicAvailability = S['PublicAvailability'];
export type AvailabilitySlot = S['AvailabilitySlot'];
export type CleanerCard = S['CleanerCard'];
export type CleanerSearchResult = S['CleanerSearchResult'];
/** The search's `sort` query parameter (the contract declares it inline: query schemas cannot use $ref). */
export type CleanerSearchSort = NonNullable<NonNullable<operations['searchCleaners']['parameters']['query']>['sort']>;
export type CleanerRecommendations = S['CleanerRecommendations'];
export type RecommendationScores = S['RecommendationScores'];
export type PublicCleanerProfile = S['PublicCleanerProfile'];
export type CleanerServiceType = S['CleanerServiceType'];
export type CleanerLanguage = S['CleanerLanguage'];
export type CleanerPet = S['CleanerPet'];
export type CleanerBadge = CleanerCard['badges'][number];
export type SearchCleanersQuery = NonNullable<operations['searchCleaners']['parameters']['query']>;
export type RecommendedCleanersQuery = NonNullable<operations['recommendedCleaners']['parameters']['query']>;
