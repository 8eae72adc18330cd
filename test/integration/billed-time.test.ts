import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { BILLED_TIME_FAQ } from '../../modules/content/adapters/persistence/migrations/2026121000-content-faq-billed-time.js';

/**
 * Issue #42 (docs/decisions.md "Billed time"): an hourly visit bills the booked hours, and the client
 * reads it before booking: the public pricing terms state it (the booking form, its recap and /pricing
 * read them), and the FAQ answers it.
 */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ env: { LOG_LEVEL: 'error', MINIMUM_ON_SITE_PERCENT: '60' } });
});
afterAll(async () => {
  await t?.close();
});

describe('billed time', () => {
  it('the pricing terms say the booked hours are billed and from which share of them the punch-out opens (configuration)', async () => {
    const res = await t.api('GET', '/api/pricing');
    expect(res.status).toBe(200);
    expect(res.body.billedTime).toEqual({ billed: 'booked', minimumOnSitePercent: 60 });
  });

  it('the FAQ answers what a visit shorter than booked costs, in both languages', async () => {
    const fr = await t.api('GET', '/api/content/faq');
    const entry = fr.body.items.find((e: { question: string }) => e.question === BILLED_TIME_FAQ.questionFr);
    expect(entry.category).toBe('payment');
    expect(entry.answerHtml).toContain('<strong>durée réservée</strong>');
    const en = await t.api('GET', '/api/content/faq?lang=en');
    expect(en.body.items.map((e: { question: string }) => e.question)).toContain('If the visit ends early, do I pay less?');
  });
});
