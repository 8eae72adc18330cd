import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useBasename, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { analyticsKeys, getDashboard, type AdminDashboard } from '../analytics/analytics-api';
import { ChartFigure } from '../analytics/ChartFigure';
import { chartLocaleText } from '../analytics/chart-locale';
import { countAxis, valueAxis } from '../analytics/chart-axes';
import { formatCount, formatDay, formatDuration, formatLongDate, formatMoney, formatRate } from '../analytics/format';
import { bookingsIn, latestRequests, listLink, newestUsers } from '../analytics/links';
import { PeriodPicker } from '../analytics/PeriodPicker';
import { StatTile, tileGrid } from '../analytics/StatTile';
import { usePeriod } from '../analytics/usePeriod';
import type { PeriodRange } from '../analytics/period';
import { Section } from '../analytics/Section';

const STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'declined', 'declined_by_client', 'cancelled', 'expired'] as const;
const FUNNEL = ['searches', 'requests', 'accepted', 'completed', 'reviewed'] as const;

/** /admin: the figures ops open every morning, over a chosen period (issue #16), each linked to the list behind it. */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [period, setPeriod] = usePeriod();
  const range: PeriodRange = { from: period.from, to: period.to };
  const query = useQuery({ queryKey: analyticsKeys.dashboard(range), queryFn: ({ signal }) => getDashboard(range, signal), placeholderData: keepPreviousData });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="eclat.dashboard.title" />
      <Typography component="h1" variant="h5">
        {translate('eclat.dashboard.title')}
      </Typography>
      <Typography>{identity?.fullName ? translate('eclat.dashboard.welcome_named', { name: identity.fullName }) : translate('eclat.dashboard.welcome')}</Typography>
      <PeriodPicker period={period} onChange={setPeriod} />
      {query.isFetching ? <LinearProgress aria-label={translate('eclat.analytics.loading')} /> : null}
      {query.isError ? <Alert severity="error">{(query.error as Error).message}</Alert> : null}
      {query.data ? <Figures data={query.data} range={range} /> : null}
    </Box>
  );
}

function Figures({ data, range }: { data: AdminDashboard; range: PeriodRange }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.analytics.dashboard.${key}`, options);
  const money = (cents: number) => formatMoney(cents, locale);
  const count = (n: number) => formatCount(n, locale);
  const localeText = chartLocaleText(locale, translate('eclat.analytics.none'));
  const status = (s: string) => translate(`eclat.bookings.status.${s}`);
  const funnelLinks: Record<(typeof FUNNEL)[number], string | undefined> = {
    searches: undefined,
    requests: latestRequests(basename),
    accepted: latestRequests(basename),
    completed: bookingsIn(basename, range, { status: 'completed' }),
    reviewed: listLink(basename, 'reviews', { direction: 'client_to_cleaner' }, { field: 'createdAt', order: 'DESC' }),
  };
  const labels = data.series.map((s) => formatDay(s.start, locale));
  const bucket = t(`activity.per_${data.period.bucket}`);
  const bucketColumn = translate(`eclat.analytics.buckets.${data.period.bucket}`);
  const c = data.cancellations;

  return (
    <>
      <Section title={t('money.title')}>
        <Box sx={tileGrid}>
          <StatTile label={t('money.gbv')} value={money(data.money.grossBookingValueCents)} hint={t('money.gbv_hint')} to={bookingsIn(basename, range)} />
          <StatTile
            label={t('money.revenue')}
            value={money(data.money.platformRevenueCents)}
            hint={t('money.revenue_hint', { fees: money(data.money.serviceFeeCents), commission: money(data.money.commissionCents) })}
            to={bookingsIn(basename, range, { status: 'completed' })}
          />
        </Box>
      </Section>

      <Section title={t('queues.title')} hint={t('queues.hint')}>
        <Box sx={tileGrid}>
          <StatTile
            label={t('queues.payments')}
            value={count(data.queues.paymentsAwaitingRetry.count)}
            hint={t('queues.payments_hint', { amount: money(data.queues.paymentsAwaitingRetry.amountCents) })}
            to={listLink(basename, 'bookings', { paymentStatus: 'partially_paid' })}
          />
          <StatTile label={t('queues.profiles')} value={count(data.queues.pendingProfileReviews)} to={`${basename}/profile-review`} />
          <StatTile label={t('queues.reports')} value={count(data.queues.openReports)} to={listLink(basename, 'feedback-reports', { status: 'open' })} />
          <StatTile label={t('queues.payouts_failed')} value={count(data.queues.failedPayouts)} to={listLink(basename, 'payouts', { status: 'failed' })} />
          <StatTile
            label={t('queues.next_run')}
            value={t('queues.next_run_value', { amount: money(data.nextPayoutRun.totalCents) })}
            hint={t('queues.next_run_hint', { date: formatLongDate(data.nextPayoutRun.date, locale), week: data.nextPayoutRun.week, smart_count: data.nextPayoutRun.cleaners })}
            to={`${basename}/payout-runs`}
          />
        </Box>
      </Section>

      <Section title={t('funnel.title')} hint={t('funnel.hint')}>
        <Box sx={tileGrid}>
          {FUNNEL.map((step, i) => {
            const previous = i > 0 ? data.funnel[FUNNEL[i - 1]!] : null;
            const hint = previous === null ? undefined : t('funnel.conversion', { rate: formatRate(previous > 0 ? data.funnel[step] / previous : null, locale) });
            return <StatTile key={step} label={t(`funnel.${step}`)} value={count(data.funnel[step])} hint={hint} to={funnelLinks[step]} />;
          })}
        </Box>
        <ChartFigure title={t('funnel.chart')} columns={[t('funnel.step'), t('funnel.count')]} rows={FUNNEL.map((step) => [t(`funnel.${step}`), count(data.funnel[step])])}>
          <BarChart
            disableKeyboardNavigation
            height={240}
            layout="horizontal"
            localeText={localeText}
            yAxis={[{ scaleType: 'band', data: FUNNEL.map((step) => t(`funnel.${step}`)), width: 150 }]}
            xAxis={[countAxis(FUNNEL.map((step) => data.funnel[step]), locale)]}
            series={[{ data: FUNNEL.map((step) => data.funnel[step]), label: t('funnel.count'), valueFormatter: (v) => (v === null ? '' : count(v)) }]}
            hideLegend
          />
        </ChartFigure>
      </Section>

      <Section title={t('activity.title')}>
        <ChartFigure
          title={t('activity.chart_counts', { bucket })}
          columns={[bucketColumn, t('activity.searches'), t('activity.requests'), t('activity.completed')]}
          rows={data.series.map((s, i) => [labels[i]!, count(s.searches), count(s.requests), count(s.completed)])}
        >
          <BarChart
            disableKeyboardNavigation
            height={280}
            localeText={localeText}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[countAxis(data.series.flatMap((s) => [s.searches, s.requests, s.completed]), locale)]}
            series={[
              { data: data.series.map((s) => s.searches), label: t('activity.searches') },
              { data: data.series.map((s) => s.requests), label: t('activity.requests') },
              { data: data.series.map((s) => s.completed), label: t('activity.completed') },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('activity.chart_value', { bucket })}
          columns={[bucketColumn, t('activity.gbv')]}
          rows={data.series.map((s, i) => [labels[i]!, money(s.grossBookingValueCents)])}
        >
          <LineChart
            disableKeyboardNavigation
            height={240}
            localeText={localeText}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[{ ...valueAxis(data.series.map((s) => s.grossBookingValueCents / 100), (v) => money(v * 100)), width: 90 }]}
            series={[{ data: data.series.map((s) => s.grossBookingValueCents / 100), label: t('activity.gbv'), curve: 'linear', showMark: true, valueFormatter: (v) => (v === null ? '' : money(v * 100)) }]}
            hideLegend
          />
        </ChartFigure>
      </Section>

      <Section title={t('statuses.title')} hint={t('statuses.hint')}>
        <Box sx={tileGrid}>
          {STATUSES.map((s) => (
            <StatTile key={s} label={status(s)} value={count(data.bookingsByStatus[s])} to={bookingsIn(basename, range, { status: s })} />
          ))}
        </Box>
        <ChartFigure title={t('statuses.chart')} columns={[t('statuses.title'), t('funnel.count')]} rows={STATUSES.map((s) => [status(s), count(data.bookingsByStatus[s])])}>
          <BarChart
            disableKeyboardNavigation
            height={280}
            layout="horizontal"
            localeText={localeText}
            yAxis={[{ scaleType: 'band', data: STATUSES.map(status), width: 260 }]}
            xAxis={[countAxis(STATUSES.map((s) => data.bookingsByStatus[s]), locale)]}
            series={[{ data: STATUSES.map((s) => data.bookingsByStatus[s]), label: t('funnel.count') }]}
            hideLegend
          />
        </ChartFigure>
      </Section>

      <Section title={t('requests.title')}>
        <Box sx={tileGrid}>
          <StatTile label={t('requests.received')} value={count(data.requests.received)} to={latestRequests(basename)} />
          <StatTile
            label={t('requests.acceptance')}
            value={formatRate(data.requests.acceptanceRate, locale)}
            hint={t('requests.acceptance_hint', { accepted: data.requests.accepted, declined: data.requests.declined, expired: data.requests.expired })}
            to={latestRequests(basename)}
          />
          <StatTile label={t('requests.median')} value={formatDuration(data.requests.medianResponseSeconds, locale)} to={latestRequests(basename)} />
        </Box>
      </Section>

      <Section title={t('cancellations.title')} hint={t('statuses.hint')}>
        <Box sx={tileGrid}>
          <StatTile label={t('cancellations.total')} value={count(c.total)} to={bookingsIn(basename, range, { status: 'cancelled' })} />
          <StatTile label={t('cancellations.no_shows')} value={count(c.noShows)} to={bookingsIn(basename, range, { status: 'cancelled' })} />
          <StatTile label={t('cancellations.by_client')} value={count(c.byClient)} />
          <StatTile label={t('cancellations.by_cleaner')} value={count(c.byCleaner)} />
          <StatTile label={t('cancellations.by_admin')} value={count(c.byAdmin)} />
          <StatTile label={t('cancellations.payment_failed')} value={count(c.paymentFailed ?? 0)} to={bookingsIn(basename, range, { status: 'cancelled', paymentStatus: 'initial_failed' })} />
        </Box>
      </Section>

      <Section title={t('accounts.title')}>
        <Box sx={tileGrid}>
          <StatTile label={t('accounts.clients')} value={count(data.newAccounts.clients)} to={newestUsers(basename, 'client')} />
          <StatTile label={t('accounts.cleaners')} value={count(data.newAccounts.cleaners)} to={newestUsers(basename, 'cleaner')} />
        </Box>
      </Section>
    </>
  );
}
