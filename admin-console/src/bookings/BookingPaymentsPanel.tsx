import { Alert, Box, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from './format';
import { getBookingPayments, paymentKeys, type BookingPayments } from './payments-api';
import { refundableCents } from './payments-format';
import { RefundBookingButton } from './RefundBookingButton';

/**
 * The booking's money as it moved (GET /api/bookings/{id}/payments): what was
 * charged and refunded, what is still due, each charge and refund, and the
 * admin's refund. Read apart from the booking so a refund refreshes it alone.
 */
export function BookingPaymentsPanel({ bookingId }: { bookingId: string }) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: paymentKeys.one(bookingId),
    queryFn: ({ signal }) => getBookingPayments(bookingId, signal),
  });
  if (query.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <PaymentsDetail bookingId={bookingId} payments={query.data} />;
}

function PaymentsDetail({ bookingId, payments }: { bookingId: string; payments: BookingPayments }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.booking_payments.${key}`, options);
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (iso: string | null) => formatDateTime(iso, locale);

  const summary: Array<[string, string]> = [
    [t('paymentStatus'), translate(`eclat.bookings.payment_status.${payments.paymentStatus}`)],
    [t('total'), money(payments.totalCents)],
    [t('held'), money(payments.heldCents)],
    [t('paid'), money(payments.paidCents)],
    [t('refunded'), money(payments.refundedCents)],
    // What remains on the booking, now or after the visit (issue #14), and what of it is owed right now.
    [t('due'), money(payments.remainingCents)],
    [t('due_now'), money(payments.dueCents)],
    [t('refundable'), money(refundableCents(payments))],
    [t('invoice'), t(payments.invoiceAvailable ? 'invoice_available' : 'invoice_not_available')],
  ];

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <RefundBookingButton bookingId={bookingId} payments={payments} />
      </Stack>
      <Table size="small" aria-label={t('summary')}>
        <TableBody>
          {summary.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '35%' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {t('charges')}
      </Typography>
      {payments.charges.length === 0 ? (
        <Alert severity="info">{t('no_charges')}</Alert>
      ) : (
        <Table size="small" aria-label={t('charges')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('charge.createdAt')}</TableCell>
              <TableCell>{t('charge.kind')}</TableCell>
              <TableCell>{t('charge.status')}</TableCell>
              <TableCell align="right">{t('charge.amount')}</TableCell>
              <TableCell align="right">{t('charge.refunded')}</TableCell>
              <TableCell align="right">{t('charge.attempts')}</TableCell>
              <TableCell>{t('charge.failure')}</TableCell>
              <TableCell>{t('charge.nextRetryAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.charges.map(charge => (
              <TableRow key={charge.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(charge.createdAt)}</TableCell>
                <TableCell>{t(`charge_kind.${charge.kind}`)}</TableCell>
                <TableCell>{t(`charge_status.${charge.status}`)}</TableCell>
                <TableCell align="right">{money(charge.amountCents)}</TableCell>
                <TableCell align="right">{money(charge.refundedCents)}</TableCell>
                <TableCell align="right">{charge.attempts}</TableCell>
                <TableCell>{charge.failureCode ? t(`failure.${knownFailure(charge.failureCode)}`) : '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(charge.nextRetryAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {t('refunds')}
      </Typography>
      {payments.refunds.length === 0 ? (
        <Alert severity="info">{t('no_refunds')}</Alert>
      ) : (
        <Table size="small" aria-label={t('refunds')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('refund_row.createdAt')}</TableCell>
              <TableCell align="right">{t('refund_row.amount')}</TableCell>
              <TableCell>{t('refund_row.by')}</TableCell>
              <TableCell>{t('refund_row.status')}</TableCell>
              <TableCell>{t('refund_row.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.refunds.map(refund => (
              <TableRow key={refund.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(refund.createdAt)}</TableCell>
                <TableCell align="right">{money(refund.amountCents)}</TableCell>
                <TableCell>{t(`refund_by.${refund.by}`)}</TableCell>
                <TableCell>{t(`refund_status.${refund.status}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{refund.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

const FAILURES = ['declined', 'authentication_required', 'error'] as const;

/** The contract names three failure codes; anything else the provider says is shown as a generic error. */
function knownFailure(code: string): (typeof FAILURES)[number] {
  return (FAILURES as readonly string[]).includes(code) ? (code as (typeof FAILURES)[number]) : 'error';
}
