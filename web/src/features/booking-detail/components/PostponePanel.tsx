import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { formatWallTime } from '../../../lib/format-datetime';
import { useDescribeError } from '../../../lib/use-describe-error';
import { addDays, quebecToday } from '../../cleaners-search/format';
import type { Booking } from '../../booking/api/types';
import { useCleanerDayAvailability } from '../api/get-cleaner-availability';
import { postponeTimes } from '../postpone-times';

export interface PostponePanelProps {
  booking: Booking;
  busy: boolean;
  onSubmit: (input: { date: string; time: string }) => void;
  onClose: () => void;
}

/** A new date, then a start time among the cleaner's free slots where the whole visit fits. */
export function PostponePanel({ booking, busy, onSubmit, onClose }: PostponePanelProps) {
  const { t, i18n } = useTranslation('bookingDetail');
  const describe = useDescribeError();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const availability = useCleanerDayAvailability(booking.cleaner.id, date);
  const times = availability.data ? postponeTimes(availability.data.slots, date, booking.durationHours) : [];
  const today = quebecToday();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (date && time) onSubmit({ date, time });
  };

  return (
    <section className="card booking-section" aria-labelledby="booking-postpone">
      <h2 id="booking-postpone">{t('postpone.title')}</h2>
      <p>{t('postpone.text', { name: booking.cleaner.name })}</p>
      <form className="form" onSubmit={submit}>
        <TextField
          label={t('postpone.date')}
          type="date"
          required
          min={addDays(today, 1)}
          max={addDays(today, 61)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
        {date === '' ? null : availability.isPending ? (
          <p role="status">{t('postpone.loadingTimes')}</p>
        ) : availability.isError ? (
          <p className="field__error" role="alert">
            {describe(availability.error, t('postpone.timesFailed'))}
          </p>
        ) : times.length === 0 ? (
          <p role="status">{t('postpone.noTimes')}</p>
        ) : (
          <SelectField label={t('postpone.time')} required value={time} onChange={(event) => setTime(event.target.value)}>
            <option value="">{t('postpone.chooseTime')}</option>
            {times.map((value) => (
              <option key={value} value={value}>
                {formatWallTime(value, i18n.resolvedLanguage)}
              </option>
            ))}
          </SelectField>
        )}
        <div className="booking-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('postpone.close')}
          </button>
          <SubmitButton busy={busy} disabled={!date || !time}>
            {t('postpone.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
