import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, localeTag } from '../booking/money';

/** Money and moments of payments in the page's language, on Quebec time. */
export function usePaymentFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const tag = localeTag(language);
    const stamp = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'America/Toronto' });
    return {
      money: (cents: number) => formatMoney(cents, language),
      stamp: (iso: string) => stamp.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
      language,
    };
  }, [language]);
}
