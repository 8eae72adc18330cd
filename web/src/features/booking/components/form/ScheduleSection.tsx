import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/SelectField';
import { TextField } from '../../../../components/ui/TextField';
import { useDescribeError } from '../../../../lib/use-describe-error';
import { useDayAvailability } from '../../api/get-day-availability';
import { usePricingTerms } from '../../../pricing/api/get-pricing-terms';
import { MAX_DURATION_HOURS, MIN_DURATION_HOURS, parseHours } from '../../booking-form';
import { formatWallClock } from '../../booking-dates';
import { startTimeOptions } from '../../start-times';
import type { SectionProps } from './form-props';
import { Required } from './Required';
import { useFieldError } from './use-field-error';

interface ScheduleProps extends SectionProps {
  cleanerId: string;
  /** Quebec's date and minute now: no date before today, no start already past. */
  today: string;
  nowMinute: number;
}

export function ScheduleSection({ values, errors, update, cleanerId, today, nowMinute }: ScheduleProps) {
  const { t, i18n } = useTranslation('bookingForm');
  const describe = useDescribeError();
  const fieldError = useFieldError(errors);
  const validDate = values.date !== '' && values.date >= today;
  const availability = useDayAvailability(cleanerId, values.date, validDate);
  // Issue #42: the booked hours are billed, said where she chooses them (the share comes from GET /api/pricing).
  const terms = usePricingTerms();
  const billedHint = [t('schedule.durationHint'), t('schedule.billedHint'), ...(terms.data ? [t('schedule.billedEarly', { percent: terms.data.billedTime.minimumOnSitePercent })] : [])].join(' ');
  const hours = parseHours(values.durationHours) ?? MIN_DURATION_HOURS;
  const options = useMemo(
    () => (availability.data ? startTimeOptions(availability.data, Math.max(hours, MIN_DURATION_HOURS), values.date === today ? nowMinute : 0) : []),
    [availability.data, hours, values.date, today, nowMinute],
  );

  // A start that no longer fits (other date or longer visit) is cleared rather than sent.
  const { time } = values;
  useEffect(() => {
    if (time && availability.data && !options.includes(time)) update('time', '');
  }, [time, options, availability.data, update]);

  return (
    <fieldset className="booking-form__group">
      <legend>{t('schedule.legend')}</legend>
      <div className="booking-form__row">
        <TextField
          label={<Required>{t('schedule.date')}</Required>}
          name="date"
          type="date"
          required
          min={today}
          value={values.date}
          error={fieldError('date')}
          onChange={(e) => update('date', e.target.value)}
        />
        <TextField
          label={<Required>{t('schedule.duration')}</Required>}
          name="durationHours"
          type="number"
          inputMode="decimal"
          min={MIN_DURATION_HOURS}
          max={MAX_DURATION_HOURS}
          step={0.5}
          required
          value={values.durationHours}
          hint={billedHint}
          error={fieldError('durationHours')}
          onChange={(e) => update('durationHours', e.target.value)}
        />
      </div>
      {!validDate ? (
        <p className="booking-form__note">{t('schedule.pickDate')}</p>
      ) : availability.isPending ? (
        <p className="booking-form__note" role="status">
          {t('schedule.loadingTimes')}
        </p>
      ) : availability.isError ? (
        <p className="field__error" role="alert">
          {describe(availability.error, t('schedule.timesFailed'))}
        </p>
      ) : options.length === 0 ? (
        <p className="booking-form__note" role="status">
          {t('schedule.noAvailability')}
        </p>
      ) : (
        <SelectField label={<Required>{t('schedule.time')}</Required>} name="time" required value={values.time} error={fieldError('time')} onChange={(e) => update('time', e.target.value)}>
          <option value="">{t('schedule.chooseTime')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {formatWallClock(o, i18n.resolvedLanguage)}
            </option>
          ))}
        </SelectField>
      )}
      {fieldError('time') && (!validDate || options.length === 0) ? <p className="field__error">{fieldError('time')}</p> : null}
    </fieldset>
  );
}
