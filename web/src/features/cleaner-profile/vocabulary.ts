import type { components } from '../../api/schema';

type S = components['schemas'];

/** The contract's closed lists, in display order. */
export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export const LANGUAGES: readonly S['CleanerLanguage'][] = ['french', 'english'];
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const SERVICE_TYPES: readonly S['CleanerServiceType'][] = ['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'];
export const PETS: readonly S['CleanerPet'][] = ['cats', 'dogs', 'birds', 'other'];
export const EQUIPMENT: readonly S['CleanerEquipment'][] = ['vacuum', 'mop', 'broom', 'dustpan', 'cloths', 'gloves', 'cleaning_products'];
export const PROPERTY_TYPES: readonly S['CleanerPropertyType'][] = ['house', 'bungalow', 'apartment', 'condo', 'office', 'airbnb', 'commercial'];
/** Spec section 9 (the contract's CleanerTrainingModule): three in onboarding, four offered afterwards on the profile. */
export const ONBOARDING_TRAINING_MODULES: readonly S['CleanerTrainingModule'][] = ['cleaning_standards', 'safety_protocols', 'customer_service'];
export const FURTHER_TRAINING_MODULES: readonly S['CleanerTrainingModule'][] = ['cleaning_procedures', 'time_management', 'eco_friendly', 'payment_processing'];
export const TRAINING_MODULES: readonly S['CleanerTrainingModule'][] = [...ONBOARDING_TRAINING_MODULES, ...FURTHER_TRAINING_MODULES];
export const PROVINCES = ['QC', 'ON', 'NB', 'NS', 'PE', 'NL', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'] as const;
export const DOCUMENT_TYPES: readonly S['CleanerDocumentType'][] = ['id', 'background_check', 'insurance', 'certification'];
/** Spec section 9: hourly 17 $ to 199 $, fixed 15 $ to 199 $ (shown as hints; the server decides). */
export const RATE_BOUNDS = { hourly: { min: 17, max: 199 }, fixed: { min: 15, max: 199 } } as const;
/** The coverage distance the server accepts (docs/decisions.md, "Bounds we chose"). */
export const PROFILE_COVERAGE_KM = { min: 1, max: 200 } as const;
