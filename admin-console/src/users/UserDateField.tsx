import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

// Timestamps follow the console's language (Quebec conventions), not the browser's.
const dateLocales: Record<string, string> = { fr: 'fr-CA', en: 'en-CA' };
const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function UserDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      locales={dateLocales[locale] ?? 'fr-CA'}
      showTime
      options={dateTimeOptions}
      {...props}
    />
  );
}
