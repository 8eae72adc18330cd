import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/ui/CheckboxField';
import { SelectField } from '../../../../components/ui/SelectField';
import { TextAreaField } from '../../../properties/components/TextAreaField';
import { PRIORITIES, type Priority } from '../../booking-form';
import type { SectionProps } from './form-props';
import { Required } from './Required';
import { useFieldError } from './use-field-error';

export function EmergencySection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation(['bookingForm', 'bookings']);
  const fieldError = useFieldError(errors);
  return (
    <fieldset className="booking-form__group">
      <legend>{t('bookingForm:emergency.legend')}</legend>
      <CheckboxField label={t('bookingForm:emergency.flag')} checked={values.emergency} onChange={(e) => update('emergency', e.target.checked)} />
      {values.emergency ? (
        <>
          <TextAreaField
            label={<Required>{t('bookingForm:emergency.reason')}</Required>}
            name="emergencyReason"
            required
            maxLength={500}
            value={values.emergencyReason}
            error={fieldError('emergencyReason')}
            onChange={(e) => update('emergencyReason', e.target.value)}
          />
          <SelectField
            label={t('bookingForm:emergency.priority')}
            name="emergencyPriority"
            value={values.emergencyPriority}
            onChange={(e) => update('emergencyPriority', e.target.value as Priority)}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`bookings:priority.${p}`)}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
    </fieldset>
  );
}
