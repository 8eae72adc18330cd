import { describe, expect, it } from 'vitest';
import { inMemoryAvailabilityDeps } from '../testing/in-memory.js';
import { addBlock } from './add-block.js';
import { listWeeklyChoices, setWeeklyChoices } from './weekly-choices.js';
import { parseChoices } from '../domain/weekly-choices.js';

// Friday 2026-02-20, 10:00 in Quebec.
const NOW = new Date('2026-02-20T15:00:00Z');

function setup() {
  const env = inMemoryAvailabilityDeps(NOW);
  const set = async (slots: unknown, cleanerId = 'cleaner-1') => {
    const result = await setWeeklyChoices(env.deps)(cleanerId, slots);
    if (!result.ok) throw new Error(result.error.code);
    return result.value.map(({ weekday, slot }) => `${weekday}:${slot}`);
  };
  return { ...env, set };
}

describe('parseChoices', () => {
  it('keeps weekday 0..6 with a morning or an afternoon, merging repeats, in week order', () => {
    const parsed = parseChoices([
      { weekday: 3, slot: 'afternoon' },
      { weekday: 1, slot: 'morning' },
      { weekday: 3, slot: 'morning' },
      { weekday: 1, slot: 'morning' },
    ]);
    expect(parsed).toEqual({
      ok: true,
      choices: [
        { weekday: 1, slot: 'morning' },
        { weekday: 3, slot: 'morning' },
        { weekday: 3, slot: 'afternoon' },
      ],
    });
  });

  it('refuses other slots and weekdays, field by field', () => {
    const parsed = parseChoices([{ weekday: 7, slot: 'morning' }, { weekday: 2, slot: 'evening' }, null]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((i) => i.field)).toEqual(['body.slots.0.weekday', 'body.slots.1.slot', 'body.slots.2.weekday', 'body.slots.2.slot']);
    expect(parseChoices(undefined)).toEqual({ ok: false, issues: [{ field: 'body.slots', code: 'fields.required' }] });
  });
});

describe('setWeeklyChoices (onboarding: morning and afternoon per day)', () => {
  it('turns each choice into an open-ended weekly pattern from today, with the calendar slot hours', async () => {
    const { blocks, set } = setup();
    expect(await set([{ weekday: 1, slot: 'morning' }, { weekday: 1, slot: 'afternoon' }, { weekday: 5, slot: 'morning' }])).toEqual(['1:morning', '1:afternoon', '5:morning']);
    const stored = [...blocks.blocks.values()].map((b) => ({ kind: b.kind, date: b.date, endDate: b.endDate, slot: b.slot, start: b.startMinute, end: b.endMinute }));
    expect(stored).toEqual(
      expect.arrayContaining([
        { kind: 'weekly', date: '2026-02-23', endDate: null, slot: 'morning', start: 8 * 60, end: 12 * 60 },
        { kind: 'weekly', date: '2026-02-23', endDate: null, slot: 'afternoon', start: 12 * 60, end: 17 * 60 },
        // Today is a Friday: its pattern starts today.
        { kind: 'weekly', date: '2026-02-20', endDate: null, slot: 'morning', start: 8 * 60, end: 12 * 60 },
      ]),
    );
    expect(stored).toHaveLength(3);
  });

  it('keeps the patterns still chosen (same id, dates deleted in the calendar kept) and removes the others whole', async () => {
    const { deps, blocks, set } = setup();
    await set([{ weekday: 1, slot: 'morning' }, { weekday: 2, slot: 'morning' }]);
    const monday = [...blocks.blocks.values()].find((b) => b.weekday() === 1)!;
    monday.exceptionDates.push('2026-03-02');
    expect(await set([{ weekday: 1, slot: 'morning' }, { weekday: 4, slot: 'afternoon' }])).toEqual(['1:morning', '4:afternoon']);
    expect(blocks.blocks.get(monday.id)?.exceptionDates).toEqual(['2026-03-02']);
    expect([...blocks.blocks.values()].some((b) => b.weekday() === 2)).toBe(false);
    expect((await listWeeklyChoices(deps)('cleaner-1')).map((c) => c.blockId)).toContain(monday.id);
    expect(await set([])).toEqual([]);
    expect(blocks.blocks.size).toBe(0);
  });

  it("never touches the calendar's other blocks: one-offs, dated patterns, evenings, other cleaners", async () => {
    const { deps, blocks, set } = setup();
    const add = addBlock(deps);
    await add('cleaner-1', { kind: 'weekly', weekday: 2, startDate: '2026-02-20', endDate: '2026-04-30', slot: 'morning' });
    await add('cleaner-1', { kind: 'weekly', weekday: 2, startDate: '2026-02-20', slot: 'evening' });
    await add('cleaner-1', { kind: 'one_off', date: '2026-02-26', slot: 'morning' });
    await set([{ weekday: 0, slot: 'morning' }], 'cleaner-2');
    expect(await listWeeklyChoices(deps)('cleaner-1')).toEqual([]);
    expect(await set([{ weekday: 6, slot: 'afternoon' }])).toEqual(['6:afternoon']);
    expect(await set([])).toEqual([]);
    expect(blocks.blocks.size).toBe(4);
  });

  it('writes nothing when a new pattern overlaps another slot (the spec duplicate message, first date)', async () => {
    const { deps, blocks, set } = setup();
    await addBlock(deps)('cleaner-1', { kind: 'one_off', date: '2026-03-05', slot: 'custom', start: '11:00', end: '13:00' });
    await set([{ weekday: 0, slot: 'morning' }]);
    const result = await setWeeklyChoices(deps)('cleaner-1', [{ weekday: 2, slot: 'morning' }, { weekday: 4, slot: 'afternoon' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('availability.duplicate_slot');
    expect(result.error.params).toEqual({ date: '2026-03-05' });
    expect(result.error.issues).toEqual([{ field: 'body.slots', code: 'availability.duplicate_slot', params: { date: '2026-03-05' } }]);
    // The Sunday pattern was to be removed and Tuesday added: neither happened.
    expect([...blocks.blocks.values()].map((b) => `${b.kind}:${b.weekday()}:${b.slot}`).sort()).toEqual(['one_off:4:custom', 'weekly:0:morning']);
  });
});
