import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date texts in the page's language; dates are Quebec calendar dates read as UTC midnights. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  return useMemo(() => {
    const long = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekdayShort = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const at = (date: string) => new Date(`${date}T00:00:00Z`);
    return {
      long: (date: string) => long.format(at(date)),
      month: (month: string) => monthYear.format(at(`${month}-01`)),
      // 2026-03-01 is a Sunday: weekday n is 2026-03-0(1+n).
      weekdayShort: (weekday: number) => weekdayShort.format(at(`2026-03-0${1 + weekday}`)),
      weekdayLong: (weekday: number) => weekdayLong.format(at(`2026-03-0${1 + weekday}`)),
    };
  }, [language]);
}
