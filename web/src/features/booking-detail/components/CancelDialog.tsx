import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import type { BookingScope } from '../api/types';
import { useBookingFormat } from '../use-booking-format';
import { ScopedDialog } from './ScopedDialog';

/** What cancelling now costs, from the server's `cancellationTerms`, seen from the caller's side. */
function useTermsText(booking: Booking): string {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const terms = booking.cancellationTerms;
  if (!terms) return '';
  if (booking.viewerRole === 'cleaner') return terms.free ? t('cancel.cleanerFree') : t('cancel.cleanerLate');
  // A late cleaner (issue #36: late from 15 minutes, or announced) makes the cancellation free past the 24-hour limit.
  if (terms.free && (booking.cleaningStatus === 'late' || booking.cleaningStatus === 'no_show')) return t('cancel.cleanerLateFree');
  if (terms.free) return `${t('cancel.freeUntil', { date: f.stamp(terms.freeUntil) })} ${t('cancel.free')}`;
  return t('cancel.clientFee', { fee: f.money(terms.feeCents), refund: f.money(terms.refundCents) });
}

export function CancelDialog(props: {
  booking: Booking;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (input: { reason: string | null; scope: BookingScope }) => void;
}) {
  const { t } = useTranslation('bookingDetail');
  const terms = useTermsText(props.booking);
  return (
    <ScopedDialog
      open={props.open}
      onClose={props.onClose}
      busy={props.busy}
      onConfirm={props.onConfirm}
      title={t('cancel.title')}
      description={terms}
      seriesText={props.booking.seriesId ? t('cancel.series') : null}
      reasonLabel={t('cancel.reason')}
      confirmLabel={t('actions.cancel')}
      cancelLabel={t('cancel.keep')}
      variant="danger"
    />
  );
}
