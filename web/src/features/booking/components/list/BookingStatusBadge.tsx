import { useTranslation } from 'react-i18next';
import type { BookingPaymentStatus, BookingStatus } from '../../api/types';
import { statusKey, type BookingReader } from '../../status-wording';

/** The status as its reader should read it (the client's and the cleaner's words differ). */
export function BookingStatusBadge({ status, reader, paymentStatus }: { status: BookingStatus; reader: BookingReader; paymentStatus?: BookingPaymentStatus }) {
  const { t } = useTranslation('bookings');
  return <span className={`booking-status booking-status--${status}`}>{t(statusKey(status, reader, paymentStatus))}</span>;
}
