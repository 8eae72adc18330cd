import { describe, expect, it } from 'vitest';
import { checkDraft, type BookingDraftInput } from './booking-draft.js';

const base: BookingDraftInput = { cleanerId: 'c', propertyId: 'p', cleaningType: 'regular', date: '2026-12-01', time: '09:30', durationHours: 4 };
const issues = (over: Partial<BookingDraftInput>) => {
  const r = checkDraft({ ...base, ...over });
  return r.ok ? [] : r.issues.map((i) => [i.field, i.code]);
};

describe('checkDraft', () => {
  it('normalises a valid one-off draft with defaults', () => {
    const r = checkDraft({ ...base, notes: '  ', promoCode: ' bienvenue10 ' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ startMinute: 9 * 60 + 30, durationMinutes: 240, frequency: 'once', visits: 1, intervalDays: null, hasPets: false, petKinds: [], suppliesProvided: false, allowPhotos: false, emergency: null, tasks: [], notes: null, promoCode: 'BIENVENUE10' });
  });

  it('allows photos only when the client says so (privacy by default, Law 25, issue #42)', () => {
    const photos = (over: Partial<BookingDraftInput>) => { const r = checkDraft({ ...base, ...over }); return r.ok ? r.value.allowPhotos : null; };
    expect(photos({})).toBe(false);
    expect(photos({ allowPhotos: false })).toBe(false);
    expect(photos({ allowPhotos: true })).toBe(true);
  });

  it('refuses less than 4 hours, with the spec message code and hours', () => {
    const r = checkDraft({ ...base, durationHours: 3.5 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toEqual([{ field: 'body.durationHours', code: 'booking.min_duration', params: { hours: 4 } }]);
    expect(issues({ durationHours: 4 })).toEqual([]);
  });

  it('refuses impossible dates and times', () => {
    expect(issues({ date: '2026-02-30' })).toEqual([['body.date', 'fields.invalid_date']]);
    expect(issues({ time: '24:00' })).toEqual([['body.time', 'fields.invalid_time']]);
  });

  it('series: 4 visits by default, at least 2; a one-off is exactly one; custom needs its interval', () => {
    const weekly = checkDraft({ ...base, frequency: 'weekly' });
    expect(weekly.ok && weekly.value.visits).toBe(4);
    expect(issues({ frequency: 'weekly', visits: 1 })).toEqual([['body.visits', 'booking.series_needs_visits']]);
    expect(issues({ frequency: 'once', visits: 3 })).toEqual([['body.visits', 'booking.once_is_one_visit']]);
    expect(issues({ frequency: 'custom', visits: 3 })).toEqual([['body.intervalDays', 'fields.required']]);
    const custom = checkDraft({ ...base, frequency: 'custom', visits: 3, intervalDays: 10 });
    expect(custom.ok && custom.value.intervalDays).toBe(10);
    const monthly = checkDraft({ ...base, frequency: 'monthly', visits: 2, intervalDays: 10 });
    expect(monthly.ok && monthly.value.intervalDays).toBeNull();
  });

  it('emergency needs a reason; tasks need labels; pets kinds only when there are pets, deduplicated', () => {
    expect(issues({ emergency: { reason: ' a ', priority: 'high' } })).toEqual([['body.emergency.reason', 'fields.required']]);
    expect(issues({ tasks: [{ category: 'kitchen', label: 'Four' }, { category: 'other', label: '   ' }] })).toEqual([['body.tasks.1.label', 'fields.required']]);
    const pets = checkDraft({ ...base, pets: { hasPets: true, kinds: ['cat', 'cat', 'dog'] }, tasks: [{ category: 'kitchen', label: ' Four ' }] });
    expect(pets.ok && pets.value.petKinds).toEqual(['cat', 'dog']);
    expect(pets.ok && pets.value.tasks).toEqual([{ category: 'kitchen', label: 'Four' }]);
    const noPets = checkDraft({ ...base, pets: { hasPets: false, kinds: ['dog'] } });
    expect(noPets.ok && noPets.value.petKinds).toEqual([]);
  });

  it('reports every problem at once', () => {
    expect(issues({ durationHours: 2, time: '25:00', date: 'x' }).map(([f]) => f).sort()).toEqual(['body.date', 'body.durationHours', 'body.time']);
  });
});
