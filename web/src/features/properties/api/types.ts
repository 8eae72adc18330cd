import type { components } from '../../../api/schema';

export type Property = components['schemas']['Property'];
export type PropertyInput = components['schemas']['PropertyInput'];
export type PropertyType = components['schemas']['PropertyType'];
export type AddressSuggestion = components['schemas']['AddressSuggestion'];
