import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import type { ChecklistTask } from '../../booking/api/types';
import { useTickChecklistTask } from '../api/tick-checklist-task';
import { checklistProgress, groupChecklist } from '../checklist';
import { useActionFeedback } from '../use-action-feedback';

/** The tasks by category: the cleaner ticks them while working (shown at once, undone if refused), the client sees the ticks. */
export function ChecklistSection({ bookingId, tasks, editable, forClient }: { bookingId: string; tasks: readonly ChecklistTask[]; editable: boolean; forClient: boolean }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const { fail } = useActionFeedback();
  const tick = useTickChecklistTask();
  // The tick shows at once (a controlled box would otherwise flip back until the server answers); refused ticks fall back to the server's state.
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  const shown = tasks.map((task) => (task.id in optimistic ? { ...task, done: optimistic[task.id]! } : task));
  const progress = checklistProgress(shown);
  const toggle = (taskId: string, done: boolean) => {
    setOptimistic((o) => ({ ...o, [taskId]: done }));
    tick.mutate(
      { id: bookingId, taskId, done },
      {
        onError: fail,
        onSettled: () =>
          setOptimistic((o) => {
            const rest = { ...o };
            delete rest[taskId];
            return rest;
          }),
      },
    );
  };
  return (
    <section className="card booking-section booking-checklist" aria-labelledby="booking-checklist">
      <h2 id="booking-checklist">
        {t('bookingDetail:checklist.title')} <span aria-hidden="true">({t('bookingDetail:checklist.progress', { done: progress.done, total: progress.total })})</span>
      </h2>
      {tasks.length === 0 ? (
        <p>{t('bookingDetail:checklist.empty')}</p>
      ) : (
        <>
          <progress max={progress.total} value={progress.done} aria-label={t('bookingDetail:checklist.progressLabel', { done: progress.done, total: progress.total })} />
          {!editable && forClient ? <p className="field__hint">{t('bookingDetail:checklist.readOnly')}</p> : null}
          {groupChecklist(shown).map((group) =>
            editable ? (
              <fieldset key={group.category} className="booking-checklist__group">
                <legend>{t(`bookings:checklistCategory.${group.category}`)}</legend>
                {group.tasks.map((task) => (
                  <CheckboxField
                    key={task.id}
                    label={task.label}
                    checked={task.done}
                    onChange={(event) => toggle(task.id, event.target.checked)}
                  />
                ))}
              </fieldset>
            ) : (
              <div key={group.category} className="booking-checklist__group">
                <h3>{t(`bookings:checklistCategory.${group.category}`)}</h3>
                <ul className="booking-checklist__list">
                  {group.tasks.map((task) => (
                    <li key={task.id} className={task.done ? 'booking-checklist__done' : undefined}>
                      <span aria-hidden="true">{task.done ? '☑' : '☐'}</span> {task.label}
                      <span className="visually-hidden"> — {task.done ? t('bookingDetail:checklist.done') : t('bookingDetail:checklist.notDone')}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </>
      )}
    </section>
  );
}
