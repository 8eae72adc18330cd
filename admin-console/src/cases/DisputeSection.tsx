import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import { formatDateTime, formatMoney } from '../bookings/format';
import { submitDisputeEvidence, type AdminCase } from './cases-api';

type Dispute = NonNullable<AdminCase['dispute']>;

/** A card dispute's facts: Stripe's deadline, the evidence sent (what, when, by whom), the outcome. */
export function DisputeSection({ dispute }: { dispute: Dispute }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.cases.dispute.${key}`, options);
  const date = (iso: string) => formatDateTime(iso, locale);
  const rows: DetailRow[] = [
    [t('ref'), dispute.ref],
    [t('amount'), dispute.amountCents === null ? '—' : formatMoney(dispute.amountCents, locale)],
    [t('due_by'), dispute.evidenceDueBy ? date(dispute.evidenceDueBy) : t('no_due_by')],
    [t('evidence_sent'), dispute.evidenceSubmittedAt ? t('evidence_sent_value', { at: date(dispute.evidenceSubmittedAt), name: dispute.evidenceSubmittedByName ?? '—' }) : t('evidence_not_sent')],
    [t('outcome'), dispute.outcome ? t(`outcome_value.${dispute.outcome}`) : t('outcome_pending')],
    ...(dispute.cleanerShareCents !== null ? ([[t('cleaner_share'), formatMoney(dispute.cleanerShareCents, locale)]] as DetailRow[]) : []),
  ];
  return (
    <DetailSection title={t('section')} rows={rows}>
      {dispute.evidence ? (
        <Box sx={{ mt: 1 }} data-testid="dispute-evidence">
          <Typography component="h3" variant="subtitle1">
            {t('evidence_text')}
          </Typography>
          {/* Stripe's field names, as sent (the bank reads them in English). */}
          <Box component="dl" sx={{ m: 0 }}>
            {Object.entries(dispute.evidence).map(([field, text]) => (
              <Box key={field} sx={{ mb: 1 }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {field}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }} lang="en">
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </DetailSection>
  );
}

/** Sends a dispute's evidence once, while Stripe takes it; shown only when the server says it may be sent. */
export function SubmitEvidenceButton() {
  const record = useRecordContext<AdminCase>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => submitDisputeEvidence(record!.id, note),
    onSuccess: () => {
      setOpen(false);
      notify('eclat.cases.dispute.submit.done', { type: 'success' });
      refresh();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error', messageArgs: { _: failure.message } }),
  });
  if (!record?.dispute?.canSubmitEvidence) return null;
  const t = (key: string) => translate(`eclat.cases.dispute.submit.${key}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <>
      <Button size="small" color="primary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Dialog open={open} onClose={() => !send.isPending && setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
              <DialogContentText>{t('content')}</DialogContentText>
              <TextField label={t('note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={send.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
