import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../api/types';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return <span className={`booking-status booking-status--${status}`}>{t(`status.${status}`)}</span>;
}
