import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/api-error';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/toast/toast-context';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useAddBlock } from '../api/add-block';
import type { NewAvailabilityBlock, TimeSlot } from '../api/types';
import { weekdayOf } from '../calendar-grid';
import { SLOT_CHOICES, SLOT_HOURS } from '../slot-hours';
import { useDateFormat } from '../use-date-format';

type Field = 'date' | 'weekday' | 'startDate' | 'endDate' | 'slot' | 'start' | 'end';
const FIELDS: readonly Field[] = ['date', 'weekday', 'startDate', 'endDate', 'slot', 'start', 'end'];

/** Adds a one-off slot (date + slot or explicit times) or a weekly pattern, starting from the selected day. */
export function AddSlotForm({ selectedDate }: { selectedDate: string }) {
  const { t } = useTranslation(['calendar', 'common']);
  const format = useDateFormat();
  const toast = useToast();
  const describe = useDescribeError();
  const add = useAddBlock();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [kind, setKind] = useState<'one_off' | 'weekly'>('one_off');
  const [date, setDate] = useState(selectedDate);
  const [weekday, setWeekday] = useState(String(weekdayOf(selectedDate)));
  const [endDate, setEndDate] = useState('');
  const [slot, setSlot] = useState<TimeSlot>('morning');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('13:00');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Picking a day in the grid prepares the form for that day.
  useEffect(() => {
    setDate(selectedDate);
    setWeekday(String(weekdayOf(selectedDate)));
  }, [selectedDate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    if (!date) found[kind === 'one_off' ? 'date' : 'startDate'] = t('calendar:add.required');
    if (slot === 'custom' && !start) found.start = t('calendar:add.required');
    if (slot === 'custom' && !end) found.end = t('calendar:add.required');
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const times = slot === 'custom' ? { start, end } : {};
    const body: NewAvailabilityBlock =
      kind === 'one_off'
        ? { kind, slot, date, ...times }
        : { kind, slot, weekday: Number(weekday), startDate: date, ...(endDate ? { endDate } : {}), ...times };
    try {
      await add.mutateAsync(body);
      toast({ title: t('calendar:add.added'), variant: 'success' });
    } catch (failure) {
      const fromServer = fieldErrors(failure, FIELDS);
      // The duplicate rule names the date; for a weekly pattern that is its start date field.
      if (kind === 'weekly' && fromServer.date) {
        fromServer.startDate = fromServer.date;
        delete fromServer.date;
      }
      if (Object.keys(fromServer).length) {
        setErrors(fromServer);
        focusFirstInvalid(formRef.current);
      } else {
        const text = describe(failure, t('calendar:add.failed'));
        setFormError(text);
        toast({ title: t('common:toast.error'), description: text, variant: 'destructive' });
      }
    }
  };

  const slotLabel = (s: TimeSlot) =>
    s === 'custom' ? t('calendar:slots.custom') : t('calendar:slotOption', { name: t(`calendar:slots.${s}`), ...format.times(SLOT_HOURS[s]) });

  return (
    <section className="card calendar-add" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar:add.title')}</h2>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <fieldset className="switcher">
          <legend className="switcher__legend">{t('calendar:add.kind')}</legend>
          <div className="switcher__options">
            {(['one_off', 'weekly'] as const).map((k) => (
              <label key={k} className="switcher__option">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(k === 'one_off' ? 'calendar:add.oneOff' : 'calendar:add.weekly')}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'weekly' ? (
          <SelectField label={t('calendar:add.weekday')} name="weekday" value={weekday} onChange={(e) => setWeekday(e.target.value)} error={errors.weekday}>
            {[0, 1, 2, 3, 4, 5, 6].map((d) => (
              <option key={d} value={d}>
                {format.weekdayLong(d)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label={t(kind === 'one_off' ? 'calendar:add.date' : 'calendar:add.startDate')}
          type="date"
          name={kind === 'one_off' ? 'date' : 'startDate'}
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={kind === 'one_off' ? errors.date : errors.startDate}
        />
        {kind === 'weekly' ? (
          <TextField label={t('calendar:add.endDate')} type="date" name="endDate" value={endDate} onChange={(e) => setEndDate(e.target.value)} error={errors.endDate} />
        ) : null}
        <SelectField label={t('calendar:add.slot')} name="slot" value={slot} onChange={(e) => setSlot(e.target.value as TimeSlot)} error={errors.slot}>
          {SLOT_CHOICES.map((s) => (
            <option key={s} value={s}>
              {slotLabel(s)}
            </option>
          ))}
        </SelectField>
        {slot === 'custom' ? (
          <div className="form__row">
            <TextField label={t('calendar:add.start')} type="time" step={900} name="start" required value={start} onChange={(e) => setStart(e.target.value)} error={errors.start} hint={t('calendar:add.timesHint')} />
            <TextField label={t('calendar:add.end')} type="time" step={900} name="end" required value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end} />
          </div>
        ) : null}
        {formError ? (
          <p className="notice notice--error" role="alert">
            {formError}
          </p>
        ) : null}
        <SubmitButton busy={add.isPending}>{t('calendar:add.submit')}</SubmitButton>
      </form>
    </section>
  );
}
