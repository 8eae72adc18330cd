import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
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
import { formatDateTime } from '../bookings/format';
import { DecideReportButton } from './DecideReportButton';
import type { FeedbackReport } from './feedback-reports-api';
import { ReportStatusChip } from './ReportStatusChip';

function ReportShowActions() {
  return (
    <TopToolbar>
      <DecideReportButton />
      <ListButton />
    </TopToolbar>
  );
}

export default function ReportShow() {
  return (
    <Show actions={<ReportShowActions />}>
      <ReportDetail />
    </Show>
  );
}

function ReportDetail() {
  const record = useRecordContext<FeedbackReport>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  if (!record) return null;

  const field = (name: string) => translate(`resources.feedback-reports.fields.${name}`);
  const t = (key: string, options?: object) => translate(`eclat.feedback_reports.${key}`, options);
  const date = (iso: string | null) => formatDateTime(iso, locale);
  const link = (to: string, label: string) => (
    <MuiLink component={Link} to={`${basename}${to}`}>
      {label}
    </MuiLink>
  );

  const cleaner = (
    <Stack component="span" direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {link(`/users/${record.cleaner.id}`, record.cleaner.name)}
      {link(`/profile-review/${record.cleaner.id}`, t('cleaner_profile'))}
    </Stack>
  );

  const report: DetailRow[] = [
    [field('cleaner'), cleaner],
    [field('client'), link(`/users/${record.client.id}`, record.client.name)],
    [field('reason'), t(`reason.${record.reason}`)],
    [field('comment'), record.comment ?? t('no_comment')],
    [field('status'), <ReportStatusChip key="status" />],
    [field('createdAt'), date(record.createdAt)],
    [field('id'), record.id],
  ];

  const decision: DetailRow[] = record.decidedAt
    ? [
        [t('decision.status'), t(`status.${record.status}`)],
        [t('decision.note'), record.note ?? '—'],
        [t('decision.admin'), record.decidedBy ? link(`/users/${record.decidedBy}`, record.decidedBy) : '—'],
        [t('decision.at'), date(record.decidedAt)],
      ]
    : [
        [t('decision.status'), t('decision.none')],
        [t('decision.note'), record.note ?? '—'],
      ];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('heading', { client: record.client.name, cleaner: record.cleaner.name })}
        </Typography>
        <ReportStatusChip />
      </Stack>
      <DetailSection title={t('sections.report')} rows={report} />
      <DetailSection title={t('sections.decision')} rows={decision} />
    </Box>
  );
}
