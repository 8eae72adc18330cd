import type { components } from '../../../api/schema';

export type ReferralOverview = components['schemas']['ReferralOverview'];
export type ReferralCode = components['schemas']['ReferralCode'];
export type ReferralReward = components['schemas']['ReferralReward'];
export type ReferredUser = components['schemas']['ReferredUser'];
export type ReferralOffer = components['schemas']['ReferralOffer'];
export type ReferralCodeLookup = components['schemas']['ReferralCodeLookup'];
