import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBasename, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../bookings/format';
import { previousIsoWeek, weekError } from './format';
import { filteredList } from './links';
import { previewKeys, previewPayoutRun, startPayoutRun, type PayoutRun, type PayoutRunPreview } from './payouts-api';

/**
 * Above the runs list: what the weekly run of a week would pay each cleaner now
 * (by default the previous week, the one the Friday job pays), with a warning
 * where a cleaner's payout account cannot receive money yet, and "Run now".
 * The server never pays a week twice, so running a week already paid is harmless.
 */
export function UpcomingRunPanel() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`eclat.payout_runs.${key}`, options);
  const [week, setWeek] = useState(() => previousIsoWeek(new Date()));
  const invalid = weekError(week);
  const chosen = week.trim();
  const preview = useQuery({
    queryKey: previewKeys.week(chosen),
    queryFn: ({ signal }) => previewPayoutRun(chosen, signal),
    enabled: invalid === null,
    placeholderData: keepPreviousData,
  });

  return (
    <Card component="section" aria-labelledby="upcoming-run-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="upcoming-run-title" component="h2" variant="h6" gutterBottom>
          {t('preview.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('preview.intro')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <TextField
            size="small"
            label={t('week')}
            value={week}
            onChange={event => setWeek(event.target.value)}
            error={invalid !== null}
            helperText={invalid ? translate(invalid) : t('week_help')}
            slotProps={{ htmlInput: { maxLength: 8, spellCheck: false } }}
            sx={{ flex: '0 1 420px' }}
          />
          <RunNowButton week={chosen} disabled={invalid !== null} preview={preview.data ?? null} />
        </Stack>
        {preview.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} /> : null}
        {preview.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {preview.error.message}
          </Alert>
        ) : null}
        {preview.data && invalid === null ? <PreviewTable preview={preview.data} /> : null}
      </CardContent>
    </Card>
  );
}

function PreviewTable({ preview }: { preview: PayoutRunPreview }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const t = (key: string, options?: object) => translate(`eclat.payout_runs.preview.${key}`, options);
  const money = (cents: number) => formatMoney(cents, locale);
  if (preview.cleaners.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('empty', { week: preview.week })}
      </Alert>
    );
  }
  const notReady = preview.cleaners.filter(line => !line.accountReady).length;
  const caption = t('caption', { week: preview.week });
  return (
    <Box sx={{ mt: 2 }}>
      {notReady > 0 ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('not_ready_warning', { smart_count: notReady, count: notReady })}
        </Alert>
      ) : null}
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cleaner')}</TableCell>
            <TableCell align="right">{t('earningCount')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell>{t('account')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.cleaners.map(line => (
            <TableRow key={line.cleanerId}>
              <TableCell>
                <MuiLink component={Link} to={filteredList(basename, 'earnings', { cleanerId: line.cleanerId })}>
                  {line.cleanerName}
                </MuiLink>
              </TableCell>
              <TableCell align="right">{line.earningCount}</TableCell>
              <TableCell align="right">{money(line.amountCents)}</TableCell>
              <TableCell>
                {line.accountReady ? (
                  <Chip size="small" color="success" label={t('ready')} />
                ) : (
                  <Chip size="small" color="warning" label={t('not_ready')} />
                )}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              <strong>{t('total')}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{money(preview.totalCents)}</strong>
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** "Run now" for the chosen week, after a confirmation naming the week, the cleaners and the total. */
function RunNowButton({ week, disabled, preview }: { week: string; disabled: boolean; preview: PayoutRunPreview | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const t = (key: string, options?: object) => translate(`eclat.payout_runs.run.${key}`, options);
  const run = useMutation({
    mutationFn: (target: string) => startPayoutRun(target),
    onSuccess: (result: PayoutRun) => {
      setOpen(false);
      notify(result.failedCount > 0 ? 'eclat.payout_runs.run.done_with_failures' : 'eclat.payout_runs.run.done', {
        type: result.failedCount > 0 ? 'warning' : 'success',
        messageArgs: {
          week: result.week,
          paid: result.paidCount,
          failed: result.failedCount,
          total: formatMoney(result.totalCents, locale),
        },
      });
      void queryClient.invalidateQueries({ queryKey: previewKeys.all });
      refresh();
    },
    onError: (failure: Error) => {
      setOpen(false);
      notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
    },
  });
  const close = () => {
    if (!run.isPending) setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(week);
  };
  // The preview shown belongs to this week only once it has loaded (placeholder data may be another week's).
  const current = preview && preview.week === week ? preview : null;

  return (
    <>
      <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('title', { week })}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {current
                ? t('content', {
                    smart_count: current.cleaners.length,
                    count: current.cleaners.length,
                    total: formatMoney(current.totalCents, locale),
                  })
                : t('content_unknown')}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>{t('once')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={run.isPending}>
              {t('keep')}
            </Button>
            <Button type="submit" variant="contained" disabled={run.isPending}>
              {t('confirm', { week })}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
