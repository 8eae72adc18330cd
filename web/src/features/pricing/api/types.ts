import type { components } from '../../../api/schema';

export type PricingTerms = components['schemas']['PricingTerms'];
export type PricingEstimateRequest = components['schemas']['PricingEstimateRequest'];
export type PricingEstimate = components['schemas']['PricingEstimate'];
export type ServiceType = components['schemas']['CleanerServiceType'];
export type Frequency = components['schemas']['BookingFrequency'];
