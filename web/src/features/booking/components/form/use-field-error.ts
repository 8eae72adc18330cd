import { useTranslation } from 'react-i18next';
import type { FormErrors, FormField } from '../../booking-form';

/** The translated message of a field's error, or undefined. */
export function useFieldError(errors: FormErrors): (field: FormField) => string | undefined {
  const { t } = useTranslation('bookingForm');
  return (field) => {
    const code = errors[field];
    return code ? t(`errors.${code}`) : undefined;
  };
}
