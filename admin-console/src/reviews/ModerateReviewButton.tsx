import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
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
import { REASON_MAX, REASON_MIN, reasonError } from './format';
import { moderateReview, type AdminReview } from './reviews-api';

/**
 * Hides the review in context (a reason is required and recorded) or, when it
 * is hidden, shows it again. Either way the server recomputes the cleaner's
 * rating at once; its refusal is shown as is (already in the console's language).
 */
export function ModerateReviewButton() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moderate = useMutation({
    mutationFn: (input: { id: string; hidden: boolean; reason: string }) =>
      moderateReview(input.id, input.hidden ? { hidden: true, reason: input.reason } : { hidden: false }),
    onSuccess: (review: AdminReview) => {
      setOpen(false);
      setReason('');
      notify(review.status === 'hidden' ? 'eclat.reviews.moderate.hidden' : 'eclat.reviews.moderate.shown', {
        type: 'success',
      });
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
      refresh();
    },
  });

  if (!record) return null;
  const hiding = record.status !== 'hidden';
  const t = (key: string, options?: object) => translate(`eclat.reviews.moderate.${key}`, options);

  const close = () => {
    if (moderate.isPending) return;
    setOpen(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hiding) {
      const invalid = reasonError(reason);
      if (invalid) {
        setError(translate(invalid, { min: REASON_MIN, max: REASON_MAX }));
        return;
      }
    }
    setError(null);
    moderate.mutate({ id: record.id, hidden: hiding, reason: reason.trim() });
  };

  const names = { author: record.author.name, subject: record.subject.name };
  // Only a client's review of a cleaner counts in a rating: say so when it is the one hidden.
  const dialogText = !hiding
    ? 'show_content'
    : record.direction === 'client_to_cleaner'
      ? 'hide_content_cleaner'
      : 'hide_content_client';

  return (
    <>
      <Button
        color={hiding ? 'error' : 'primary'}
        startIcon={hiding ? <VisibilityOffIcon /> : <VisibilityIcon />}
        onClick={() => setOpen(true)}
        size="small"
      >
        {t(hiding ? 'hide' : 'show')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t(hiding ? 'hide_title' : 'show_title', names)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t(dialogText, names)}</DialogContentText>
            {hiding ? (
              <TextField
                autoFocus
                fullWidth
                multiline
                required
                minRows={3}
                margin="normal"
                label={t('reason')}
                value={reason}
                onChange={event => setReason(event.target.value)}
                error={error !== null}
                helperText={error ?? t('reason_help', { count: reason.trim().length, max: REASON_MAX })}
                slotProps={{ htmlInput: { maxLength: REASON_MAX, 'aria-required': true } }}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={moderate.isPending}>
              {t('keep')}
            </Button>
            <Button
              type="submit"
              color={hiding ? 'error' : 'primary'}
              variant="contained"
              disabled={moderate.isPending}
            >
              {t(hiding ? 'hide_confirm' : 'show_confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
