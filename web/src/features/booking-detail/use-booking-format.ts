import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, localeTag } from '../cleaners-search/format';

const ZONE = 'America/Toronto';

/** Dates, times and money of a booking in the page's language, always on Quebec time. */
export function useBookingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const tag = localeTag(language);
    const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE });
    const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: ZONE });
    const stamp = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });
    const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      stamp: (iso: string) => stamp.format(new Date(iso)),
      number: (value: number) => number.format(value),
      money: (cents: number) => formatCents(cents, language),
    };
  }, [language]);
}
