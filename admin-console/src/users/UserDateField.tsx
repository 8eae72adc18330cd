import { FunctionField, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../bookings/format';

/**
 * A timestamp of a user in the console's language, on Quebec's clock, written as the site writes
 * it ("24 nov. 2026 à 9 h" / "Nov 24, 2026 at 9:00 AM"). `emptyText` is a message key.
 */
export function UserDateField({ source, emptyText }: { source: string; emptyText?: string }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => {
        const value = record[source];
        if (typeof value === 'string' && value) return formatDateTime(value, locale);
        return emptyText ? translate(emptyText) : '';
      }}
    />
  );
}
