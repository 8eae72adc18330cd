import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '../api/types';
import { monthOf, nextFocus, weeksOfMonth } from '../calendar-grid';
import { useDateFormat } from '../use-date-format';

export interface MonthGridProps {
  month: string;
  days: readonly CalendarDay[];
  today: string;
  selected: string;
  /** True after a keyboard move, so the newly selected day takes the focus once drawn. */
  focusSelected: boolean;
  onSelect: (date: string, fromKeyboard: boolean) => void;
}

/**
 * The month as a table (real row and column headers), one button per day. Only the selected day is
 * in the tab order (roving tabindex); arrow keys, Home/End and Page Up/Down move between days and
 * months. Each day says its busyness in words, never by colour alone.
 */
export function MonthGrid({ month, days, today, selected, focusSelected, onSelect }: MonthGridProps) {
  const { t } = useTranslation('calendar');
  const format = useDateFormat();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const byDate = new Map(days.map((d) => [d.date, d]));

  useEffect(() => {
    if (focusSelected && monthOf(selected) === month) buttons.current.get(selected)?.focus();
  }, [focusSelected, selected, month, days]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = nextFocus(date, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next, true);
  };

  return (
    <table className="month-grid">
      <caption className="visually-hidden">{t('month.caption', { month: format.month(month) })}</caption>
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
            <th key={weekday} scope="col" abbr={format.weekdayLong(weekday)}>
              {format.weekdayShort(weekday)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOfMonth(month).map((week, w) => (
          <tr key={w}>
            {week.map((date, i) => {
              if (!date) return <td key={i} className="month-grid__empty" />;
              const day = byDate.get(date);
              const busyness = day?.busyness ?? 'unavailable';
              const slotCount = day?.slots.length ?? 0;
              const isToday = date === today;
              return (
                <td key={date} className={`month-grid__cell month-grid__cell--${busyness}`}>
                  <button
                    ref={(el) => {
                      if (el) buttons.current.set(date, el);
                      else buttons.current.delete(date);
                    }}
                    type="button"
                    className="month-grid__day"
                    data-date={date}
                    tabIndex={date === selected ? 0 : -1}
                    aria-pressed={date === selected}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(date, false)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    {/* The visible text is the button's name; hidden parts complete it for screen readers. */}
                    <span className="month-grid__number">
                      <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
                      <span className="visually-hidden">
                        {format.long(date)}
                        {isToday ? ` (${t('day.today')})` : ''},{' '}
                      </span>
                    </span>
                    <span className="month-grid__busyness">{t(`busyness.${busyness}`)}</span>
                    <span className="visually-hidden">, {t('day.slotCount', { count: slotCount })}</span>
                    {day?.busy.length ? <span className="month-grid__busy">{t('month.busyCount', { count: day.busy.length })}</span> : null}
                    <span className="month-grid__slots">
                      {day?.slots.map((s) => (
                        <span key={`${s.blockId}-${s.start}`} className="month-grid__slot">
                          <span className="visually-hidden">, </span>
                          {t('times', format.times(s))}
                        </span>
                      ))}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
