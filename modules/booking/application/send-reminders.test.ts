import { describe, expect, it } from 'vitest';
import type { ReminderCandidate } from './ports.js';
import { DEFAULT_REMINDERS, dueReminders, reminderMoments } from './send-reminders.js';

const candidate = (over: Partial<ReminderCandidate>): ReminderCandidate => ({
  bookingId: 'b1',
  status: 'confirmed',
  date: '2026-11-28',
  startMinute: 9 * 60,
  startsAt: new Date('2026-11-28T14:00:00Z'),
  expiresAt: new Date('2026-11-20T14:00:00Z'),
  requestedAt: new Date('2026-11-19T14:00:00Z'),
  respondedAt: new Date('2026-11-19T15:00:00Z'),
  sent: [],
  ...over,
});

describe('booking reminders: when they are due (America/Toronto)', () => {
  it('sends the first reminder the day before at the visit’s local time, the second 2 hours before', () => {
    const at = reminderMoments(candidate({}), DEFAULT_REMINDERS);
    expect(at.visit_day_before.toISOString()).toBe('2026-11-27T14:00:00.000Z');
    expect(at.visit_soon.toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('keeps the local time across the autumn change (25 hours before) and the spring change (23 hours before)', () => {
    // 1 November 2026: clocks go back at 2 h. A 9 h visit (EST, 14:00Z) is reminded at 9 h EDT the day before (13:00Z).
    const autumn = reminderMoments(candidate({ date: '2026-11-01', startsAt: new Date('2026-11-01T14:00:00Z') }), DEFAULT_REMINDERS);
    expect(autumn.visit_day_before.toISOString()).toBe('2026-10-31T13:00:00.000Z');
    // 8 March 2026: clocks go forward at 2 h. A 9 h visit (EDT, 13:00Z) is reminded at 9 h EST the day before (14:00Z).
    const spring = reminderMoments(candidate({ date: '2026-03-08', startsAt: new Date('2026-03-08T13:00:00Z') }), DEFAULT_REMINDERS);
    expect(spring.visit_day_before.toISOString()).toBe('2026-03-07T14:00:00.000Z');
    // The second reminder stays 2 real hours before the start.
    expect(spring.visit_soon.toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });

  it('is due from its moment until the next one, and never twice', () => {
    const c = candidate({});
    expect(dueReminders(c, new Date('2026-11-27T13:59:00Z'), DEFAULT_REMINDERS)).toEqual([]);
    expect(dueReminders(c, new Date('2026-11-27T14:00:00Z'), DEFAULT_REMINDERS)).toEqual(['visit_day_before']);
    expect(dueReminders(c, new Date('2026-11-28T11:59:00Z'), DEFAULT_REMINDERS)).toEqual(['visit_day_before']);
    // A job that was down past the second moment sends only the second one.
    expect(dueReminders(c, new Date('2026-11-28T12:00:00Z'), DEFAULT_REMINDERS)).toEqual(['visit_soon']);
    expect(dueReminders({ ...c, sent: ['visit_day_before'] }, new Date('2026-11-27T15:00:00Z'), DEFAULT_REMINDERS)).toEqual([]);
    expect(dueReminders(c, new Date('2026-11-28T14:00:00Z'), DEFAULT_REMINDERS)).toEqual([]);
  });

  it('sends no day-before reminder for a visit confirmed after that moment (the confirmation just told it)', () => {
    const late = candidate({ respondedAt: new Date('2026-11-27T20:00:00Z') });
    expect(dueReminders(late, new Date('2026-11-27T21:00:00Z'), DEFAULT_REMINDERS)).toEqual([]);
    expect(dueReminders(late, new Date('2026-11-28T12:30:00Z'), DEFAULT_REMINDERS)).toEqual(['visit_soon']);
  });

  it('reminds the cleaner 4 hours before an unanswered request expires', () => {
    const pending = candidate({ status: 'pending', respondedAt: null, requestedAt: new Date('2026-11-26T14:00:00Z'), expiresAt: new Date('2026-11-27T14:00:00Z') });
    expect(dueReminders(pending, new Date('2026-11-27T09:59:00Z'), DEFAULT_REMINDERS)).toEqual([]);
    expect(dueReminders(pending, new Date('2026-11-27T10:00:00Z'), DEFAULT_REMINDERS)).toEqual(['request_expiring']);
    expect(dueReminders(pending, new Date('2026-11-27T14:00:00Z'), DEFAULT_REMINDERS)).toEqual([]);
    // A request made less than 4 hours before it expires gets no reminder.
    const short = { ...pending, requestedAt: new Date('2026-11-27T11:00:00Z') };
    expect(dueReminders(short, new Date('2026-11-27T12:00:00Z'), DEFAULT_REMINDERS)).toEqual([]);
  });
});
