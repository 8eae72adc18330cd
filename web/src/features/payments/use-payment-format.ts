import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format-datetime';
import { formatMoney } from '../booking/money';

/** Money and moments of payments in the page's language, on Quebec time (lib/format-datetime.ts). */
export function usePaymentFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      money: (cents: number) => formatMoney(cents, language),
      /** "24 nov. 2026 à 9 h 30" / "Nov 24, 2026 at 9:30 AM". */
      stamp: (iso: string) => formatDateTime(iso, language, { weekday: false, month: 'short', year: true }),
      /** "24 nov. 2026" / "Nov 24, 2026". */
      day: (iso: string) => formatDate(iso, language, { weekday: false, month: 'short', year: true }),
      language,
    }),
    [language],
  );
}
