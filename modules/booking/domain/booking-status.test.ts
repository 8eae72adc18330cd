import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, isActive, isFinal, nextStatus, type ActorRole, type BookingStatus, type TransitionAction } from './booking-status.js';

type Action = Exclude<TransitionAction, 'request'>;

describe('nextStatus: every allowed transition and who may fire it', () => {
  const allowed: [BookingStatus, Action, ActorRole, BookingStatus][] = [
    ['pending', 'accept', 'cleaner', 'confirmed'],
    ['pending', 'decline', 'cleaner', 'declined'],
    ['pending', 'withdraw', 'client', 'declined_by_client'],
    ['pending', 'expire', 'system', 'expired'],
    ['pending', 'payment_failed', 'system', 'cancelled'],
    ['pending', 'cancel', 'admin', 'cancelled'],
    ['pending', 'postpone', 'client', 'pending'],
    ['confirmed', 'cancel', 'client', 'cancelled'],
    ['confirmed', 'cancel', 'cleaner', 'cancelled'],
    ['confirmed', 'cancel', 'admin', 'cancelled'],
    ['confirmed', 'postpone', 'client', 'confirmed'],
    ['confirmed', 'punch_in', 'cleaner', 'in_progress'],
    ['in_progress', 'punch_out', 'cleaner', 'completed'],
    ['in_progress', 'cancel', 'admin', 'cancelled'],
    ['confirmed', 'declare_no_show', 'client', 'cancelled'],
    ['confirmed', 'announce_late', 'cleaner', 'confirmed'],
  ];
  it.each(allowed)('%s --%s by %s--> %s', (from, action, by, to) => {
    expect(nextStatus(from, action, by)).toBe(to);
  });

  it('allows nothing else, for any status, action and actor', () => {
    const actions: Action[] = ['accept', 'decline', 'withdraw', 'expire', 'cancel', 'postpone', 'punch_in', 'punch_out', 'payment_failed', 'declare_no_show', 'announce_late'];
    const actors: ActorRole[] = ['client', 'cleaner', 'admin', 'system'];
    const key = (f: string, a: string, b: string) => `${f}|${a}|${b}`;
    const listed = new Set(allowed.map(([f, a, b]) => key(f, a, b)));
    for (const from of BOOKING_STATUSES) for (const action of actions) for (const by of actors) {
      if (!listed.has(key(from, action, by))) expect(nextStatus(from, action, by), key(from, action, by)).toBeNull();
    }
  });
});

describe('nextStatus: a sample of refusals', () => {
  const refused: [BookingStatus, Action, ActorRole][] = [
    ['pending', 'accept', 'client'], // only the cleaner accepts
    ['pending', 'accept', 'admin'],
    ['pending', 'decline', 'client'], // the client withdraws instead
    ['pending', 'withdraw', 'cleaner'],
    ['pending', 'cancel', 'client'], // a pending request is withdrawn, not cancelled
    ['pending', 'cancel', 'cleaner'],
    ['pending', 'expire', 'client'],
    ['confirmed', 'accept', 'cleaner'],
    ['confirmed', 'expire', 'system'],
    ['confirmed', 'punch_in', 'client'],
    ['confirmed', 'punch_out', 'cleaner'], // must punch in first
    ['confirmed', 'postpone', 'cleaner'],
    ['in_progress', 'cancel', 'client'],
    ['in_progress', 'cancel', 'cleaner'],
    ['in_progress', 'postpone', 'client'],
    ['completed', 'cancel', 'admin'],
    ['completed', 'punch_out', 'cleaner'],
    ['cancelled', 'accept', 'cleaner'],
    ['declined', 'accept', 'cleaner'],
    ['expired', 'accept', 'cleaner'],
    ['declined_by_client', 'postpone', 'client'],
  ];
  it.each(refused)('%s --%s by %s--> refused', (from, action, by) => {
    expect(nextStatus(from, action, by)).toBeNull();
  });
});

describe('isActive / isFinal', () => {
  it('pending, confirmed and in_progress hold the cleaner time; the rest are over', () => {
    expect(BOOKING_STATUSES.filter(isActive)).toEqual(['pending', 'confirmed', 'in_progress']);
    expect(BOOKING_STATUSES.filter(isFinal)).toEqual(['completed', 'declined', 'declined_by_client', 'cancelled', 'expired']);
  });
});
