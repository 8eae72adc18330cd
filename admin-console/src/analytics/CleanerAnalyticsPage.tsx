import { Alert, Box, Button, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, Title, useBasename, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../bookings/format';
import { getProfileReview, reviewKeys } from '../profile-review/profile-review-api';
import { VerificationChip } from '../profile-review/VerificationChip';
import { analyticsKeys, getCleanerAnalytics, type AdminCleanerAnalytics, type RatingAverages } from './analytics-api';
import { ChartFigure } from './ChartFigure';
import { chartLocaleText } from './chart-locale';
import { countAxis, valueAxis } from './chart-axes';
import { formatCount, formatDay, formatDuration, formatMoney, formatMonth, formatRate, formatRating } from './format';
import { bookingsIn, latestRequests, listLink } from './links';
import type { PeriodRange } from './period';
import { PeriodPicker } from './PeriodPicker';
import { StatTile, tileGrid } from './StatTile';
import { usePeriod } from './usePeriod';
import { Section } from './Section';

const CATEGORIES = ['overall', 'cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism'] as const satisfies readonly (keyof RatingAverages)[];

/**
 * /admin/cleaners/:cleanerId (spec section 2): one cleaner's figures over a period — requests and
 * answers, visits and what became of them, repeat clients, earnings and payouts per week, ratings
 * by category per month, clients' opinions and reports — then their latest reviews, documents and
 * verification. Reached from the users list, profile review and bookings.
 */
export default function CleanerAnalyticsPage() {
  const { cleanerId = '' } = useParams();
  const translate = useTranslate();
  const [period, setPeriod] = usePeriod();
  const range: PeriodRange = { from: period.from, to: period.to };
  const query = useQuery({
    queryKey: analyticsKeys.cleaner(cleanerId, range),
    queryFn: ({ signal }) => getCleanerAnalytics(cleanerId, range, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 2,
  });
  const name = query.data?.cleaner.name;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={name ? translate('eclat.analytics.cleaner.title', { name }) : 'eclat.analytics.cleaner.fallback_title'} />
      <Typography component="h1" variant="h5">
        {name ? translate('eclat.analytics.cleaner.title', { name }) : translate('eclat.analytics.cleaner.fallback_title')}
      </Typography>
      {query.data ? <Header data={query.data} range={range} /> : null}
      <PeriodPicker period={period} onChange={setPeriod} />
      {query.isFetching ? <LinearProgress aria-label={translate('eclat.analytics.loading')} /> : null}
      {query.isError ? <Alert severity="error">{(query.error as Error).message}</Alert> : null}
      {query.data ? <Figures data={query.data} range={range} /> : null}
      {query.data ? <LatestReviews cleanerId={cleanerId} /> : null}
      {query.data ? <Verification cleanerId={cleanerId} /> : null}
    </Box>
  );
}

function Header({ data, range }: { data: AdminCleanerAnalytics; range: PeriodRange }) {
  const translate = useTranslate();
  const basename = useBasename();
  const t = (key: string) => translate(`eclat.analytics.cleaner.links.${key}`);
  const id = data.cleaner.id;
  const links: [string, string][] = [
    [t('account'), `${basename}/users/${id}/show`],
    [t('profile'), `${basename}/profile-review/${id}`],
    [t('bookings'), bookingsIn(basename, range, { cleanerId: id })],
    [t('reviews'), listLink(basename, 'reviews', { cleanerId: id })],
    [t('reports'), listLink(basename, 'feedback-reports', { cleanerId: id })],
    [t('payouts'), listLink(basename, 'payouts', { cleanerId: id })],
    [t('earnings'), listLink(basename, 'earnings', { cleanerId: id })],
  ];
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body1">{data.cleaner.email}</Typography>
        {data.cleaner.active ? null : <Chip size="small" color="error" label={translate('eclat.analytics.cleaner.suspended')} />}
      </Stack>
      <Stack component="nav" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label={translate('eclat.analytics.cleaner.fallback_title')}>
        {links.map(([label, to]) => (
          <Button key={to} component={Link} to={to} size="small" variant="outlined">
            {label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

function Figures({ data, range }: { data: AdminCleanerAnalytics; range: PeriodRange }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.analytics.cleaner.${key}`, options);
  const money = (cents: number) => formatMoney(cents, locale);
  const count = (n: number) => formatCount(n, locale);
  const rate = (r: number | null) => formatRate(r, locale);
  const localeText = chartLocaleText(locale, translate('eclat.analytics.none'));
  const id = data.cleaner.id;
  const v = data.visits;
  const weeks = data.weeks.map((w) => formatDay(w.start, locale));
  const weekColumn = translate('eclat.analytics.buckets.week');

  return (
    <>
      <Section title={t('requests.title')}>
        <Box sx={tileGrid}>
          <StatTile label={t('requests.received')} value={count(data.requests.received)} to={latestRequests(basename, { cleanerId: id })} />
          <StatTile
            label={t('requests.acceptance')}
            value={rate(data.requests.acceptanceRate)}
            hint={t('requests.acceptance_hint', { accepted: data.requests.accepted, declined: data.requests.declined, expired: data.requests.expired })}
            to={latestRequests(basename, { cleanerId: id })}
          />
          <StatTile label={t('requests.median')} value={formatDuration(data.requests.medianResponseSeconds, locale)} />
        </Box>
      </Section>

      <Section title={t('visits.title')}>
        <Box sx={tileGrid}>
          <StatTile label={t('visits.accepted')} value={count(v.accepted)} hint={money(v.grossBookingValueCents)} to={bookingsIn(basename, range, { cleanerId: id })} />
          <StatTile label={t('visits.completed')} value={rate(v.completionRate)} hint={t('visits.completed_hint', { completed: v.completed })} to={bookingsIn(basename, range, { cleanerId: id, status: 'completed' })} />
          <StatTile
            label={t('visits.cancellation')}
            value={rate(v.cancellationRate)}
            hint={t('visits.cancellation_hint', { byCleaner: v.cancellations.byCleaner, byClient: v.cancellations.byClient, byAdmin: v.cancellations.byAdmin })}
            to={bookingsIn(basename, range, { cleanerId: id, status: 'cancelled' })}
          />
          <StatTile label={t('visits.no_show')} value={rate(v.noShowRate)} hint={t('visits.no_show_hint', { smart_count: v.cancellations.noShows })} to={bookingsIn(basename, range, { cleanerId: id, status: 'cancelled' })} />
          <StatTile label={t('visits.repeat')} value={rate(data.clients.repeatRate)} hint={t('visits.repeat_hint', { repeat: data.clients.repeat, clients: data.clients.withCompletedVisit })} />
        </Box>
        <ChartFigure
          title={t('charts.bookings')}
          columns={[weekColumn, t('charts.accepted'), t('charts.completed')]}
          rows={data.weeks.map((w, i) => [weeks[i]!, count(w.accepted), count(w.completed)])}
        >
          <BarChart
            disableKeyboardNavigation
            height={260}
            localeText={localeText}
            xAxis={[{ scaleType: 'band', data: weeks }]}
            yAxis={[countAxis(data.weeks.flatMap((w) => [w.accepted, w.completed]), locale)]}
            series={[
              { data: data.weeks.map((w) => w.accepted), label: t('charts.accepted') },
              { data: data.weeks.map((w) => w.completed), label: t('charts.completed') },
            ]}
          />
        </ChartFigure>
      </Section>

      <Section title={t('money.title')}>
        <Box sx={tileGrid}>
          <StatTile
            label={t('money.earned')}
            value={money(data.earnings.amountCents)}
            hint={t('money.earned_hint', { gross: money(data.earnings.grossCents), commission: money(data.earnings.commissionCents), tax: money(data.earnings.taxCents) })}
            to={listLink(basename, 'earnings', { cleanerId: id })}
          />
          <StatTile label={t('money.paid')} value={money(data.payouts.paid.amountCents)} hint={t('money.paid_hint', { smart_count: data.payouts.paid.count })} to={listLink(basename, 'payouts', { cleanerId: id, status: 'paid' })} />
          <StatTile label={t('money.pending')} value={count(data.payouts.pending.count)} hint={money(data.payouts.pending.amountCents)} to={listLink(basename, 'payouts', { cleanerId: id, status: 'pending' })} />
          <StatTile label={t('money.failed')} value={count(data.payouts.failed.count)} hint={money(data.payouts.failed.amountCents)} to={listLink(basename, 'payouts', { cleanerId: id, status: 'failed' })} />
        </Box>
        <ChartFigure title={t('charts.earnings')} columns={[weekColumn, t('charts.earned')]} rows={data.weeks.map((w, i) => [weeks[i]!, money(w.earningsCents)])}>
          <BarChart
            disableKeyboardNavigation
            height={240}
            localeText={localeText}
            xAxis={[{ scaleType: 'band', data: weeks }]}
            yAxis={[{ ...valueAxis(data.weeks.map((w) => w.earningsCents / 100), (value) => money(value * 100)), width: 90 }]}
            series={[{ data: data.weeks.map((w) => w.earningsCents / 100), label: t('charts.earned'), valueFormatter: (value) => (value === null ? '' : money(value * 100)) }]}
            hideLegend
          />
        </ChartFigure>
      </Section>

      <Ratings data={data} />

      <Section title={t('feedback.title')}>
        <Box sx={tileGrid}>
          <StatTile label={t('feedback.likes')} value={count(data.feedback.likes)} />
          <StatTile label={t('feedback.dislikes')} value={count(data.feedback.dislikes)} />
          <StatTile label={t('feedback.not_interested')} value={count(data.feedback.notInterested)} />
          <StatTile
            label={t('feedback.reports')}
            value={count(data.feedback.reports.open + data.feedback.reports.resolved + data.feedback.reports.dismissed)}
            hint={t('feedback.reports_hint', data.feedback.reports)}
            to={listLink(basename, 'feedback-reports', { cleanerId: id })}
          />
        </Box>
      </Section>
    </>
  );
}

function Ratings({ data }: { data: AdminCleanerAnalytics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.analytics.cleaner.${key}`, options);
  const category = (c: string) => translate(`eclat.reviews.category.${c}`);
  const months = data.ratings.months.map((m) => formatMonth(m.month, locale));
  return (
    <Section title={t('ratings.title')} hint={data.ratings.count ? t('ratings.count', { smart_count: data.ratings.count }) : undefined}>
      {data.ratings.count === 0 ? <Alert severity="info">{t('ratings.none')}</Alert> : null}
      {data.ratings.count > 0 ? (
        <>
          <Table size="small" sx={{ maxWidth: 420, mb: 2 }}>
            <caption>{t('ratings.title')}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('ratings.category')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('ratings.average')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {CATEGORIES.map((c) => (
                <TableRow key={c}>
                  <TableCell component="th" scope="row">
                    {category(c)}
                  </TableCell>
                  <TableCell align="right">{formatRating(data.ratings.averages[c], locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ChartFigure
            title={t('charts.ratings')}
            columns={[translate('eclat.analytics.buckets.month'), ...CATEGORIES.map(category)]}
            rows={data.ratings.months.map((m, i) => [months[i]!, ...CATEGORIES.map((c) => formatRating(m.averages[c], locale))])}
          >
            <LineChart
              disableKeyboardNavigation
              height={300}
              localeText={chartLocaleText(locale, translate('eclat.analytics.none'))}
              xAxis={[{ scaleType: 'point', data: months }]}
              yAxis={[{ min: 1, max: 5 }]}
              series={CATEGORIES.map((c) => ({ data: data.ratings.months.map((m) => m.averages[c]), label: category(c), connectNulls: true, curve: 'linear', showMark: true }))}
            />
          </ChartFigure>
        </>
      ) : null}
    </Section>
  );
}

/** The cleaner's five latest reviews by clients, from the console's reviews resource. */
function LatestReviews({ cleanerId }: { cleanerId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.analytics.cleaner.reviews.${key}`, options);
  const { data, isPending, error } = useGetList('reviews', {
    filter: { cleanerId, direction: 'client_to_cleaner' },
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Section title={t('title')}>
      {isPending ? <LinearProgress aria-label={translate('eclat.analytics.loading')} /> : null}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {data && data.length === 0 ? <Alert severity="info">{t('none')}</Alert> : null}
      {data && data.length > 0 ? (
        <List dense>
          {data.map((review) => (
            <ListItem key={review.id} disableGutters>
              <ListItemText
                primary={
                  <Link to={`${basename}/reviews/${review.id}/show`}>
                    {`${translate('eclat.reviews.category.overall')} ${review.ratings.overall}/5 — ${t('by', { name: review.author.name })}, ${formatDateTime(review.createdAt, locale)}`}
                  </Link>
                }
                secondary={review.comment ?? undefined}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Section>
  );
}

/** Documents and verification, from the profile review's own endpoint. */
function Verification({ cleanerId }: { cleanerId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const p = (key: string) => translate(`eclat.profile_review.${key}`);
  const query = useQuery({
    queryKey: reviewKeys.one(cleanerId),
    queryFn: ({ signal }) => getProfileReview(cleanerId, signal),
    retry: (failures, error) => !(error instanceof HttpError && error.status === 404) && failures < 2,
  });
  const missing = query.error instanceof HttpError && query.error.status === 404;
  const profile = query.data;
  return (
    <Section title={translate('eclat.analytics.cleaner.verification.title')}>
      {missing ? <Alert severity="info">{translate('eclat.analytics.cleaner.verification.no_profile')}</Alert> : null}
      {query.isError && !missing ? <Alert severity="error">{(query.error as Error).message}</Alert> : null}
      {profile ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <span>{p('fields.verification')} :</span>
            <VerificationChip value={profile.verification} />
            <span>{p(profile.isListed ? 'listed' : 'not_listed')}</span>
            <Button component={Link} to={`${basename}/profile-review/${cleanerId}`} size="small">
              {translate('eclat.analytics.cleaner.links.profile')}
            </Button>
          </Stack>
          {profile.documents.length === 0 ? <Alert severity="info">{p('no_documents')}</Alert> : null}
          {profile.documents.length > 0 ? (
            <Table size="small">
              <caption>{p('documents')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {p('fields.type')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {p('fields.uploadedAt')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {p('fields.status')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {profile.documents.map((doc) => (
                  <TableRow key={doc.id}>
                    <TableCell component="th" scope="row">
                      {p(`document_types.${doc.type}`)}
                    </TableCell>
                    <TableCell>{formatDateTime(doc.uploadedAt, locale)}</TableCell>
                    <TableCell>{p(`document_statuses.${doc.status}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
