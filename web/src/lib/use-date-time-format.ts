import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeLanguage,
  formatCalendarDate,
  formatCalendarDateTime,
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
  formatWallTime,
  formatWeekday,
  type DateStyle,
  type TimeStyle,
} from './format-datetime';

/** The functions of format-datetime.ts bound to the page's language (re-bound when it changes). */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const language = dateTimeLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      language,
      time: (instant: Date | string, timeStyle?: TimeStyle) => formatTime(instant, language, timeStyle),
      date: (instant: Date | string, style?: DateStyle) => formatDate(instant, language, style),
      dateTime: (instant: Date | string, style?: DateStyle, timeStyle?: TimeStyle) => formatDateTime(instant, language, style, timeStyle),
      calendarDate: (date: string, style?: DateStyle) => formatCalendarDate(date, language, style),
      calendarDateTime: (date: string, time: string | number, style?: DateStyle) => formatCalendarDateTime(date, time, language, style),
      wallTime: (time: string | number) => formatWallTime(time, language),
      month: (month: string) => formatMonth(month, language),
      weekday: (weekday: number, style?: 'long' | 'short') => formatWeekday(weekday, language, style),
    }),
    [language],
  );
}
