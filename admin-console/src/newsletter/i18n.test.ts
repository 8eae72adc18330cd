import { describe, expect, it } from 'vitest';
import { campaignStatusChoices, localeChoices, progressOf, subscriberStatusChoices } from './choices';
import { newsletterEn, newsletterFr } from './i18n';
import { WRITABLE_FIELDS, toCampaignInput } from './newsletter-api';
import { keyPaths, lookup } from '../i18n/message-keys';

describe('the newsletter’s console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(newsletterEn).sort()).toEqual(keyPaths(newsletterFr).sort());
  });

  it('name every choice and every field of the form', () => {
    for (const messages of [newsletterFr, newsletterEn]) {
      for (const c of [...subscriberStatusChoices, ...campaignStatusChoices, ...localeChoices]) expect(lookup(messages, c.name), c.name).toEqual(expect.any(String));
      for (const field of WRITABLE_FIELDS) expect(lookup(messages, `resources.newsletter-campaigns.fields.${field}`), field).toEqual(expect.any(String));
    }
  });
});

describe('the newsletter form and progress', () => {
  it('sends only the texts the API accepts', () => {
    expect(toCampaignInput({ id: 'x', status: 'draft', progress: {}, subjectFr: 'a', subjectEn: 'b', bodyFr: 'c', bodyEn: 'd' })).toEqual({ subjectFr: 'a', subjectEn: 'b', bodyFr: 'c', bodyEn: 'd' });
  });

  it('counts what is no longer pending as done', () => {
    expect(progressOf({ total: 4, pending: 1, sent: 2, failed: 0, skipped: 1 })).toEqual({ done: 3, percent: 75 });
    expect(progressOf({ total: 0, pending: 0, sent: 0, failed: 0, skipped: 0 })).toEqual({ done: 0, percent: 100 });
  });
});
