import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime, formatTime, formatWallTime, quebecDateOf } from '../../lib/format-datetime';

/** Message times on Quebec time; booking dates and wall-clock times as written on the booking (lib/format-datetime.ts). */
export function useMessagingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      time: (iso: string) => formatTime(iso, language),
      /** Today: the time only; another day: the date too ("24 nov. à 8 h 30"). */
      stamp: (iso: string, now = new Date()) =>
        quebecDateOf(iso) === quebecDateOf(now) ? formatTime(iso, language) : formatDateTime(iso, language, { weekday: false, month: 'short' }),
      bookingDate: (day: string) => formatCalendarDate(day, language, { year: true }),
      /** A series' visit in its conversation: "jeudi 10 déc." */
      visitDate: (day: string) => formatCalendarDate(day, language, { month: 'short' }),
      wallTime: (hhmm: string) => formatWallTime(hhmm, language),
    }),
    [language],
  );
}
