import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/SelectField';
import { TextField } from '../../../../components/ui/TextField';
import type { ChecklistCategory } from '../../api/types';
import { CHECKLIST_CATEGORIES, MAX_TASKS, TASK_SUGGESTIONS, type FormTask } from '../../booking-form';
import type { SectionProps } from './form-props';

let taskCounter = 0;
const newKey = () => `task-${++taskCounter}`;

/** Tasks by category: typed, or quick-added from a few common ones. */
export function ChecklistSection({ values, update }: SectionProps) {
  const { t } = useTranslation(['bookingForm', 'bookings']);
  const [category, setCategory] = useState<ChecklistCategory>('general');
  const [label, setLabel] = useState('');
  const { tasks } = values;
  const full = tasks.length >= MAX_TASKS;

  const add = (task: Omit<FormTask, 'key'>) => {
    const text = task.label.trim();
    if (!text || full) return;
    if (tasks.some((x) => x.category === task.category && x.label.trim().toLocaleLowerCase() === text.toLocaleLowerCase())) return;
    update('tasks', [...tasks, { key: newKey(), category: task.category, label: text }]);
  };
  const remove = (key: string) => update('tasks', tasks.filter((x) => x.key !== key));
  const suggestions = TASK_SUGGESTIONS[category]
    .map((id) => t(`bookingForm:suggestions.${category}.${id}`))
    .filter((text) => !tasks.some((x) => x.category === category && x.label === text));
  const used = CHECKLIST_CATEGORIES.filter((c) => tasks.some((x) => x.category === c));

  return (
    <fieldset className="booking-form__group">
      <legend>{t('bookingForm:checklist.legend')}</legend>
      <p className="booking-form__note">{t('bookingForm:checklist.lead')}</p>
      {used.length === 0 ? <p className="booking-form__note">{t('bookingForm:checklist.empty')}</p> : null}
      {used.map((c) => (
        <div key={c} className="booking-checklist__category">
          <h3>{t(`bookings:checklistCategory.${c}`)}</h3>
          <ul className="booking-checklist__tasks">
            {tasks
              .filter((x) => x.category === c)
              .map((x) => (
                <li key={x.key}>
                  <span>{x.label}</span>
                  <button
                    type="button"
                    className="btn btn--secondary booking-checklist__remove"
                    aria-label={t('bookingForm:checklist.removeTask', { label: x.label })}
                    onClick={() => remove(x.key)}
                  >
                    {t('bookingForm:checklist.remove')}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
      <div className="booking-form__row booking-checklist__add">
        <SelectField label={t('bookingForm:checklist.category')} value={category} onChange={(e) => setCategory(e.target.value as ChecklistCategory)}>
          {CHECKLIST_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`bookings:checklistCategory.${c}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('bookingForm:checklist.task')}
          autoComplete="off"
          value={label}
          maxLength={200}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the task instead of submitting the whole booking form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add({ category, label });
              setLabel('');
            }
          }}
        />
        <button
          type="button"
          className="btn btn--secondary"
          disabled={full || !label.trim()}
          onClick={() => {
            add({ category, label });
            setLabel('');
          }}
        >
          {t('bookingForm:checklist.add')}
        </button>
      </div>
      {suggestions.length && !full ? (
        <div className="booking-checklist__suggestions" role="group" aria-label={t('bookingForm:checklist.suggestions')}>
          {suggestions.map((text) => (
            <button key={text} type="button" className="booking-chip" onClick={() => add({ category, label: text })}>
              + {text}
            </button>
          ))}
        </div>
      ) : null}
      {full ? <p className="booking-form__note">{t('bookingForm:checklist.full', { max: MAX_TASKS })}</p> : null}
    </fieldset>
  );
}
