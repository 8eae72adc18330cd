import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeeklySlotChoice } from '../../calendar/api/types';
import { SLOT_HOURS } from '../../calendar/slot-hours';
import { useDateFormat } from '../../calendar/use-date-format';
import { HALF_DAYS, hasChoice, toggleChoice, WEEK_ORDER } from '../weekly-choices';

/**
 * Onboarding's availability (spec section 9): morning and/or afternoon for each weekday. Each
 * choice becomes a weekly pattern of the calendar, where it can be changed later; the account's
 * "Disponibilités" section edits the same choices (its own `hint`).
 */
export function WeeklySlotsPicker({ value, onChange, error, hint }: { value: readonly WeeklySlotChoice[]; onChange: (next: WeeklySlotChoice[]) => void; error?: string | undefined; hint?: string }) {
  const { t } = useTranslation(['cleanerOnboarding', 'calendar']);
  const format = useDateFormat();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, value.length === 0 ? `${id}-none` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="choice-group weekly-slots" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{t('cleanerOnboarding:availability.title')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint ?? t('cleanerOnboarding:availability.hint')}
      </p>
      <div className="weekly-slots__days">
        {WEEK_ORDER.map((weekday) => (
          <fieldset key={weekday} className="weekly-slots__day">
            <legend className="weekly-slots__weekday">{t(`calendar:weekdays.${weekday}`)}</legend>
            {HALF_DAYS.map((slot) => (
              <label key={slot} className="choice-group__option">
                <input
                  type="checkbox"
                  checked={hasChoice(value, weekday, slot)}
                  onChange={(e) => onChange(toggleChoice(value, weekday, slot, e.target.checked))}
                  aria-invalid={error ? true : undefined}
                />
                <span>{t('calendar:slotOption', { name: t(`calendar:slots.${slot}`), ...format.times(SLOT_HOURS[slot]) })}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {value.length === 0 ? (
        <p id={`${id}-none`} className="field__hint">
          {t('cleanerOnboarding:availability.none')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
