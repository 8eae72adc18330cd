import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { fieldDetail } from '../api/http-error';
import { formatMoney } from './format';
import { paymentKeys, refundBooking, type BookingPayments } from './payments-api';
import {
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  parseDollars,
  refundAmountError,
  refundReasonError,
  refundableCents,
} from './payments-format';

/**
 * Refunds part or all of what the client paid for the booking, with a reason
 * (recorded with the admin; the client is emailed). The amount is typed in
 * dollars and sent in cents. The server has the last word on what may still be
 * refunded: its refusal (409, e.g. more than what is left) stays in the dialog
 * so the amount can be corrected.
 */
export function RefundBookingButton({ bookingId, payments }: { bookingId: string; payments: BookingPayments }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const t = (key: string, options?: object) => translate(`eclat.booking_payments.refund.${key}`, options);
  const refundable = refundableCents(payments);

  const refund = useMutation({
    mutationFn: (input: { amountCents: number; reason: string }) => refundBooking(bookingId, input),
    onSuccess: (after: BookingPayments, input) => {
      queryClient.setQueryData(paymentKeys.one(bookingId), after);
      setOpen(false);
      setAmount('');
      setReason('');
      notify('eclat.booking_payments.refund.done', {
        type: 'success',
        messageArgs: { amount: formatMoney(input.amountCents, locale) },
      });
      // The booking's payment status moves with the refund.
      refresh();
    },
    onError: (failure: Error) => {
      const amountDetail = fieldDetail(failure, 'body.amountCents');
      const reasonDetail = fieldDetail(failure, 'body.reason');
      if (amountDetail || reasonDetail) {
        setAmountError(amountDetail);
        setReasonError(reasonDetail);
        return;
      }
      setServerError(failure.message);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.one(bookingId) });
    },
  });

  if (refundable <= 0) return null;

  const close = () => {
    if (refund.isPending) return;
    setOpen(false);
    setAmountError(null);
    setReasonError(null);
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalidAmount = refundAmountError(amount);
    const invalidReason = refundReasonError(reason);
    setAmountError(invalidAmount ? translate(invalidAmount) : null);
    setReasonError(invalidReason ? translate(invalidReason, { min: REFUND_REASON_MIN, max: REFUND_REASON_MAX }) : null);
    setServerError(null);
    const cents = parseDollars(amount);
    if (invalidAmount || invalidReason || cents === null) return;
    refund.mutate({ amountCents: cents, reason: reason.trim() });
  };

  return (
    <>
      <Button color="error" size="small" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('content', { refundable: formatMoney(refundable, locale), paid: formatMoney(payments.paidCents, locale) })}
            </DialogContentText>
            {serverError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {serverError}
              </Alert>
            ) : null}
            <TextField
              autoFocus
              fullWidth
              required
              margin="normal"
              label={t('amount')}
              value={amount}
              onChange={event => setAmount(event.target.value)}
              error={amountError !== null}
              helperText={amountError ?? t('amount_help', { refundable: formatMoney(refundable, locale) })}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 16, 'aria-required': true },
                // "$12.50" in English, "12,50 $" in French.
                input:
                  locale === 'en'
                    ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                    : { endAdornment: <InputAdornment position="end">$</InputAdornment> },
              }}
            />
            <TextField
              fullWidth
              multiline
              required
              minRows={3}
              margin="normal"
              label={t('reason')}
              value={reason}
              onChange={event => setReason(event.target.value)}
              error={reasonError !== null}
              helperText={reasonError ?? t('reason_help', { count: reason.trim().length, max: REFUND_REASON_MAX })}
              slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX, 'aria-required': true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={refund.isPending}>
              {t('keep')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={refund.isPending}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
