import { Alert, Box, Button, CardActions, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, useBasename, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../analytics/format';
import { listLink } from '../analytics/links';
import { Section } from '../analytics/Section';
import { StatTile, tileGrid } from '../analytics/StatTile';
import { CAMPAIGNS_RESOURCE, SUBSCRIBERS_RESOURCE } from '../newsletter/newsletter-api';
import { PROMO_CODES_RESOURCE } from '../promo-codes/promo-codes-api';
import { promoUsage } from './promo-usage';

// One row is enough: the figure is the list's total (Content-Range), read through the data provider.
const ONE_ROW = { page: 1, perPage: 1 } as const;
// react-admin's default order (id) is not one the API sorts by; every list here sorts by createdAt.
const NEWEST = { field: 'createdAt', order: 'DESC' } as const;

/** How many records of a resource match a filter, as its list would show. */
function useCount(resource: string, filter: Record<string, unknown>) {
  const { total, isPending, error } = useGetList(resource, { pagination: ONE_ROW, sort: NEWEST, filter });
  return { total, isPending, error: error as Error | null };
}

type Count = ReturnType<typeof useCount>;

/** /admin/marketing: promo codes, newsletter and site content, each with its live figures and a way into its lists (issue #16). */
export default function MarketingPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const t = (key: string, options?: object) => translate(`eclat.marketing.${key}`, options);

  const activeCodes = useCount(PROMO_CODES_RESOURCE, { status: 'active' });
  const uses = useQuery({ queryKey: [PROMO_CODES_RESOURCE, 'marketing-usage'], queryFn: ({ signal }) => promoUsage(dataProvider, signal) });
  const confirmed = useCount(SUBSCRIBERS_RESOURCE, { status: 'confirmed' });
  const sent = useCount(CAMPAIGNS_RESOURCE, { status: 'sent' });
  const testimonials = useCount('testimonials', { published: true });
  const gallery = useCount('gallery-items', { published: true });
  const blog = useCount('blog-posts', {});

  const value = (c: Count) => (c.error ? '—' : c.total === undefined ? '…' : formatCount(c.total, locale));
  const usesValue = uses.data ? (uses.data.complete ? formatCount(uses.data.uses, locale) : t('at_least', { count: formatCount(uses.data.uses, locale) })) : uses.isError ? '—' : '…';
  const counts = [activeCodes, confirmed, sent, testimonials, gallery, blog];
  const loading = counts.some((c) => c.isPending) || uses.isPending;
  const error = counts.find((c) => c.error)?.error ?? (uses.error as Error | null);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="eclat.marketing.title" />
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      {loading ? <LinearProgress sx={{ mt: 1 }} aria-label={t('loading')} /> : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      ) : null}

      <Hub title={t('promo.title')} description={t('promo.description')} action={t('promo.open')} to={`${basename}/${PROMO_CODES_RESOURCE}`}>
        <StatTile label={t('promo.active')} value={value(activeCodes)} to={listLink(basename, PROMO_CODES_RESOURCE, { status: 'active' })} />
        <StatTile label={t('promo.uses')} value={usesValue} hint={t('promo.uses_hint')} />
      </Hub>

      <Hub title={t('newsletter.title')} description={t('newsletter.description')} action={t('newsletter.open')} to={`${basename}/${SUBSCRIBERS_RESOURCE}`}>
        <StatTile label={t('newsletter.confirmed')} value={value(confirmed)} to={listLink(basename, SUBSCRIBERS_RESOURCE, { status: 'confirmed' })} />
        <StatTile label={t('newsletter.sent')} value={value(sent)} to={listLink(basename, CAMPAIGNS_RESOURCE, { status: 'sent' })} />
      </Hub>

      <Hub title={t('content.title')} description={t('content.description')} action={t('content.open')} to={`${basename}/testimonials`}>
        <StatTile label={t('content.testimonials')} value={value(testimonials)} to={listLink(basename, 'testimonials', { published: true })} />
        <StatTile label={t('content.gallery')} value={value(gallery)} to={listLink(basename, 'gallery-items', { published: true })} />
        <StatTile label={t('content.blog')} value={value(blog)} to={`${basename}/blog-posts`} />
      </Hub>
    </Box>
  );
}

/** One area: its card, a line saying what it is, its figures, and the button to its list. */
function Hub({ title, description, action, to, children }: { title: string; description: string; action: string; to: string; children: ReactNode }) {
  return (
    <Section title={title} hint={description}>
      <Box sx={tileGrid}>{children}</Box>
      <CardActions sx={{ px: 0, pb: 0, pt: 2 }}>
        <Button variant="contained" component={Link} to={to}>
          {action}
        </Button>
      </CardActions>
    </Section>
  );
}
