import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [pending, setPending] = useState<AvailabilityBlock | null>(null);
  const headingId = useId();
  const titleId = useId();
  const textId = useId();

  const describeBlock = (b: AvailabilityBlock) => {
    const slot = `${t(`calendar:slots.${b.slot}`)} ${t('calendar:times', { start: b.start, end: b.end })}`;
    if (b.kind === 'one_off') return `${format.long(b.date)} · ${slot}`;
    const parts = [t('calendar:blocks.weekly', { weekday: format.weekdayLong(b.weekday ?? 0) }), slot, t('calendar:blocks.from', { date: format.long(b.date) })];
    if (b.endDate) parts.push(t('calendar:blocks.until', { date: format.long(b.endDate) }));
    if (b.exceptionDates.length) parts.push(t('calendar:blocks.exceptions', { count: b.exceptionDates.length }));
    return parts.join(' · ');
  };

  const deleteNow = async (block: AvailabilityBlock) => {
    try {
      await remove.mutateAsync(block.id);
      dialogRef.current?.close();
      toast({ title: t('calendar:day.deleted'), variant: 'success' });
    } catch (error) {
      dialogRef.current?.close();
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:day.deleteFailed')), variant: 'destructive' });
    }
  };

  const onDelete = (block: AvailabilityBlock, opener: HTMLButtonElement) => {
    if (block.kind === 'one_off') return void deleteNow(block);
    openerRef.current = opener;
    setPending(block);
    dialogRef.current?.showModal();
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
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => {
          setPending(null);
          openerRef.current?.focus();
        }}
      >
        <h2 id={titleId}>{t('calendar:blocks.confirmTitle')}</h2>
        <p id={textId}>
          {pending ? `${describeBlock(pending)}. ` : ''}
          {t('calendar:blocks.confirmText')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => dialogRef.current?.close()}>
            {t('calendar:blocks.cancel')}
          </button>
          <SubmitButton type="button" variant="danger" busy={remove.isPending} onClick={() => pending && void deleteNow(pending)}>
            {t('calendar:blocks.confirm')}
          </SubmitButton>
        </div>
      </dialog>
    </section>
  );
}
