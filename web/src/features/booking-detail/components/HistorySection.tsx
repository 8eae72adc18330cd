import { useTranslation } from 'react-i18next';
import type { BookingTransition } from '../../booking/api/types';
import { useBookingFormat } from '../use-booking-format';

/** Every change of status, oldest first, with who did it and why. */
export function HistorySection({ history }: { history: readonly BookingTransition[] }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const f = useBookingFormat();
  return (
    <section className="card booking-section" aria-labelledby="booking-history">
      <h2 id="booking-history">{t('bookingDetail:history.title')}</h2>
      {history.length === 0 ? (
        <p>{t('bookingDetail:history.empty')}</p>
      ) : (
        <ol className="booking-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {t('bookingDetail:history.entry', { action: t(`bookings:action.${entry.action}`), actor: t(`bookings:actor.${entry.actorRole}`) })}
              <time dateTime={entry.at}>{f.stamp(entry.at)}</time>
              {entry.reason ? (
                <span className="booking-history__reason">
                  {entry.action === 'announce_late' ? t('bookingDetail:late.historyArrival', { time: f.time(entry.reason) }) : t('bookingDetail:history.reason', { reason: entry.reason })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
