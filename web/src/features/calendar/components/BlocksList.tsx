import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useDeleteBlock } from '../api/delete-block';
import { useBlocks } from '../api/list-blocks';
import type { AvailabilityBlock } from '../api/types';
import { useDateFormat } from '../use-date-format';

/** Every pattern and upcoming one-off, so a whole series can be found and deleted without hunting for a date. */
export function BlocksList() {
  const { t } = useTranslation(['calendar', 'common']);
  const format = useDateFormat();
  const toast = useToast();
  const describe = useDescribeError();
  const blocks = useBlocks();
  const remove = useDeleteBlock();
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [pending, setPending] = useState<AvailabilityBlock | null>(null);
  const headingId = useId();

  const describeBlock = (b: AvailabilityBlock) => {
    const slot = `${t(`calendar:slots.${b.slot}`)} ${t('calendar:times', format.times(b))}`;
    if (b.kind === 'one_off') return `${format.long(b.date)} · ${slot}`;
    const parts = [t('calendar:blocks.weekly', { weekday: format.weekdayLong(b.weekday ?? 0) }), slot, t('calendar:blocks.from', { date: format.long(b.date) })];
    if (b.endDate) parts.push(t('calendar:blocks.until', { date: format.long(b.endDate) }));
    if (b.exceptionDates.length) parts.push(t('calendar:blocks.exceptions', { count: b.exceptionDates.length }));
    return parts.join(' · ');
  };

  const deleteNow = async (block: AvailabilityBlock) => {
    try {
      await remove.mutateAsync(block.id);
      setPending(null);
      toast({ title: t('calendar:day.deleted'), variant: 'success' });
    } catch (error) {
      setPending(null);
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:day.deleteFailed')), variant: 'destructive' });
    }
  };

  const onDelete = (block: AvailabilityBlock, opener: HTMLButtonElement) => {
    if (block.kind === 'one_off') return void deleteNow(block);
    openerRef.current = opener;
    // The dialog is open exactly while a series is waiting for confirmation.
    setPending(block);
  };

  return (
    <section className="card calendar-blocks" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar:blocks.title')}</h2>
      <p>{t('calendar:blocks.lead')}</p>
      {blocks.isSuccess && blocks.data.length === 0 ? <p>{t('calendar:blocks.empty')}</p> : null}
      {blocks.isSuccess && blocks.data.length > 0 ? (
        <ul className="calendar-day__slots">
          {blocks.data.map((b) => {
            const text = describeBlock(b);
            return (
              <li key={b.id} className="calendar-day__slot">
                <span>{text}</span>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={t('calendar:blocks.deleteLabel', { action: t(b.kind === 'weekly' ? 'calendar:blocks.deleteSeries' : 'calendar:blocks.delete'), what: text })}
                  disabled={remove.isPending}
                  onClick={(event) => onDelete(b, event.currentTarget)}
                >
                  {t(b.kind === 'weekly' ? 'calendar:blocks.deleteSeries' : 'calendar:blocks.delete')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        returnFocusTo={openerRef}
        title={t('calendar:blocks.confirmTitle')}
        description={
          <>
            {pending ? `${describeBlock(pending)}. ` : ''}
            {t('calendar:blocks.confirmText')}
          </>
        }
        cancelLabel={t('calendar:blocks.cancel')}
        confirmLabel={t('calendar:blocks.confirm')}
        busy={remove.isPending}
        onConfirm={() => pending && void deleteNow(pending)}
      />
    </section>
  );
}
