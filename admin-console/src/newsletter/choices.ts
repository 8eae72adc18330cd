import type { CampaignStatus, NewsletterCampaign, SubscriberStatus } from './newsletter-api';

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map((id) => ({ id, name: `eclat.newsletter.${group}.${id}` }));
}

export const subscriberStatusChoices = choices<SubscriberStatus>('subscriber_status', ['confirmed', 'pending', 'unsubscribed']);
export const campaignStatusChoices = choices<CampaignStatus>('campaign_status', ['draft', 'sending', 'sent']);
export const localeChoices = choices<'fr' | 'en'>('locale', ['fr', 'en']);

/** Bounds of the contract (NewsletterCampaignInput). */
export const SUBJECT_MAX = 150;
export const BODY_MAX = 20_000;

/** "12 / 40" and the share done, for the progress bar: what is no longer pending counts as done. */
export function progressOf(p: NewsletterCampaign['progress']): { done: number; percent: number } {
  const done = p.sent + p.failed + p.skipped;
  return { done, percent: p.total === 0 ? 100 : Math.round((done / p.total) * 100) };
}
