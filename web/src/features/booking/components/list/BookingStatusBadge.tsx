import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../api/types';
import { statusKey, type BookingReader } from '../../status-wording';

/** The status as its reader should read it (the client's and the cleaner's words differ). */
export function BookingStatusBadge({ status, reader }: { status: BookingStatus; reader: BookingReader }) {
  const { t } = useTranslation('bookings');
  return <span className={`booking-status booking-status--${status}`}>{t(statusKey(status, reader))}</span>;
}
