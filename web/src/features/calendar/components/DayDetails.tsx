import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useDeleteBlock } from '../api/delete-block';
import { useDeleteOccurrence } from '../api/delete-occurrence';
import type { AvailabilitySlot, CalendarDay } from '../api/types';
import { weekdayOf } from '../calendar-grid';
import { useDateFormat } from '../use-date-format';

/**
 * The selected day's slots, each with a delete button. A one-off goes at once; an occurrence of a
 * weekly pattern asks "Seulement ce créneau" or "Toute la série" (spec section 4). Busy times imported
 * from the cleaner's other calendars are listed under them: they are not offered to clients.
 */
export function DayDetails({ date, day }: { date: string; day: CalendarDay | undefined }) {
  const { t } = useTranslation(['calendar', 'common', 'bookings']);
  const format = useDateFormat();
  const toast = useToast();
  const describe = useDescribeError();
  const deleteBlock = useDeleteBlock();
  const deleteOccurrence = useDeleteOccurrence();
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const headingId = useId();
  const [pending, setPending] = useState<AvailabilitySlot | null>(null);
  const slots = day?.slots ?? [];
  // Issue #40: the day's visits too, each leading to its booking.
  const bookings = day?.bookings ?? [];

  const done = () => toast({ title: t('calendar:day.deleted'), variant: 'success' });
  const failed = (error: unknown) =>
    toast({ title: t('common:toast.error'), description: describe(error, t('calendar:day.deleteFailed')), variant: 'destructive' });

  const onDelete = async (slot: AvailabilitySlot, opener: HTMLButtonElement) => {
    if (slot.kind === 'weekly') {
      openerRef.current = opener;
      // The dialog is open exactly while an occurrence is waiting for a scope.
      setPending(slot);
      return;
    }
    try {
      await deleteBlock.mutateAsync(slot.blockId);
      done();
    } catch (error) {
      failed(error);
    }
  };

  const confirm = async (scope: 'occurrence' | 'series') => {
    if (!pending) return;
    try {
      if (scope === 'occurrence') await deleteOccurrence.mutateAsync({ id: pending.blockId, date: pending.date });
      else await deleteBlock.mutateAsync(pending.blockId);
      setPending(null);
      done();
    } catch (error) {
      setPending(null);
      failed(error);
    }
  };

  const weekdayName = format.weekdayLong(weekdayOf(date));
  return (
    <section className="card calendar-day" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar:day.selectedTitle', { date: format.long(date) })}</h2>
      {slots.length === 0 ? (
        <p>{t('calendar:day.noSlots')}</p>
      ) : (
        <ul className="calendar-day__slots">
          {slots.map((slot) => {
            const name = t(`calendar:slots.${slot.slot}`);
            return (
              <li key={`${slot.blockId}-${slot.start}`} className="calendar-day__slot">
                <span>
                  <strong>{name}</strong> · {t('calendar:times', format.times(slot))} ·{' '}
                  {slot.kind === 'weekly' ? t('calendar:day.recurring', { weekday: weekdayName }) : t('calendar:day.oneOff')}
                </span>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={t('calendar:day.deleteLabel', { slot: `${name} ${t('calendar:times', format.times(slot))}`, date: format.long(date) })}
                  onClick={(event) => void onDelete(slot, event.currentTarget)}
                  disabled={deleteBlock.isPending || deleteOccurrence.isPending}
                >
                  {t('calendar:day.delete')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="calendar-day__bookings">
        <h3>{t('calendar:day.bookingsTitle')}</h3>
        {bookings.length ? (
          <ul>
            {bookings.map((b) => (
              <li key={b.id}>
                <Link to={`/bookings/${b.id}`}>
                  {t('calendar:day.bookingLabel', {
                    times: t('calendar:times', format.times(b)),
                    service: b.cleaningType ? t(`bookings:cleaningType.${b.cleaningType}`, { defaultValue: t('calendar:day.bookingNoService') }) : t('calendar:day.bookingNoService'),
                    city: b.city ?? '',
                  }).replace(/ · $/, '')}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('calendar:day.noBookings')}</p>
        )}
      </div>
      {day?.busy.length ? (
        <div className="calendar-day__busy">
          <h3>{t('calendar:day.busyTitle')}</h3>
          <ul>
            {day.busy.map((b) => (
              <li key={`${b.start}-${b.end}`}>{t('calendar:times', format.times(b))}</li>
            ))}
          </ul>
          <p className="field__hint">{t('calendar:day.busyNote')}</p>
        </div>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        returnFocusTo={openerRef}
        title={t('calendar:deleteDialog.title')}
        description={t('calendar:deleteDialog.text', { weekday: weekdayName })}
        cancelLabel={t('calendar:deleteDialog.cancel')}
        extraActions={
          <SubmitButton type="button" variant="secondary" busy={deleteOccurrence.isPending} onClick={() => void confirm('occurrence')}>
            {t('calendar:deleteDialog.thisOne')}
          </SubmitButton>
        }
        confirmLabel={t('calendar:deleteDialog.series')}
        busy={deleteBlock.isPending}
        onConfirm={() => void confirm('series')}
      />
    </section>
  );
}
