/** The closed lists of spec section 3 (cleaner profile) and section 9 (training, equipment). */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const LANGUAGES = ['english', 'french'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const EQUIPMENT = ['vacuum', 'mop', 'broom', 'dustpan', 'cloths', 'gloves', 'cleaning_products'] as const;
export const PAYMENT_MODES = ['hourly', 'fixed'] as const;
export const PROPERTY_TYPES = ['house', 'bungalow', 'apartment', 'condo', 'office', 'airbnb', 'commercial'] as const;
export const PETS = ['cats', 'dogs', 'birds', 'other'] as const;
/** What a cleaner may offer. Commercial cleaning exists as a service but is referred to a partner company. */
export const SERVICE_TYPES = ['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'] as const;
export const REFERRED_SERVICE_TYPES = ['commercial'] as const;
/** Spec section 9: three training modules belong to onboarding (full verification requires them)... */
export const ONBOARDING_TRAINING_MODULES = ['cleaning_standards', 'safety_protocols', 'customer_service'] as const;
/** ...and four more are offered afterwards, on the profile. */
export const FURTHER_TRAINING_MODULES = ['cleaning_procedures', 'time_management', 'eco_friendly', 'payment_processing'] as const;
export const TRAINING_MODULES = [...ONBOARDING_TRAINING_MODULES, ...FURTHER_TRAINING_MODULES] as const;
export const ECO_CERTIFICATION_STATES = ['pending', 'verified', 'rejected', 'certified'] as const;
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

export type Gender = (typeof GENDERS)[number];
export type Language = (typeof LANGUAGES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Pet = (typeof PETS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type TrainingModule = (typeof TRAINING_MODULES)[number];
export type EcoCertification = (typeof ECO_CERTIFICATION_STATES)[number];
export type Province = (typeof PROVINCES)[number];
