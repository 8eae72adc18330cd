import CancelIcon from '@mui/icons-material/Cancel';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { fieldDetail } from '../api/http-error';
import { cancelBooking, type AdminBooking } from './bookings-api';
import { REASON_MAX, isAdminCancellable, reasonError } from './format';

/**
 * Cancels the booking in context with a reason, for pending, confirmed or
 * in-progress bookings. The server refunds the client in full and tells both
 * parties; its refusal (409 when the status changed meanwhile) is shown as is.
 */
export function CancelBookingButton() {
  const record = useRecordContext<AdminBooking>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => cancelBooking(id, text),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      notify('eclat.bookings.cancel.done', { type: 'success' });
      refresh();
    },
    onError: (failure: Error) => {
      const detail = fieldDetail(failure, 'body.reason');
      if (detail) {
        setError(detail);
        return;
      }
      setOpen(false);
      notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
      // The booking may have moved on (409): show its current state.
      refresh();
    },
  });

  if (!record || !isAdminCancellable(record.status)) return null;

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = reasonError(reason);
    if (invalid) {
      setError(translate(invalid, { min: 3, max: REASON_MAX }));
      return;
    }
    setError(null);
    cancel.mutate({ id: record.id, text: reason.trim() });
  };

  return (
    <>
      <Button color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)} size="small">
        {translate('eclat.bookings.cancel.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>
            {translate('eclat.bookings.cancel.title', { client: record.client.name, cleaner: record.cleaner.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('eclat.bookings.cancel.content')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              required
              minRows={3}
              margin="normal"
              label={translate('eclat.bookings.cancel.reason')}
              value={reason}
              onChange={event => setReason(event.target.value)}
              error={error !== null}
              helperText={
                error ??
                translate('eclat.bookings.cancel.reason_help', { count: reason.trim().length, max: REASON_MAX })
              }
              slotProps={{ htmlInput: { maxLength: REASON_MAX, 'aria-required': true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={cancel.isPending}>
              {translate('eclat.bookings.cancel.keep')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
              {translate('eclat.bookings.cancel.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
