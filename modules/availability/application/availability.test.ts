import { describe, expect, it } from 'vitest';
import { inMemoryAvailabilityDeps } from '../testing/in-memory.js';
import { addBlock } from './add-block.js';
import { monthCalendar } from './month-calendar.js';
import { availableWithin, isAvailable } from './availability-queries.js';
import { feedStatus, regenerateFeed, renderFeed } from './calendar-feed.js';
import { deleteOccurrence } from './delete-block.js';
import { publicAvailability } from './public-availability.js';

// Friday 2026-02-20, 10:00 in Quebec.
const NOW = new Date('2026-02-20T15:00:00Z');
const at = (iso: string) => new Date(iso);

async function setup() {
  const env = inMemoryAvailabilityDeps(NOW);
  const add = addBlock(env.deps);
  const ok = async (input: Parameters<typeof add>[1], cleanerId = 'cleaner-1') => {
    const result = await add(cleanerId, input);
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  };
  return { ...env, ok };
}

describe('month calendar with bookings (fake booking port)', () => {
  it('rates each day from its availability and bookings', async () => {
    const { deps, bookings, ok } = await setup();
    // Mondays 08:00-21:00 (780 minutes).
    await ok({ kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'full_day' });
    // 2026-03-02: 2 h booked (15%) -> somewhat busy.
    bookings.book('cleaner-1', { bookingId: 'b1', start: at('2026-03-02T14:00:00Z'), end: at('2026-03-02T16:00:00Z') });
    // 2026-03-09 (after the spring change, UTC-4): 6 h booked (46%) -> busy.
    bookings.book('cleaner-1', { bookingId: 'b2', start: at('2026-03-09T12:00:00Z'), end: at('2026-03-09T18:00:00Z') });
    // 2026-03-16: 10 h booked (77%) -> very busy.
    bookings.book('cleaner-1', { bookingId: 'b3', start: at('2026-03-16T12:00:00Z'), end: at('2026-03-16T22:00:00Z') });
    // 2026-03-18: a booking on a day without availability still makes the day busy.
    bookings.book('cleaner-1', { bookingId: 'b4', start: at('2026-03-18T13:00:00Z'), end: at('2026-03-18T17:00:00Z') });
    // Another cleaner's bookings do not count.
    bookings.book('cleaner-2', { bookingId: 'b5', start: at('2026-03-23T12:00:00Z'), end: at('2026-03-23T22:00:00Z') });

    const result = await monthCalendar(deps)('cleaner-1', '2026-03');
    if (!result.ok) throw result.error;
    const day = (date: string) => result.value.days.find((d) => d.date === date)!;
    expect(day('2026-03-02')).toMatchObject({ busyness: 'somewhat_busy', availableMinutes: 780, bookedMinutes: 120 });
    expect(day('2026-03-09')).toMatchObject({ busyness: 'busy', bookedMinutes: 360 });
    expect(day('2026-03-16')).toMatchObject({ busyness: 'very_busy', bookedMinutes: 600 });
    expect(day('2026-03-18')).toMatchObject({ busyness: 'very_busy', availableMinutes: 0, bookedMinutes: 240 });
    expect(day('2026-03-23')).toMatchObject({ busyness: 'available', bookedMinutes: 0 });
    expect(day('2026-03-24')).toMatchObject({ busyness: 'unavailable', slots: [] });
    // Issue #40: each day lists its own visits, for the day panel (09:00-11:00 local).
    expect(day('2026-03-02').bookings).toEqual([{ bookingId: 'b1', startMinute: 540, endMinute: 660, cleaningType: null, city: null }]);
    expect(day('2026-03-23').bookings).toEqual([]);
  });

  it('splits a booking across midnight between its two days', async () => {
    const { deps, bookings } = await setup();
    // 22:00 on the 5th to 02:00 on the 6th, Quebec time (UTC-5).
    bookings.book('cleaner-1', { bookingId: 'night', start: at('2026-03-06T03:00:00Z'), end: at('2026-03-06T07:00:00Z') });
    const result = await monthCalendar(deps)('cleaner-1', '2026-03');
    if (!result.ok) throw result.error;
    expect(result.value.days.find((d) => d.date === '2026-03-05')!.bookedMinutes).toBe(120);
    expect(result.value.days.find((d) => d.date === '2026-03-06')!.bookedMinutes).toBe(120);
    // The visit is listed on the day it starts, running to midnight there.
    expect(result.value.days.find((d) => d.date === '2026-03-05')!.bookings).toMatchObject([{ bookingId: 'night', startMinute: 1320, endMinute: 1440 }]);
    expect(result.value.days.find((d) => d.date === '2026-03-06')!.bookings).toEqual([]);
  });
});

describe('isAvailable (for the booking module)', () => {
  it('is true inside availability, joining back-to-back slots, and false outside or across days', async () => {
    const { deps, ok } = await setup();
    await ok({ kind: 'one_off', date: '2026-03-02', slot: 'morning' });
    await ok({ kind: 'one_off', date: '2026-03-02', slot: 'afternoon' });
    await ok({ kind: 'weekly', weekday: 0, startDate: '2026-02-20', slot: 'morning' });
    const check = isAvailable(deps);
    // 2026-03-02 is in winter time: 09:00 local = 14:00Z.
    expect(await check('cleaner-1', at('2026-03-02T14:00:00Z'), at('2026-03-02T18:00:00Z'))).toBe(true);
    // 10:00-15:00 spans morning and afternoon.
    expect(await check('cleaner-1', at('2026-03-02T15:00:00Z'), at('2026-03-02T20:00:00Z'))).toBe(true);
    // 16:00-18:00 goes past the afternoon.
    expect(await check('cleaner-1', at('2026-03-02T21:00:00Z'), at('2026-03-02T23:00:00Z'))).toBe(false);
    // Sunday 2026-03-08, the spring change: 08:00-12:00 local is 12:00Z-16:00Z.
    expect(await check('cleaner-1', at('2026-03-08T12:00:00Z'), at('2026-03-08T16:00:00Z'))).toBe(true);
    expect(await check('cleaner-1', at('2026-03-08T13:00:00Z'), at('2026-03-08T17:00:00Z'))).toBe(false);
    // Another cleaner, an empty range, the past.
    expect(await check('cleaner-2', at('2026-03-02T14:00:00Z'), at('2026-03-02T18:00:00Z'))).toBe(false);
    expect(await check('cleaner-1', at('2026-03-02T14:00:00Z'), at('2026-03-02T14:00:00Z'))).toBe(false);
  });

  it('stops at the horizon of weekly patterns and skips deleted dates', async () => {
    const { deps, ok } = await setup();
    const mondays = await ok({ kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'morning' });
    const check = isAvailable(deps);
    // 2026-05-18 is inside the 90 days (horizon 2026-05-21), 2026-05-25 is not.
    expect(await check('cleaner-1', at('2026-05-18T12:00:00Z'), at('2026-05-18T16:00:00Z'))).toBe(true);
    expect(await check('cleaner-1', at('2026-05-25T12:00:00Z'), at('2026-05-25T16:00:00Z'))).toBe(false);
    await deleteOccurrence(deps)('cleaner-1', mondays.id, '2026-05-18');
    expect(await check('cleaner-1', at('2026-05-18T12:00:00Z'), at('2026-05-18T16:00:00Z'))).toBe(false);
  });
});

describe('availableWithin (search: available in the next 3 days)', () => {
  it('keeps cleaners with unbooked availability in the window', async () => {
    const { deps, bookings, ok } = await setup();
    await ok({ kind: 'one_off', date: '2026-02-21', slot: 'morning' }, 'free');
    await ok({ kind: 'one_off', date: '2026-02-21', slot: 'morning' }, 'booked');
    bookings.book('booked', { bookingId: 'x', start: at('2026-02-21T13:00:00Z'), end: at('2026-02-21T17:00:00Z') });
    await ok({ kind: 'one_off', date: '2026-03-10', slot: 'morning' }, 'later');
    const found = await availableWithin(deps)(['free', 'booked', 'later', 'nobody'], NOW, at('2026-02-23T15:00:00Z'));
    expect(found).toEqual(['free']);
  });
});

describe('calendar feed', () => {
  it('lists the port\'s bookings as events, and a new URL replaces the old one', async () => {
    const { deps, bookings, feeds } = await setup();
    expect(await feedStatus(deps)('cleaner-1')).toEqual({ active: false, createdAt: null });
    const first = await regenerateFeed(deps)('cleaner-1');
    expect(first.url).toMatch(/^https:\/\/eclat\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Only the hash is kept.
    const token = first.url.split('/').at(-1)!.replace('.ics', '');
    expect(JSON.stringify([...feeds.feeds.values()])).not.toContain(token);

    bookings.book('cleaner-1', { bookingId: 'abc', start: at('2026-03-08T13:00:00Z'), end: at('2026-03-08T17:00:00Z') });
    const text = await renderFeed(deps)(token);
    if (!text.ok) throw text.error;
    expect(text.value).toContain('BEGIN:VEVENT\r\nUID:booking-abc@eclat\r\nDTSTAMP:20260220T150000Z\r\nDTSTART:20260308T130000Z\r\nDTEND:20260308T170000Z\r\n');

    const second = await regenerateFeed(deps)('cleaner-1');
    expect((await renderFeed(deps)(token)).ok).toBe(false);
    expect((await renderFeed(deps)(second.url.split('/').at(-1)!.replace('.ics', ''))).ok).toBe(true);
  });
});

describe('public availability with bookings', () => {
  it('offers only the free parts of a slot', async () => {
    const { deps, bookings, ok } = await setup();
    // Monday 2026-03-02, 08:00-21:00; booked 09:00-13:00 (UTC-5).
    await ok({ kind: 'one_off', date: '2026-03-02', slot: 'full_day' });
    bookings.book('cleaner-1', { bookingId: 'b1', start: at('2026-03-02T14:00:00Z'), end: at('2026-03-02T18:00:00Z') });
    const result = await publicAvailability(deps)('cleaner-1', { from: '2026-03-02', to: '2026-03-02' });
    if (!result.ok) throw result.error;
    expect(result.value.slots.map((s) => [s.startMinute, s.endMinute, s.startsAt.toISOString()])).toEqual([
      [8 * 60, 9 * 60, '2026-03-02T13:00:00.000Z'],
      [13 * 60, 21 * 60, '2026-03-02T18:00:00.000Z'],
    ]);
  });
});
