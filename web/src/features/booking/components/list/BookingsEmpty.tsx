import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../../components/ui/EmptyState';
import type { BookingsTab } from '../../bookings-list';

export function BookingsEmpty({ tab, isCleaner, filtered }: { tab: BookingsTab; isCleaner: boolean; filtered: boolean }) {
  const { t } = useTranslation('bookingList');
  if (filtered) return <p className="booking-list__empty">{t('empty.filtered')}</p>;
  return (
    <EmptyState art="bookings" className="booking-list__empty">
      <p>{t(`empty.${isCleaner ? 'cleaner' : 'client'}.${tab}`)}</p>
      {!isCleaner ? (
        <p>
          <Link className="btn btn--primary" to="/cleaners">
            {t('empty.findCleaner')}
          </Link>
        </p>
      ) : (
        <p>
          <Link to="/profile/calendar">{t('empty.calendar')}</Link>
        </p>
      )}
    </EmptyState>
  );
}
