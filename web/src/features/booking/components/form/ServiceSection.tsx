import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/SelectField';
import { TextField } from '../../../../components/ui/TextField';
import { FREQUENCIES, MAX_INTERVAL_DAYS, MAX_VISITS, MIN_INTERVAL_DAYS, MIN_VISITS, type CleaningType } from '../../booking-form';
import type { BookingFrequency } from '../../api/types';
import type { SectionProps } from './form-props';
import { Required } from './Required';
import { useFieldError } from './use-field-error';

export function ServiceSection({ values, errors, update, serviceTypes }: SectionProps & { serviceTypes: readonly CleaningType[] }) {
  const { t } = useTranslation(['bookingForm', 'bookings']);
  const fieldError = useFieldError(errors);
  return (
    <fieldset className="booking-form__group">
      <legend>{t('bookingForm:service.legend')}</legend>
      <SelectField
        label={<Required>{t('bookingForm:service.cleaningType')}</Required>}
        name="cleaningType"
        required
        value={values.cleaningType}
        error={fieldError('cleaningType')}
        onChange={(e) => update('cleaningType', e.target.value as CleaningType | '')}
      >
        <option value="">{t('bookingForm:service.chooseType')}</option>
        {serviceTypes.map((s) => (
          <option key={s} value={s}>
            {t(`bookings:cleaningType.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('bookingForm:service.frequency')}
        name="frequency"
        value={values.frequency}
        onChange={(e) => update('frequency', e.target.value as BookingFrequency)}
      >
        {FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`bookings:frequency.${f}`)}
          </option>
        ))}
      </SelectField>
      {values.frequency !== 'once' ? (
        <div className="booking-form__row">
          <TextField
            label={<Required>{t('bookingForm:service.visits')}</Required>}
            name="visits"
            type="number"
            inputMode="numeric"
            min={MIN_VISITS}
            max={MAX_VISITS}
            step={1}
            required
            value={values.visits}
            hint={t('bookingForm:service.visitsHint', { min: MIN_VISITS, max: MAX_VISITS })}
            error={fieldError('visits')}
            onChange={(e) => update('visits', e.target.value)}
          />
          {values.frequency === 'custom' ? (
            <TextField
              label={<Required>{t('bookingForm:service.intervalDays')}</Required>}
              name="intervalDays"
              type="number"
              inputMode="numeric"
              min={MIN_INTERVAL_DAYS}
              max={MAX_INTERVAL_DAYS}
              step={1}
              required
              value={values.intervalDays}
              hint={t('bookingForm:service.intervalHint', { min: MIN_INTERVAL_DAYS, max: MAX_INTERVAL_DAYS })}
              error={fieldError('intervalDays')}
              onChange={(e) => update('intervalDays', e.target.value)}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
