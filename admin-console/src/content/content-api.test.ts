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
});
