import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import {
  ListButton,
  Show,
  TopToolbar,
  useBasename,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import { formatDateTime, formatMoney } from '../bookings/format';
import { EarningLinesTable } from './EarningLinesTable';
import { filteredList } from './links';
import { PayoutStatusChip } from './fields';
import type { AdminPayout } from './payouts-api';
import { RetryPayoutButton } from './RetryPayoutButton';

function PayoutShowActions() {
  return (
    <TopToolbar>
      <RetryPayoutButton />
      <ListButton />
    </TopToolbar>
  );
}

export default function PayoutShow() {
  return (
    <Show actions={<PayoutShowActions />}>
      <PayoutDetail />
    </Show>
  );
}

function PayoutDetail() {
  const record = useRecordContext<AdminPayout>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  if (!record) return null;

  const field = (name: string) => translate(`resources.payouts.fields.${name}`);
  const t = (key: string, options?: object) => translate(`eclat.payouts.${key}`, options);
  const money = (cents: number) => formatMoney(cents, locale);
  const link = (to: string, label: string) => (
    <MuiLink component={Link} to={to}>
      {label}
    </MuiLink>
  );

  const cleaner = (
    <Stack component="span" direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {link(`${basename}/users/${record.cleanerId}`, record.cleanerName)}
      {record.cleanerEmail ? <MuiLink href={`mailto:${record.cleanerEmail}`}>{record.cleanerEmail}</MuiLink> : null}
      {link(filteredList(basename, 'earnings', { cleanerId: record.cleanerId }), t('cleaner_earnings'))}
    </Stack>
  );

  const rows: DetailRow[] = [
    [field('cleanerName'), cleaner],
    [field('kind'), t(`kind.${record.kind}`)],
    [field('week'), record.week ?? '—'],
    [field('status'), <PayoutStatusChip key="status" />],
    [field('grossCents'), money(record.grossCents)],
    [field('feeCents'), money(record.feeCents > 0 ? -record.feeCents : 0)],
    [field('amountCents'), <strong key="amount">{money(record.amountCents)}</strong>],
    [field('earningCount'), String(record.earningCount)],
    [field('attempts'), String(record.attempts)],
    [field('createdAt'), formatDateTime(record.createdAt, locale)],
    [field('paidAt'), formatDateTime(record.paidAt, locale)],
    [field('providerReference'), record.providerReference ?? '—'],
    [
      field('runId'),
      record.runId ? link(filteredList(basename, 'payouts', { runId: record.runId }), t('run_payouts')) : t('no_run'),
    ],
    [field('id'), record.id],
  ];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t(`heading_${record.kind}`, { cleaner: record.cleanerName, week: record.week ?? '' })}
        </Typography>
        <PayoutStatusChip />
      </Stack>
      {record.status === 'failed' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('failed', { message: record.failureMessage ?? t('no_failure_message') })}
        </Alert>
      ) : null}
      <DetailSection title={t('sections.payout')} rows={rows} />
      <DetailSection title={t('sections.earnings')}>
        <EarningLinesTable earnings={record.earnings} label={t('sections.earnings')} />
      </DetailSection>
    </Box>
  );
}
