import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '../../lib/format-datetime';
import { formatCents, localeTag } from '../cleaners-search/format';

/** Dates, times and money of a booking in the page's language, always on Quebec time. */
export function useBookingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const tag = localeTag(language);
    const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    return {
      // lib/format-datetime.ts: "mardi 24 novembre 2026", "9 h 30", "24 nov. 2026 à 9 h 30".
      day: (iso: string) => formatDate(iso, language, { year: true }),
      time: (iso: string) => formatTime(iso, language),
      stamp: (iso: string) => formatDateTime(iso, language, { weekday: false, month: 'short', year: true }),
      number: (value: number) => number.format(value),
      money: (cents: number) => formatCents(cents, language),
    };
  }, [language]);
}
