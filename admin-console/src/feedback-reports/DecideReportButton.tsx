import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { decideFeedbackReport, type FeedbackReport, type ReportStatus } from './feedback-reports-api';
import { NOTE_MAX, nextDecisions, noteOf } from './format';

const ICONS: Record<ReportStatus, typeof CheckCircleIcon> = {
  resolved: CheckCircleIcon,
  dismissed: DoNotDisturbIcon,
  open: ReplayIcon,
};

/**
 * Resolves or dismisses the report in context, or reopens a closed one, with an
 * optional note recorded with the admin and time. The server's refusal is shown
 * as is (already in the console's language).
 */
export function DecideReportButton() {
  const record = useRecordContext<FeedbackReport>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [target, setTarget] = useState<ReportStatus | null>(null);
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (input: { id: string; status: ReportStatus; note: string | null }) =>
      decideFeedbackReport(input.id, { status: input.status, note: input.note }),
    onSuccess: (report: FeedbackReport) => {
      setTarget(null);
      setNote('');
      notify(`eclat.feedback_reports.decide.done_${report.status}`, { type: 'success' });
      refresh();
    },
    onError: (failure: Error) => {
      setTarget(null);
      notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
      refresh();
    },
  });

  if (!record) return null;
  const t = (key: string, options?: object) => translate(`eclat.feedback_reports.decide.${key}`, options);
  const names = { cleaner: record.cleaner.name, client: record.client.name };

  const close = () => {
    if (decide.isPending) return;
    setTarget(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    decide.mutate({ id: record.id, status: target, note: noteOf(note) });
  };

  return (
    <>
      <Stack direction="row" spacing={1}>
        {nextDecisions(record.status).map(status => {
          const Icon = ICONS[status];
          return (
            <Button
              key={status}
              size="small"
              color={status === 'resolved' ? 'success' : 'primary'}
              startIcon={<Icon />}
              onClick={() => {
                setNote(record.note ?? '');
                setTarget(status);
              }}
            >
              {t(`to_${status}`)}
            </Button>
          );
        })}
      </Stack>
      <Dialog open={target !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{target ? t(`title_${target}`, names) : null}</DialogTitle>
          <DialogContent>
            <DialogContentText>{target ? t(`content_${target}`, names) : null}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              label={t('note')}
              value={note}
              onChange={event => setNote(event.target.value)}
              helperText={t('note_help', { count: note.trim().length, max: NOTE_MAX })}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={decide.isPending}>
              {t('keep')}
            </Button>
            <Button type="submit" variant="contained" disabled={decide.isPending}>
              {target ? t(`confirm_${target}`) : null}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
