import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/api/types';
import { punchProblemStands } from './punch-problems';

type Facts = Pick<Booking, 'checklist' | 'photos' | 'allowPhotos'>;
const task = (done: boolean) => ({ id: crypto.randomUUID(), category: 'general' as const, label: 'Laver les planchers', done, doneAt: null });
const photo = (kind: 'before' | 'after') => ({ id: crypto.randomUUID(), kind, url: '/x', createdAt: '2026-11-20T15:00:00.000Z' });
const facts = (over: Partial<Facts>): Facts => ({ checklist: [], photos: [], allowPhotos: true, ...over }) as Facts;

describe('punchProblemStands (issue #14: the photos error stayed after the upload)', () => {
  it('drops the photos error as soon as both a before and an after photo are there', () => {
    expect(punchProblemStands('booking.photos_missing', facts({}))).toBe(true);
    expect(punchProblemStands('booking.photos_missing', facts({ photos: [photo('before')] }))).toBe(true);
    expect(punchProblemStands('booking.photos_missing', facts({ photos: [photo('before'), photo('after')] }))).toBe(false);
    expect(punchProblemStands('booking.photos_missing', facts({ allowPhotos: false }))).toBe(false);
  });

  it('drops the checklist error once every task is ticked', () => {
    expect(punchProblemStands('booking.checklist_incomplete', facts({ checklist: [task(true), task(false)] }))).toBe(true);
    expect(punchProblemStands('booking.checklist_incomplete', facts({ checklist: [task(true), task(true)] }))).toBe(false);
  });

  it('keeps other refusals until the next try', () => {
    expect(punchProblemStands('booking.too_far', facts({ photos: [photo('before'), photo('after')] }))).toBe(true);
    expect(punchProblemStands(undefined, facts({}))).toBe(true);
  });
});
