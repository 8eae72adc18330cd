import { describe, expect, it } from 'vitest';
import type { CleanerFeedback } from './api/types';
import { COMMENT_MAX_LENGTH, FEEDBACK_REASONS, isFeedbackReason, normalizeComment, opinionOf, reportProblems, toggleAction, withOpinion, withoutOpinion } from './opinions';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const entry = (cleanerId: string, kind: CleanerFeedback['kind'], id = `${cleanerId}-${kind}`): CleanerFeedback => ({
  id,
  cleanerId,
  kind,
  reason: null,
  comment: null,
  createdAt: '2026-11-22T12:00:00.000Z',
});

describe('opinionOf', () => {
  it('finds the opinion of the given cleaner only', () => {
    const list = [entry(A, 'like'), entry(B, 'not_interested')];
    expect(opinionOf(list, A)).toBe('like');
    expect(opinionOf(list, B)).toBe('not_interested');
  });
  it('is null with no data, no opinion, or only a report', () => {
    expect(opinionOf(undefined, A)).toBeNull();
    expect(opinionOf([], A)).toBeNull();
    expect(opinionOf([entry(A, 'report')], A)).toBeNull();
  });
});

describe('withOpinion / withoutOpinion', () => {
  it('keeps one opinion per cleaner, replacing the previous one', () => {
    const list = withOpinion([entry(A, 'like'), entry(B, 'dislike')], entry(A, 'dislike', 'new'));
    expect(list.filter((o) => o.cleanerId === A)).toEqual([entry(A, 'dislike', 'new')]);
    expect(opinionOf(list, B)).toBe('dislike');
  });
  it('removes only that cleaner and leaves the input untouched', () => {
    const input = [entry(A, 'like'), entry(B, 'dislike')];
    expect(withoutOpinion(input, A)).toEqual([entry(B, 'dislike')]);
    expect(input).toHaveLength(2);
  });
});

describe('toggleAction', () => {
  it('withdraws when the pressed button is clicked again', () => {
    expect(toggleAction('like', 'like')).toEqual({ type: 'withdraw' });
  });
  it('gives the clicked opinion otherwise', () => {
    expect(toggleAction(null, 'dislike')).toEqual({ type: 'give', kind: 'dislike' });
    expect(toggleAction('like', 'not_interested')).toEqual({ type: 'give', kind: 'not_interested' });
  });
});

describe('report input', () => {
  it('trims the comment and sends null when empty', () => {
    expect(normalizeComment('  too expensive  ')).toBe('too expensive');
    expect(normalizeComment('   ')).toBeNull();
  });
  it('knows the contract reasons', () => {
    expect(FEEDBACK_REASONS).toEqual(['price', 'availability', 'location', 'communication', 'experience', 'services', 'other']);
    expect(isFeedbackReason('price')).toBe(true);
    expect(isFeedbackReason('')).toBe(false);
    expect(isFeedbackReason('rude')).toBe(false);
  });
  it('requires a reason and limits the comment', () => {
    expect(reportProblems('', '')).toEqual({ reason: 'reasonRequired' });
    expect(reportProblems('other', 'x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ comment: 'commentTooLong' });
    expect(reportProblems('other', ` ${'x'.repeat(COMMENT_MAX_LENGTH)} `)).toEqual({});
  });
});
