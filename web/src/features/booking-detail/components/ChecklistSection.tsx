import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import type { ChecklistTask } from '../../booking/api/types';
import { useTickChecklistTask } from '../api/tick-checklist-task';
import { checklistProgress, groupChecklist } from '../checklist';
import { useActionFeedback } from '../use-action-feedback';
import { isConnectionFailure, queueAction } from '../offline/send-or-queue';
import type { WorkQueue } from '../offline/use-work-queue';

/**
 * The tasks by category: the cleaner ticks them while working (shown at once, undone if refused), the client sees the ticks.
 * Without a connection a tick waits on the device (`queue`, issue #34) and shows as "en attente d'envoi" until sent.
 */
export function ChecklistSection({ bookingId, tasks, editable, forClient, queue = null }: { bookingId: string; tasks: readonly ChecklistTask[]; editable: boolean; forClient: boolean; queue?: WorkQueue | null }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const { fail } = useActionFeedback();
  const tick = useTickChecklistTask();
  // The tick shows at once (a controlled box would otherwise flip back until the server answers); refused ticks fall back to the server's state.
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  const queued = queue?.queuedTicks ?? {};
  const shown = tasks.map((task) => (task.id in optimistic ? { ...task, done: optimistic[task.id]! } : task.id in queued ? { ...task, done: queued[task.id]! } : task));
  const progress = checklistProgress(shown);
  const forget = (taskId: string) =>
    setOptimistic((o) => {
      const rest = { ...o };
      delete rest[taskId];
      return rest;
    });
  // A queued tick is shown from the queue from now on.
  useEffect(() => {
    setOptimistic((o) => (Object.keys(o).some((id) => id in queued) ? Object.fromEntries(Object.entries(o).filter(([id]) => !(id in queued))) : o));
  }, [queued]);
  const wait = (taskId: string, done: boolean, key?: string) =>
    queueAction(bookingId, { kind: 'tick', taskId, done }, key).catch((error: unknown) => {
      forget(taskId);
      fail(error);
    });
  const toggle = (taskId: string, done: boolean) => {
    setOptimistic((o) => ({ ...o, [taskId]: done }));
    // Behind actions already waiting, or without a connection: on the device, in order.
    if (queue && (!navigator.onLine || queue.pending.length > 0)) {
      void wait(taskId, done);
      return;
    }
    const idempotencyKey = crypto.randomUUID();
    tick.mutate(
      { id: bookingId, taskId, done, idempotencyKey },
      {
        onError: (error) => {
          if (queue && isConnectionFailure(error)) void wait(taskId, done, idempotencyKey);
          else {
            forget(taskId);
            fail(error);
          }
        },
        onSuccess: () => forget(taskId),
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
                    label={
                      task.id in queued ? (
                        <>
                          {task.label} <span className="pending-badge">{t('bookingDetail:offline.pending')}</span>
                        </>
                      ) : (
                        task.label
                      )
                    }
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
