import { useTranslation } from 'react-i18next';
import type { BookingTransition } from '../../booking/api/types';
import { useBookingFormat } from '../use-booking-format';
import { postponeMoves } from '../postpone-history';

/** Every change of status, oldest first, with who did it and why. */
export function HistorySection({ history, current }: { history: readonly BookingTransition[]; current: { date: string; time: string } }) {
  const { t, i18n } = useTranslation(['bookingDetail', 'bookings']);
  const f = useBookingFormat();
  const moves = postponeMoves(history, current, i18n.resolvedLanguage);
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
              {moves.has(index) ? (
                <span className="booking-history__reason">{t('bookingDetail:history.postponed', { from: moves.get(index)!.from, to: moves.get(index)!.to })}</span>
              ) : entry.reason ? (
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
