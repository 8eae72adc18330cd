import { describe, expect, it } from 'vitest';
import { decideFeedback, decideReport, normaliseText, type Report } from './feedback.js';
import { DomainError } from '../../../src/shared/domain-error.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.code : undefined;
  }
  return undefined;
};

describe('decideFeedback', () => {
  it('turns like, dislike and not interested into an opinion (reason optional)', () => {
    expect(decideFeedback({ kind: 'like' })).toEqual({ type: 'opinion', kind: 'like', reason: null, comment: null });
    expect(decideFeedback({ kind: 'not_interested', reason: 'price', comment: ' trop cher ' })).toEqual({ type: 'opinion', kind: 'not_interested', reason: 'price', comment: 'trop cher' });
  });

  it('requires a reason for a report', () => {
    expect(codeOf(() => decideFeedback({ kind: 'report' }))).toBe('feedback.reason_required');
    expect(codeOf(() => decideFeedback({ kind: 'report', reason: null, comment: 'x' }))).toBe('feedback.reason_required');
    expect(decideFeedback({ kind: 'report', reason: 'communication', comment: '' })).toEqual({ type: 'report', reason: 'communication', comment: null });
  });
});

describe('normaliseText', () => {
  it('trims, turns empty into null and refuses more than the maximum', () => {
    expect(normaliseText('  bonjour  ', 10, 'f')).toBe('bonjour');
    expect(normaliseText('   ', 10, 'f')).toBeNull();
    expect(normaliseText(null, 10, 'f')).toBeNull();
    expect(normaliseText(` ${'a'.repeat(10)} `, 10, 'f')).toBe('a'.repeat(10));
    expect(codeOf(() => normaliseText('a'.repeat(11), 10, 'f'))).toBe('validation_failed');
  });
});

describe('decideReport', () => {
  const open: Report = { id: 'r', clientId: 'c', cleanerId: 'n', reason: 'other', comment: null, status: 'open', note: null, createdAt: new Date(0), decidedAt: null, decidedBy: null };
  const at = new Date('2026-11-22T12:00:00Z');

  it('dates and signs a closing decision, and clears it on reopening', () => {
    const resolved = decideReport(open, { status: 'resolved', note: ' Averti ' }, 'admin', at);
    expect(resolved).toMatchObject({ status: 'resolved', note: 'Averti', decidedAt: at, decidedBy: 'admin' });
    expect(decideReport(resolved, { status: 'open' }, 'admin', at)).toMatchObject({ status: 'open', note: null, decidedAt: null, decidedBy: null });
  });
});
