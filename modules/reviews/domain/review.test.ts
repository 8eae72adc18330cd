import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { checkRatings, directionFor, isVisible, normalizeComment, publicAuthorName, statusOf, windowEnd } from './review.js';

const all = { cleanliness: 5, quality: 4, reliability: 3, punctuality: 2, communication: 1, professionalism: 5, overall: 4 };

describe('checkRatings', () => {
  it('keeps the seven categories', () => {
    expect(checkRatings({ ...all })).toEqual(all);
  });
  it('asks to rate every category when one is missing or out of range', () => {
    for (const bad of [{ ...all, overall: undefined }, { ...all, quality: 0 }, { ...all, punctuality: 6 }, { ...all, reliability: 2.5 }, {}, null]) {
      try {
        checkRatings(bad as never);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(DomainError);
        expect((e as DomainError).code).toBe('reviews.rate_all_categories');
      }
    }
  });
  it('names the missing categories', () => {
    const { overall: _o, quality: _q, ...rest } = all;
    expect(() => checkRatings(rest)).toThrow(expect.objectContaining({ issues: [{ field: 'body.ratings.quality', code: 'fields.required' }, { field: 'body.ratings.overall', code: 'fields.required' }] }));
  });
});

describe('comments, parties, window, names', () => {
  it('trims comments; empty is none; too long is refused', () => {
    expect(normalizeComment('  Très bien  ')).toBe('Très bien');
    expect(normalizeComment('   ')).toBeNull();
    expect(normalizeComment(null)).toBeNull();
    expect(() => normalizeComment('x'.repeat(2001))).toThrow(DomainError);
  });
  it('gives the direction of each party, none to others', () => {
    const b = { clientId: 'c', cleanerId: 'n' };
    expect(directionFor('c', b)).toBe('client_to_cleaner');
    expect(directionFor('n', b)).toBe('cleaner_to_client');
    expect(directionFor('x', b)).toBeNull();
  });
  it('closes the window N days after completion', () => {
    expect(windowEnd(new Date('2026-01-01T15:00:00Z'), 14).toISOString()).toBe('2026-01-15T15:00:00.000Z');
  });
  it('shows a client as first name and initial', () => {
    expect(publicAuthorName('Camille Tremblay')).toBe('Camille T.');
    expect(publicAuthorName('Jean-Paul de la Rue')).toBe('Jean-Paul R.');
    expect(publicAuthorName('Madonna')).toBe('Madonna');
    expect(publicAuthorName('  ')).toBe('—');
  });
  it('hides a moderated review whatever its publication', () => {
    const moderation = { hidden: true, reason: 'insultes', adminId: 'a', at: new Date() };
    expect(statusOf({ status: 'published', moderation })).toBe('hidden');
    expect(isVisible({ status: 'published', moderation })).toBe(false);
    expect(isVisible({ status: 'published', moderation: { ...moderation, hidden: false } })).toBe(true);
    expect(isVisible({ status: 'pending', moderation: null })).toBe(false);
  });
});
