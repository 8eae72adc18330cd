import { describe, expect, it } from 'vitest';
import { inMemoryAvailabilityDeps } from '../testing/in-memory.js';
import { addBlock } from './add-block.js';
import { freeTimeOf, isAvailable } from './availability-queries.js';
import { monthCalendar } from './month-calendar.js';
import { publicAvailability } from './public-availability.js';

// Friday 2026-02-20, 10:00 in Quebec; Monday 2026-03-09 is the first day after the spring change (UTC-4).
const NOW = new Date('2026-02-20T15:00:00Z');

async function setup() {
  const env = inMemoryAvailabilityDeps(NOW);
  const added = await addBlock(env.deps)('cleaner-1', { kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'full_day' });
  if (!added.ok) throw new Error(added.error.code);
  // 09:00-11:00 on Monday 2026-03-09, busy in an imported calendar.
  env.busy.busy.set('cleaner-1', [{ start: new Date('2026-03-09T13:00:00Z'), end: new Date('2026-03-09T15:00:00Z') }]);
  return env;
}

describe('imported busy times', () => {
  it('refuse a request that overlaps them and allow one beside them', async () => {
    const { deps } = await setup();
    expect(await isAvailable(deps)('cleaner-1', new Date('2026-03-09T14:00:00Z'), new Date('2026-03-09T18:00:00Z'))).toBe(false);
    expect(await isAvailable(deps)('cleaner-1', new Date('2026-03-09T15:00:00Z'), new Date('2026-03-09T19:00:00Z'))).toBe(true);
  });

  it('leave public availability and search’s free time', async () => {
    const { deps } = await setup();
    const pub = await publicAvailability(deps)('cleaner-1', { from: '2026-03-09', to: '2026-03-09' });
    if (!pub.ok) throw new Error(pub.error.code);
    expect(pub.value.slots.map((s) => [s.startMinute / 60, s.endMinute / 60])).toEqual([
      [8, 9],
      [11, 21],
    ]);
    const free = await freeTimeOf(deps)(['cleaner-1'], new Date('2026-03-09T04:00:00Z'), new Date('2026-03-10T04:00:00Z'));
    expect(free.get('cleaner-1')!.map((r) => [new Date(r.start).toISOString(), new Date(r.end).toISOString()])).toEqual([
      ['2026-03-09T12:00:00.000Z', '2026-03-09T13:00:00.000Z'],
      ['2026-03-09T15:00:00.000Z', '2026-03-10T01:00:00.000Z'],
    ]);
  });

  it('show on the cleaner’s month, in local minutes', async () => {
    const { deps } = await setup();
    const month = await monthCalendar(deps)('cleaner-1', '2026-03');
    if (!month.ok) throw new Error(month.error.code);
    expect(month.value.days.find((d) => d.date === '2026-03-09')!.busy).toEqual([{ startMinute: 540, endMinute: 660 }]);
    expect(month.value.days.find((d) => d.date === '2026-03-02')!.busy).toEqual([]);
  });
});
