import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../bookings/format';
import { isRetryable } from './format';
import { retryPayout, type AdminPayout } from './payouts-api';

/**
 * Tries the failed payout in context again, after a confirmation. The server
 * reuses the payout's idempotency key family, so a retry never pays twice; its
 * refusal (409 when the payout is no longer failed) is shown as is.
 */
export function RetryPayoutButton() {
  const record = useRecordContext<AdminPayout>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const retry = useMutation({
    mutationFn: (id: string) => retryPayout(id),
    onSuccess: (payout: AdminPayout) => {
      setOpen(false);
      // A retry the provider refuses again is not an error of the console: the payout stays failed, with its message.
      notify(`eclat.payouts.retry.done_${payout.status}`, {
        type: payout.status === 'failed' ? 'warning' : 'success',
      });
      refresh();
    },
    onError: (failure: Error) => {
      setOpen(false);
      notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
      refresh();
    },
  });

  if (!record || !isRetryable(record.status)) return null;
  const t = (key: string, options?: object) => translate(`eclat.payouts.retry.${key}`, options);
  const close = () => {
    if (!retry.isPending) setOpen(false);
  };

  return (
    <>
      <Button size="small" color="primary" startIcon={<ReplayIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {t('title', { cleaner: record.cleanerName, amount: formatMoney(record.amountCents, locale) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('content')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={retry.isPending}>
            {t('keep')}
          </Button>
          <Button variant="contained" onClick={() => retry.mutate(record.id)} disabled={retry.isPending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
