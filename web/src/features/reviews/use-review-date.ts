import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-datetime';

/** "12 mars 2026" / "March 12, 2026", on Quebec time like the rest of the bookings. */
export function useReviewDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => (iso: string) => formatDate(iso, language, { weekday: false, year: true }), [language]);
}
