import type { components } from '../../../api/schema';

export type CleanerProfile = components['schemas']['CleanerProfile'];
export type CleanerProfilePatch = components['schemas']['CleanerProfilePatch'];
export type CleanerDocument = components['schemas']['CleanerDocument'];
export type CleanerDocumentType = components['schemas']['CleanerDocumentType'];
export type PortfolioPhoto = components['schemas']['PortfolioPhoto'];
export type OnboardingStep = components['schemas']['CleanerOnboardingStep'];
export type Place = components['schemas']['Place'];
export type NearbyPlace = components['schemas']['NearbyPlace'];
