import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import type { BookingScope } from '../api/types';
import { useBookingFormat } from '../use-booking-format';
import { ScopedDialog } from './ScopedDialog';

type Terms = NonNullable<Booking['cancellationTerms']>;

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
  return t('cancel.clientFeeWhy', { fee: f.money(terms.feeCents) });
}

/**
 * A client's late cancellation, before she confirms (issue #40): what she paid, the fee kept, and
 * what comes back to her card or is charged on top, lines that add up as her confirmation email's do.
 */
function FeeLines({ terms }: { terms: Terms }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const rows: [string, string, string][] = [
    ['paid', t('cancel.lines.paid'), f.money(terms.paidCents)],
    ['fee', t('cancel.lines.fee'), f.money(-terms.feeCents)],
    ...(terms.refundCents > 0 ? [['refund', t('cancel.lines.refund'), f.money(terms.refundCents)] as [string, string, string]] : []),
    ...(terms.extraChargeCents > 0 ? [['extra', t('cancel.lines.extra'), f.money(terms.extraChargeCents)] as [string, string, string]] : []),
  ];
  return (
    <table className="booking-money" data-testid="cancel-fee-lines">
      <caption className="visually-hidden">{t('cancel.lines.caption')}</caption>
      <tbody>
        {rows.map(([key, label, amount], i) => (
          <tr key={key} className={i === rows.length - 1 ? 'booking-money__total' : undefined}>
            <th scope="row">{label}</th>
            <td>{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
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
  const money = props.booking.cancellationTerms;
  const clientFee = props.booking.viewerRole === 'client' && money !== null && !money.free;
  const details: ReactNode = clientFee ? <FeeLines terms={money} /> : null;
  // For a series the fee is per visit: only those starting within the limit pay it (cancel-booking.ts).
  const seriesText = props.booking.seriesId ? `${t('cancel.series')}${clientFee ? ` ${t('cancel.seriesFees')}` : ''}` : null;
  return (
    <ScopedDialog
      open={props.open}
      onClose={props.onClose}
      busy={props.busy}
      onConfirm={props.onConfirm}
      title={t('cancel.title')}
      description={terms}
      details={details}
      seriesText={seriesText}
      reasonLabel={t('cancel.reason')}
      confirmLabel={t('actions.cancel')}
      cancelLabel={t('cancel.keep')}
      variant="danger"
    />
  );
}
