import { FunctionField, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../web/src/lib/format-datetime';
import { formatDateTime } from '../bookings/format';

/**
 * A date or timestamp in the console's language on Quebec's clock, written as the site writes it
 * ("1er déc. 2026 à 16 h 48" / "Dec 1, 2026 at 4:48 PM"; without `showTime` "1er déc. 2026"), in
 * place of react-admin's DateField, which follows the browser's locale ("2026-12-01 16 h 48 min 23 s"
 * even in the English console). `emptyText` is a message key or a text.
 */
export function ConsoleDateField({ source, showTime = false, emptyText = '—' }: { source: string; showTime?: boolean; emptyText?: string; label?: string; sortable?: boolean }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => {
        const value = record[source];
        if (typeof value === 'string' && value && !Number.isNaN(new Date(value).getTime())) {
          return showTime ? formatDateTime(value, locale) : formatDate(value, locale, { weekday: false, month: 'short', year: true });
        }
        return translate(emptyText, { _: emptyText });
      }}
    />
  );
}
