import { Box, Link as MuiLink, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
import { formatDateTime } from '../bookings/format';
import { RATING_CATEGORIES } from './format';
import { ModerateReviewButton } from './ModerateReviewButton';
import { RatingField } from './RatingField';
import { ReviewStatusChip } from './ReviewStatusChip';
import type { AdminReview } from './reviews-api';

function ReviewShowActions() {
  return (
    <TopToolbar>
      <ModerateReviewButton />
      <ListButton />
    </TopToolbar>
  );
}

export default function ReviewShow() {
  return (
    <Show actions={<ReviewShowActions />}>
      <ReviewDetail />
    </Show>
  );
}

type Row = [label: string, value: ReactNode];

/** A titled group of label/value rows, the labels as row headers for screen readers. */
function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '35%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ReviewDetail() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  if (!record) return null;

  const field = (name: string) => translate(`resources.reviews.fields.${name}`);
  const t = (key: string, options?: object) => translate(`eclat.reviews.${key}`, options);
  const date = (iso: string | null) => formatDateTime(iso, locale);
  const link = (to: string, label: string) => (
    <MuiLink component={Link} to={`${basename}${to}`}>
      {label}
    </MuiLink>
  );

  const review: Row[] = [
    [field('direction'), t(`direction.${record.direction}`)],
    [field('author'), link(`/users/${record.author.id}`, record.author.name)],
    [field('subject'), link(`/users/${record.subject.id}`, record.subject.name)],
    [field('bookingId'), link(`/bookings/${record.bookingId}/show`, t('booking_link'))],
    [field('status'), <ReviewStatusChip key="status" />],
    [field('createdAt'), date(record.createdAt)],
    [field('publishedAt'), date(record.publishedAt)],
    [field('comment'), record.comment ?? t('no_comment')],
    [field('id'), record.id],
  ];

  const ratings: Row[] = RATING_CATEGORIES.map(category => [
    t(`category.${category}`),
    <RatingField key={category} category={category} />,
  ]);

  const m = record.moderation;
  const moderation: Row[] = m
    ? [
        [t('moderation.decision'), t(m.hidden ? 'moderation.hidden' : 'moderation.shown')],
        [t('moderation.reason'), m.reason ?? '—'],
        [t('moderation.admin'), link(`/users/${m.adminId}`, m.adminId)],
        [t('moderation.at'), date(m.at)],
      ]
    : [[t('moderation.decision'), t('moderation.none')]];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('heading', { author: record.author.name, subject: record.subject.name })}
        </Typography>
        <ReviewStatusChip />
      </Stack>
      <Section title={t('sections.review')} rows={review} />
      <Section title={t('sections.ratings')} rows={ratings} />
      <Section title={t('sections.moderation')} rows={moderation} />
    </Box>
  );
}
