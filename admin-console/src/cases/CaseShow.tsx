import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link as MuiLink, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ListButton, Show, TopToolbar, useBasename, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import { formatDateTime, formatMoney } from '../bookings/format';
import { measuredFromText, punchText } from './punch-format';
import { fetchPrivateImage } from '../content/content-api';
import { decideCase, type AdminCase, type CaseDecisionInput } from './cases-api';
import { DisputeSection, SubmitEvidenceButton } from './DisputeSection';
import { CaseStatusChip } from './CaseList';

const money = (cents: number | null | undefined, locale: string) => formatMoney(cents ?? 0, locale);

/** A private photo: fetched with the admin's session, shown from memory. */
function PrivatePhoto({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateImage(url, controller.signal)
      .then((blob) => setSrc((objectUrl = URL.createObjectURL(blob))))
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? <img src={src} alt={alt} width={160} height={120} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <Box sx={{ width: 160, height: 120, bgcolor: 'action.hover', borderRadius: 1 }} />;
}

function CaseShowActions() {
  return (
    <TopToolbar>
      <SubmitEvidenceButton />
      <DecideCaseButton />
      <ListButton />
    </TopToolbar>
  );
}

export default function CaseShow() {
  return (
    <Show actions={<CaseShowActions />}>
      <CaseDetail />
    </Show>
  );
}

function CaseDetail() {
  const record = useRecordContext<AdminCase>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  // The list's summary stands in until the case itself is read (react-admin's placeholder): wait for it.
  if (!record?.money) return null;
  const t = (key: string, options?: object) => translate(`eclat.cases.${key}`, options);
  const date = (iso: string | null | undefined) => (iso ? formatDateTime(iso, locale) : '—');
  const link = (to: string, label: string) => (
    <MuiLink component={Link} to={`${basename}${to}`}>
      {label}
    </MuiLink>
  );
  const v = record.visit;

  const report: DetailRow[] = [
    [t('fields.client'), link(`/users/${record.clientId}`, record.clientName)],
    [t('fields.cleaner'), link(`/users/${record.cleanerId}`, record.cleanerName)],
    [t('fields.category'), t(`category.${record.category}`)],
    [t('fields.wish'), record.wish ? t(`wish.${record.wish}`) : t('wish.none')],
    [t('fields.description'), record.description],
    [t('fields.reportedAt'), date(record.reportedAt)],
  ];
  const visit: DetailRow[] = v
    ? [
        [t('fields.booking'), link(`/bookings/${v.bookingId}/show`, v.date)],
        [t('fields.address'), v.address],
        [t('fields.punchIn'), punchText(v.punchIn, locale, t)],
        [t('fields.measuredFrom'), measuredFromText(v.punchIn, t)],
        [t('fields.punchOut'), punchText(v.punchOut, locale, t)],
        [t('fields.worked'), v.workedMinutes === null ? '—' : t('minutes', { count: v.workedMinutes })],
        [t('fields.checklist'), v.checklist.length ? t('checklist', { done: v.checklist.filter((x) => x.done).length, total: v.checklist.length }) : t('no_checklist')],
        [t('fields.total'), money(v.totalCents, locale)],
      ]
    : [];
  const answer: DetailRow[] = [
    [t('fields.answer'), record.answer ?? t('no_answer')],
    [t('fields.answeredAt'), date(record.answeredAt)],
  ];
  const moneyRows: DetailRow[] = [
    [t('fields.paid'), money(record.money.paidCents, locale)],
    [t('fields.refunded'), money(record.money.refundedCents, locale)],
    [t('fields.refundable'), money(record.money.refundableCents, locale)],
  ];
  const d = record.decision;
  const decision: DetailRow[] = d
    ? [
        [t('fields.resolution'), t(`resolution.${d.resolution}`)],
        [t('fields.reason'), d.reason],
        [t('fields.decidedBy'), link(`/users/${d.decidedBy}`, d.decidedByName || d.decidedBy)],
        [t('fields.decidedAt'), date(d.decidedAt)],
        ...(d.refundCents !== null ? ([[t('fields.refund'), t('refund_split', { amount: money(d.refundCents, locale), cleaner: money(d.cleanerShareCents, locale), platform: money(d.platformShareCents, locale) })]] as DetailRow[]) : []),
        ...(d.recleanBookingId ? ([[t('fields.reclean'), link(`/bookings/${d.recleanBookingId}/show`, t('reclean_link'))]] as DetailRow[]) : []),
      ]
    : [[t('fields.resolution'), t('undecided')]];
  const history = (list: AdminCase['history']['client']) =>
    list.length ? (
      <ul>
        {list.map((c) => (
          <li key={c.id}>
            {link(`/cases/${c.id}/show`, `${date(c.reportedAt)} · ${t(`category.${c.category}`)} · ${t(`status.${c.status}`)}`)}
          </li>
        ))}
      </ul>
    ) : (
      <Typography variant="body2">{t('no_history')}</Typography>
    );

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('heading', { client: record.clientName, cleaner: record.cleanerName })}
        </Typography>
        <CaseStatusChip />
      </Stack>
      {record.dispute ? <DisputeSection dispute={record.dispute} /> : null}
      <DetailSection title={t('sections.report')} rows={report}>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} data-testid="case-photos">
          {record.photos.map((p, i) => (
            <PrivatePhoto key={p.id} url={`/api/admin/cases/${record.id}/photos/${p.id}`} alt={t('photo_alt', { n: i + 1 })} />
          ))}
        </Stack>
      </DetailSection>
      <DetailSection title={t('sections.visit')} rows={visit}>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {(v?.photos ?? []).map((p) => (
            <PrivatePhoto key={p.id} url={`/api/admin/cases/${record.id}/visit-photos/${p.id}`} alt={t(`visit_photo_alt.${p.kind}`)} />
          ))}
        </Stack>
      </DetailSection>
      <DetailSection title={t('sections.answer')} rows={answer} />
      <DetailSection title={t('sections.money')} rows={moneyRows} />
      <DetailSection title={t('sections.decision')} rows={decision} />
      <DetailSection title={t('sections.history_client', { name: record.clientName })}>{history(record.history.client)}</DetailSection>
      <DetailSection title={t('sections.history_cleaner', { name: record.cleanerName })}>{history(record.history.cleaner)}</DetailSection>
    </Box>
  );
}

/** One decision per open case: re-clean (date and time), refund (amount or full) or rejection, each with its reason. */
function DecideCaseButton() {
  const record = useRecordContext<AdminCase>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // A card dispute can only be closed here (the server answers 409 cases.dispute_release_only otherwise): Stripe decides its money.
  const isDispute = record?.kind === 'dispute';
  const [resolution, setResolution] = useState<CaseDecisionInput['resolution']>(isDispute ? 'rejected' : 'refund');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [full, setFull] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const decide = useMutation({
    mutationFn: (input: CaseDecisionInput) => decideCase(record!.id, input),
    onSuccess: () => {
      setOpen(false);
      notify('eclat.cases.decide.done', { type: 'success' });
      refresh();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error', messageArgs: { _: failure.message } }),
  });
  if (!record?.money || (record.status !== 'open' && record.status !== 'answered')) return null;
  const t = (key: string, options?: object) => translate(`eclat.cases.decide.${key}`, options);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: CaseDecisionInput = { resolution, reason: reason.trim() };
    if (resolution === 'refund') {
      if (full) input.full = true;
      else input.amountCents = Math.round(Number(amount.replace(',', '.')) * 100);
    }
    if (resolution === 'reclean') Object.assign(input, { date, time });
    decide.mutate(input);
  };
  return (
    <>
      <Button size="small" color="primary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Dialog open={open} onClose={() => !decide.isPending && setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
              <TextField select label={t('resolution')} value={resolution} onChange={(e) => setResolution(e.target.value as CaseDecisionInput['resolution'])}>
                {(isDispute ? (['rejected'] as const) : (['reclean', 'refund', 'rejected'] as const)).map((r) => (
                  <MenuItem key={r} value={r}>
                    {translate(`eclat.cases.resolution.${r}`)}
                  </MenuItem>
                ))}
              </TextField>
              {resolution === 'refund' ? (
                <>
                  <FormControlLabel control={<Switch checked={full} onChange={(e) => setFull(e.target.checked)} />} label={t('full', { amount: money(record.money.refundableCents, locale) })} />
                  {full ? null : <TextField label={t('amount')} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" required helperText={t('amount_hint', { max: money(record.money.refundableCents, locale) })} />}
                </>
              ) : null}
              {resolution === 'reclean' ? (
                <>
                  <TextField label={t('date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
                  <TextField label={t('time')} type="time" value={time} onChange={(e) => setTime(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
                </>
              ) : null}
              <TextField label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} required multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000, minLength: 3 } }} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={decide.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={decide.isPending || reason.trim().length < 3}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
