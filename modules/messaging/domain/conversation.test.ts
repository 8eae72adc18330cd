import { describe, expect, it } from 'vitest';
import { conversationIdOf, inScope, leadVisit, scopeOf, visitToWrite, type VisitFacts } from './conversation.js';

const visit = (bookingId: string, day: number, open: boolean, over: Partial<VisitFacts> = {}): VisitFacts => ({
  bookingId,
  seriesId: 's',
  clientId: 'client',
  cleanerId: 'cleaner',
  startsAt: new Date(Date.UTC(2026, 11, day, 15)),
  open,
  ...over,
});

describe('one conversation per series', () => {
  it('keys a visit of a series by its series, a single visit by itself', () => {
    expect(conversationIdOf(visit('b1', 1, true))).toBe('s');
    expect(conversationIdOf(visit('b1', 1, true, { seriesId: null }))).toBe('b1');
  });

  it('keeps a visit given to another cleaner out of the first cleaner’s conversation', () => {
    const scope = scopeOf(visit('b1', 1, true));
    expect(inScope(scope, visit('b2', 8, true))).toBe(true);
    expect(inScope(scope, visit('b3', 15, true, { cleanerId: 'other' }))).toBe(false);
    expect(inScope(scope, visit('b4', 22, true, { seriesId: 'another series' }))).toBe(false);
  });

  it('writes about the visit named while it is open, else about the conversation’s open visit that starts first', () => {
    const done = visit('b1', 1, false);
    const visits = [done, visit('b4', 22, true), visit('b3', 15, true, { cleanerId: 'other' }), visit('b2', 8, true)];
    expect(visitToWrite(visits[1]!, visits)?.bookingId).toBe('b4');
    expect(visitToWrite(done, visits)?.bookingId).toBe('b2');
    expect(visitToWrite(done, [done, visit('b3', 15, true, { cleanerId: 'other' })])).toBeNull();
  });

  it('lists a conversation under its next open visit, else its latest', () => {
    expect(leadVisit([visit('b1', 1, false), visit('b3', 15, true), visit('b2', 8, true)]).bookingId).toBe('b2');
    expect(leadVisit([visit('b1', 1, false), visit('b2', 8, false)]).bookingId).toBe('b2');
  });
});
