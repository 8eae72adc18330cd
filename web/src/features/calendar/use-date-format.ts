import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatMonth, formatWallTime, formatWeekday } from '../../lib/format-datetime';

/** Date and time texts in the page's language (lib/format-datetime.ts); dates are Quebec calendar dates, times wall-clock "HH:MM". */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      long: (date: string) => formatCalendarDate(date, language, { year: true }),
      month: (month: string) => formatMonth(month, language),
      weekdayShort: (weekday: number) => formatWeekday(weekday, language, 'short'),
      weekdayLong: (weekday: number) => formatWeekday(weekday, language, 'long'),
      /** A slot's times for the "{{start}} – {{end}}" texts: "8 h" / "8:00 AM". */
      times: (slot: { start: string; end: string }) => ({ start: formatWallTime(slot.start, language), end: formatWallTime(slot.end, language) }),
    }),
    [language],
  );
}
