import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePaymentsConfig } from '../../booking/api/get-payments-config';
import type { Booking } from '../../booking/api/types';
import { useBookingInvoice } from '../api/get-booking-invoice';
import { useBookingPayments } from '../api/get-booking-payments';
import type { BookingPayments } from '../api/types';
import { chargeTone, chargesInOrder, failureKey, netPaidCents, paymentTotals, remainderState, remainderTone } from '../booking-payments';
import { usePaymentFormat } from '../use-payment-format';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { PayRemainderPanel } from './PayRemainderPanel';
import '../payments.css';
import { TableScroll } from '../../../components/ui/TableScroll';
import { useBookingTip } from '../../tips/api/booking-tip';

const CLOSED = new Set<Booking['status']>(['declined', 'declined_by_client', 'cancelled', 'expired']);

/** The booking's money as it moved: charges, refunds, what is still due, paying it, and the invoice. */
export function BookingPaymentsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const payments = useBookingPayments(booking.id);

  let content;
  if (payments.isPending) content = <PageLoading />;
  else if (payments.isError)
    content = (
      <div className="notice notice--error" role="alert">
        <p>{describe(payments.error, t('section.loadFailed'))}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void payments.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  else content = <PaymentsView booking={booking} payments={payments.data} />;

  return (
    <section id="payments" className="card booking-section booking-payments" aria-labelledby="booking-payments-title">
      <h2 id="booking-payments-title">{t('section.title')}</h2>
      {content}
    </section>
  );
}

function PaymentsView({ booking, payments }: { booking: Booking; payments: BookingPayments }) {
  const { t } = useTranslation('payments');
  const f = usePaymentFormat();
  const [params] = useSearchParams();
  const state = remainderState(payments);
  const showRemainder = !(CLOSED.has(booking.status) && payments.dueCents === 0);
  const retry = [...payments.charges].reverse().find((c) => c.kind === 'remainder' && c.status === 'failed' && c.nextRetryAt)?.nextRetryAt ?? null;
  // A tip is charged on the same card, apart from the booking's price: without it here, what the
  // client reads as paid is not what their card statement shows (issue #40, the phone walk).
  const tipQuery = useBookingTip(booking.id, booking.status === 'completed' && booking.viewerRole === 'client');
  const tip = tipQuery.data?.tip?.status === 'succeeded' ? tipQuery.data.tip : null;

  return (
    <>
      {showRemainder ? (
        <p className={`payment-state payment-state--${remainderTone(state)}`} data-testid="remainder-status">
          {t('remainder.status', { value: t(`remainder.state.${state}`) })}
        </p>
      ) : null}
      {state === 'failed' && retry ? <p className="field__hint">{t('remainder.retryAt', { when: f.stamp(retry) })}</p> : null}

      <table className="booking-money payment-totals">
        <tbody>
          {paymentTotals(payments).map((row) => (
            <tr key={row.key} className={row.key === 'due' ? 'booking-money__total' : undefined}>
              <th scope="row">{t(`totals.${row.key}`)}</th>
              <td data-testid={`payments-${row.key}`}>{f.money(row.cents)}</td>
            </tr>
          ))}
          {tip ? (
            <>
              <tr>
                <th scope="row">{t('totals.tip')}</th>
                <td data-testid="payments-tip">{f.money(tip.amountCents)}</td>
              </tr>
              <tr className="booking-money__total">
                <th scope="row">{t('totals.charged')}</th>
                <td data-testid="payments-charged">{f.money(netPaidCents(payments) + tip.amountCents)}</td>
              </tr>
            </>
          ) : null}
        </tbody>
      </table>

      {payments.charges.length > 0 ? (
        // A phone narrower than the table scrolls the table, not the page (issue #34).
        <TableScroll label={t('charges.caption')}>
          <table className="payment-table">
            <caption>{t('charges.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charges.kind')}</th>
                <th scope="col">{t('charges.amount')}</th>
                <th scope="col">{t('charges.status')}</th>
                <th scope="col">{t('charges.date')}</th>
              </tr>
            </thead>
            <tbody>
              {chargesInOrder(payments.charges).map((charge) => {
                const failure = failureKey(charge.failureCode);
                return (
                  <tr key={charge.id}>
                    <th scope="row">{t(`charge.kind.${charge.kind}`)}</th>
                    <td>
                      {f.money(charge.amountCents)}
                      {charge.refundedCents > 0 ? <span className="payment-table__note">{t('charges.refunded', { amount: f.money(charge.refundedCents) })}</span> : null}
                    </td>
                    <td>
                      <span className={`payment-badge payment-badge--${chargeTone(charge.status)}`}>{t(`charge.status.${charge.status}`)}</span>
                      {failure && charge.status !== 'succeeded' ? <span className="payment-table__note">{t(`charge.failure.${failure}`)}</span> : null}
                    </td>
                    <td>{f.stamp(charge.updatedAt)}</td>
                  </tr>
                );
              })}
              {tip ? (
                <tr>
                  <th scope="row">{t('charge.kind.tip')}</th>
                  <td>{f.money(tip.amountCents)}</td>
                  <td>
                    <span className={`payment-badge payment-badge--${chargeTone('succeeded')}`}>{t('charge.status.succeeded')}</span>
                  </td>
                  <td>{tip.paidAt ? f.stamp(tip.paidAt) : null}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="field__hint">{t('charges.none')}</p>
      )}

      {payments.refunds.length > 0 ? (
        <>
          <h3>{t('refunds.title')}</h3>
          <ul className="payment-refunds">
            {payments.refunds.map((refund) => (
              <li key={refund.id}>
                <strong>{f.money(refund.amountCents)}</strong> · {t(`refunds.status.${refund.status}`)} · {f.stamp(refund.createdAt)}
                <br />
                {refund.by === 'policy' ? t('refunds.byPolicy') : t('refunds.byAdmin', { reason: refund.reason ?? '—' })}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {payments.canPayRemainder ? <RemainderPayment payments={payments} focus={params.get('pay') === '1'} /> : null}
      {payments.invoiceAvailable ? <InvoiceBlock bookingId={payments.bookingId} /> : null}
    </>
  );
}

function RemainderPayment({ payments, focus }: { payments: BookingPayments; focus: boolean }) {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const config = usePaymentsConfig();
  if (config.isPending) return <PageLoading />;
  if (config.isError)
    return (
      <p className="field__error" role="alert">
        {describe(config.error, t('section.loadFailed'))}
      </p>
    );
  return <PayRemainderPanel payments={payments} config={config.data} focus={focus} />;
}

function InvoiceBlock({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('payments');
  const invoice = useBookingInvoice(bookingId, true);
  return (
    <div className="payment-invoice">
      <h3>{t('invoice.title')}</h3>
      {invoice.data ? <p data-testid="invoice-number">{t('invoice.number', { number: invoice.data.number })}</p> : null}
      <InvoiceDownloadButton bookingId={bookingId} />
    </div>
  );
}
