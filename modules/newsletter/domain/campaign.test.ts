import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { BODY_MAX, SUBJECT_MAX, checkCampaignTexts, deliveryRetryDelayMs, editCampaign, newCampaign, startSending, textsIn } from './campaign.js';

const texts = { subjectFr: ' Nouvelles ', subjectEn: 'News', bodyFr: 'Bonjour', bodyEn: 'Hello' };
const t0 = new Date('2026-11-26T12:00:00Z');
const issuesOf = (work: () => unknown) => {
  try {
    work();
  } catch (e) {
    return (e as DomainError).issues.map((i) => `${i.field}:${i.code}`);
  }
  return [];
};

describe('newsletter campaigns (issue #16)', () => {
  it('needs a subject and a body in French and in English, bounded, subjects on one line', () => {
    expect(checkCampaignTexts(texts).subjectFr).toBe('Nouvelles');
    expect(issuesOf(() => checkCampaignTexts({ ...texts, subjectEn: ' ', bodyFr: '' }))).toEqual(['body.subjectEn:fields.required', 'body.bodyFr:fields.required']);
    expect(issuesOf(() => checkCampaignTexts({ ...texts, subjectFr: 'a\r\nBcc: x@y.z' }))).toEqual(['body.subjectFr:fields.invalid']);
    expect(issuesOf(() => checkCampaignTexts({ ...texts, subjectFr: 'a'.repeat(SUBJECT_MAX + 1), bodyEn: 'b'.repeat(BODY_MAX + 1) }))).toEqual(['body.subjectFr:fields.invalid', 'body.bodyEn:fields.invalid']);
  });

  it('is edited while a draft and sent once', () => {
    const draft = newCampaign({ id: 'c1', texts, by: 'admin-1', now: t0 });
    expect(draft).toMatchObject({ status: 'draft', sendRequestedAt: null });
    const edited = editCampaign(draft, { ...texts, bodyEn: 'Hi' }, 'admin-2', t0);
    expect(edited).toMatchObject({ bodyEn: 'Hi', updatedBy: 'admin-2', createdBy: 'admin-1' });
    const sending = startSending(edited, 'admin-2', t0);
    expect(sending).toMatchObject({ status: 'sending', sendRequestedBy: 'admin-2', sendRequestedAt: t0 });
    expect(() => startSending(sending, 'admin-1', t0)).toThrow('newsletter.campaign_not_draft');
    expect(() => editCampaign(sending, texts, 'admin-1', t0)).toThrow('newsletter.campaign_not_draft');
  });

  it('picks the subscriber language', () => {
    expect(textsIn(texts, 'en')).toEqual({ subject: 'News', body: 'Hello' });
    expect(textsIn(texts, 'fr')).toEqual({ subject: ' Nouvelles ', body: 'Bonjour' });
  });

  it('retries a failed send later and later', () => {
    expect([1, 2, 3, 4, 9].map(deliveryRetryDelayMs)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 7_200_000]);
  });
});
