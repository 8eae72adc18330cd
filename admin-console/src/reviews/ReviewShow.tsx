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

  const review: DetailRow[] = [
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

  const ratings: DetailRow[] = RATING_CATEGORIES.map(category => [
    t(`category.${category}`),
    <RatingField key={category} category={category} />,
  ]);

  const m = record.moderation;
  const moderation: DetailRow[] = m
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
      <DetailSection title={t('sections.review')} rows={review} />
      <DetailSection title={t('sections.ratings')} rows={ratings} />
      <DetailSection title={t('sections.moderation')} rows={moderation} />
    </Box>
  );
}
