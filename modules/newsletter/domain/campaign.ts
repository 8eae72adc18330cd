import type { Locale } from '../../../src/shared/locale.js';
import { newsletterErrors } from './newsletter.errors.js';

/** Bounds of a newsletter's texts (also in openapi.yaml and the table's checks). */
export const SUBJECT_MAX = 150;
export const BODY_MAX = 20_000;

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface CampaignTexts {
  subjectFr: string;
  subjectEn: string;
  /** Markdown (src/shared/markdown.ts, the subset of the blog), rendered safely in the email. */
  bodyFr: string;
  bodyEn: string;
}

/**
 * A newsletter written in the console, in French and in English: a draft until an admin sends it,
 * then `sending` while its deliveries go out, `sent` once none is left to try.
 */
export interface Campaign extends CampaignTexts {
  id: string;
  status: CampaignStatus;
  createdBy: string;
  updatedBy: string;
  sendRequestedBy: string | null;
  sendRequestedAt: Date | null;
  finishedAt: Date | null;
  lastTestAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Both languages are required: each confirmed subscriber gets the newsletter in theirs. */
export function checkCampaignTexts(input: CampaignTexts): CampaignTexts {
  const issues = [];
  const texts = { subjectFr: input.subjectFr.trim(), subjectEn: input.subjectEn.trim(), bodyFr: input.bodyFr.trim(), bodyEn: input.bodyEn.trim() };
  for (const field of ['subjectFr', 'subjectEn'] as const) {
    if (!texts[field]) issues.push({ field: `body.${field}`, code: 'fields.required' });
    // A line break in a subject would become a header injection in the email.
    else if (/[\r\n]/.test(texts[field]) || texts[field].length > SUBJECT_MAX) issues.push({ field: `body.${field}`, code: 'fields.invalid' });
  }
  for (const field of ['bodyFr', 'bodyEn'] as const) {
    if (!texts[field]) issues.push({ field: `body.${field}`, code: 'fields.required' });
    else if (texts[field].length > BODY_MAX || texts[field].includes('\u0000')) issues.push({ field: `body.${field}`, code: 'fields.invalid' });
  }
  if (issues.length) throw newsletterErrors.invalid(issues);
  return texts;
}

export function newCampaign(input: { id: string; texts: CampaignTexts; by: string; now: Date }): Campaign {
  return {
    id: input.id,
    ...checkCampaignTexts(input.texts),
    status: 'draft',
    createdBy: input.by,
    updatedBy: input.by,
    sendRequestedBy: null,
    sendRequestedAt: null,
    finishedAt: null,
    lastTestAt: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/** Only a draft changes: what went out to subscribers stays as it was sent. */
export function editCampaign(campaign: Campaign, texts: CampaignTexts, by: string, now: Date): Campaign {
  if (campaign.status !== 'draft') throw newsletterErrors.campaignNotDraft();
  return { ...campaign, ...checkCampaignTexts(texts), updatedBy: by, updatedAt: now };
}

/** Sending starts once: a second request (double click, two admins) is refused, never a second send. */
export function startSending(campaign: Campaign, by: string, now: Date): Campaign {
  if (campaign.status !== 'draft') throw newsletterErrors.campaignNotDraft();
  return { ...campaign, status: 'sending', sendRequestedBy: by, sendRequestedAt: now, updatedAt: now };
}

export function textsIn(campaign: CampaignTexts, locale: Locale): { subject: string; body: string } {
  return locale === 'en' ? { subject: campaign.subjectEn, body: campaign.bodyEn } : { subject: campaign.subjectFr, body: campaign.bodyFr };
}

export interface DeliveryProgress {
  total: number;
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** Delay before the n-th retry of a delivery whose send failed (n >= 1): 1 min, 5 min, 30 min, then 2 h. */
export function deliveryRetryDelayMs(attempts: number): number {
  return [60_000, 300_000, 1_800_000][attempts - 1] ?? 7_200_000;
}
