import { describe, expect, it } from 'vitest';
import { countAxis, valueAxis } from './chart-axes';
import { formatMoney } from './format';
import { formatLongDate, formatDay } from './format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('chart value axes (issue #41: empty charts wrote "0.000000")', () => {
  it('give an axis of zeros an extent from 0 and write its ticks in the console language', () => {
    const axis = countAxis([0, 0, null], 'fr');
    expect(axis).toMatchObject({ min: 0, max: 1, tickMinStep: 1 });
    expect(axis.valueFormatter(0)).toBe('0');
    expect(plain(axis.valueFormatter(1234))).toBe('1 234');
    expect(countAxis([0, 0], 'en').valueFormatter(1234)).toBe('1,234');
    const money = valueAxis([0], (v) => formatMoney(v * 100, 'fr'));
    expect(money.max).toBe(1);
    expect(plain(money.valueFormatter(0))).toBe('0,00 $');
  });

  it('leave the top to the chart when there are figures', () => {
    expect(countAxis([0, 3], 'fr')).not.toHaveProperty('max');
  });
});

describe('console dates', () => {
  it('write the first of the month "1er" in French', () => {
    expect(formatLongDate('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(formatLongDate('2026-12-02', 'fr')).toBe('2 décembre 2026');
    expect(formatLongDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatDay('2026-12-01', 'fr')).toBe('1er déc.');
  });
});
