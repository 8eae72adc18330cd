import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { isContentResource, toWritable } from './content-api';

describe('content resources in the console', () => {
  it('knows its six resources only', () => {
    expect(isContentResource('faq-entries')).toBe(true);
    expect(isContentResource('gallery-items')).toBe(true);
    expect(isContentResource('users')).toBe(false);
    expect(isContentResource('toString')).toBe(false);
  });

  it('sends only the writable fields, an emptied optional field as null', () => {
    const record = { id: 'x', createdAt: '2026-01-01', updatedAt: '2026-01-02', category: 'booking', service: '', questionFr: 'Q ?', questionEn: 'Q?', answerFr: 'R', answerEn: 'A', position: 0, published: true };
    expect(toWritable('faq-entries', record)).toEqual({ category: 'booking', service: null, questionFr: 'Q ?', questionEn: 'Q?', answerFr: 'R', answerEn: 'A', position: 0, published: true });
    const post = { id: 'y', status: 'draft', readingMinutesFr: 3, slug: 'a-b', publishedAt: null, titleFr: '  ' };
    // A required text left blank is not sent: the server names the missing field.
    expect(toWritable('blog-posts', post)).toEqual({ slug: 'a-b', publishedAt: null });
    expect(toWritable('testimonials', { reviewId: 'r', review: { comment: 'c' }, consentNote: '', published: false })).toEqual({ reviewId: 'r', consentNote: null, published: false });
  });

  it('sends a publication date and a consent date as instants the contract accepts (issue #41: a blog post with a date answered 400)', () => {
    const ajv = new Ajv();
    addFormats(ajv);
    const instant = ajv.compile({ type: 'string', format: 'date-time' });
    // What react-admin's DateTimeInput holds: the browser's local time, without an offset.
    const post = toWritable('blog-posts', { slug: 'a-b', publishedAt: '2026-12-01T10:00' });
    expect(instant(post.publishedAt)).toBe(true);
    expect(post.publishedAt).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(instant(toWritable('testimonials', { consentAt: '2026-11-30T09:15' }).consentAt)).toBe(true);
    // An instant read from the API goes back unchanged.
    expect(toWritable('blog-posts', { publishedAt: '2026-12-01T15:00:00.000Z' }).publishedAt).toBe('2026-12-01T15:00:00.000Z');
  });
});
