import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from './ratings';

/** "12 mars 2026" / "March 12, 2026", on Quebec time like the rest of the bookings. */
export function useReviewDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(localeTag(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
