import { useTranslation } from 'react-i18next';
import type { WorkQueue } from './use-work-queue';

/** What waits on this device for the connection, and what the server refused from it. */
export function WorkQueueNotice({ queue }: { queue: WorkQueue }) {
  const { t } = useTranslation('bookingDetail');
  if (queue.pending.length === 0 && queue.refused.length === 0) return null;
  return (
    <div className="card booking-section work-queue" role="status">
      {queue.pending.length > 0 ? (
        <p>
          <span className="pending-badge">{t('offline.pending')}</span> {t('offline.waiting', { count: queue.pending.length })}
        </p>
      ) : null}
      {queue.refused.map((item) => (
        <div key={item.seq} className="notice notice--error">
          <p>
            {t(item.action.kind === 'photo' ? 'offline.refusedPhoto' : 'offline.refusedTick')} {item.refused?.message}
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => void queue.remove(item.seq)}>
            {t('offline.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
