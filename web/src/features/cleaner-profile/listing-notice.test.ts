import { describe, expect, it } from 'vitest';
import { listingGaps } from './listing-notice';

const at = '2026-12-01T10:00:00Z';
const doc = (status: 'pending' | 'approved' | 'rejected', type: 'id' | 'insurance' = 'id') => ({ type, status }) as never;
const profile = (over: { quick?: boolean; ready?: boolean; docs?: never[]; listed?: boolean }) => ({
  isListed: over.listed ?? false,
  onboarding: { quickStartCompletedAt: over.quick ? at : null, readyToWorkCompletedAt: over.ready ? at : null, fullVerificationCompletedAt: null, currentStep: null },
  documents: over.docs ?? [],
});

describe('listingGaps', () => {
  it('names only what is not done', () => {
    expect(listingGaps(profile({}))).toEqual(['quickStart', 'readyToWork', 'idMissing']);
    // Both first steps done, the ID under review: the notice no longer asks for the steps.
    expect(listingGaps(profile({ quick: true, ready: true, docs: [doc('pending')] }))).toEqual(['idPending']);
    expect(listingGaps(profile({ quick: true, ready: true, docs: [doc('rejected'), doc('approved', 'insurance')] }))).toEqual(['idRejected']);
    expect(listingGaps(profile({ quick: true, docs: [doc('approved')] }))).toEqual(['readyToWork']);
    expect(listingGaps(profile({ quick: true, ready: true, docs: [doc('approved')], listed: true }))).toEqual([]);
  });
});
