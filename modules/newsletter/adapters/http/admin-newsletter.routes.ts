import Router from '@koa/router';
import { bodyOf, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { toCsv } from '../../../../src/shared/csv.js';
import { LOCALES, type Locale } from '../../../../src/shared/locale.js';
import { CAMPAIGN_STATUSES, type CampaignTexts } from '../../domain/campaign.js';
import { SUBSCRIBER_STATUSES } from '../../domain/subscriber.js';
import type { NewsletterDeps, SubscriberView } from '../../application/ports.js';
import { campaignsAdmin, type CampaignView } from '../../application/campaigns.js';

type Query = Record<string, string | string[] | undefined>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function sendList(ctx: AppContext, name: string, offset: number, result: { items: unknown[]; total: number }): void {
  const end = result.items.length ? offset + result.items.length - 1 : offset;
  ctx.set('Content-Range', `${name} ${offset}-${end}/${result.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = result.items;
}

const presentSubscriber = (s: SubscriberView) => ({
  id: s.id,
  email: s.email,
  locale: s.locale,
  status: s.status,
  requestedAt: s.requestedAt.toISOString(),
  confirmedAt: iso(s.confirmedAt),
  unsubscribedAt: iso(s.unsubscribedAt),
  createdAt: s.createdAt.toISOString(),
});

const presentCampaign = (c: CampaignView) => ({
  id: c.id,
  subjectFr: c.subjectFr,
  subjectEn: c.subjectEn,
  bodyFr: c.bodyFr,
  bodyEn: c.bodyEn,
  status: c.status,
  createdBy: c.createdBy,
  updatedBy: c.updatedBy,
  sendRequestedBy: c.sendRequestedBy,
  sendRequestedAt: iso(c.sendRequestedAt),
  finishedAt: iso(c.finishedAt),
  lastTestAt: iso(c.lastTestAt),
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  progress: c.progress,
});

const texts = (body: CampaignTexts): CampaignTexts => ({ subjectFr: body.subjectFr, subjectEn: body.subjectEn, bodyFr: body.bodyFr, bodyEn: body.bodyEn });

const CSV_HEADERS: Record<Locale, string[]> = {
  fr: ['Courriel', 'Langue', 'Confirmé le'],
  en: ['Email', 'Language', 'Confirmed at'],
};

/** The console's newsletter pages (issue #16): subscribers, their export, and newsletters. Admins only. */
export function adminNewsletterRouter(deps: NewsletterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const campaigns = campaignsAdmin(deps);

  const subscriberQuery = (query: Query) =>
    parseAdminListQuery(query, { sortable: ['createdAt', 'email', 'confirmedAt', 'requestedAt', 'unsubscribedAt'] as const, defaultSort: 'createdAt' }, (f) => ({
      status: f.choice('status', SUBSCRIBER_STATUSES),
      locale: f.choice('locale', LOCALES),
    }));

  router.get('/api/admin/newsletter/subscribers', async (ctx) => {
    requireRole(ctx, 'admin');
    const q = subscriberQuery(ctx.query);
    const result = await deps.subscriberQueries.list(q);
    sendList(ctx, 'newsletter-subscribers', q.offset, { items: result.items.map(presentSubscriber), total: result.total });
  });

  // Confirmed subscribers only: the people who agreed to receive the newsletter (the list's language and
  // search filters apply; its status filter does not).
  router.get('/api/admin/newsletter/subscribers.csv', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const q = subscriberQuery({ filter: ctx.query.filter });
    const delimiter = ctx.query.delimiter === 'semicolon' ? ';' : ',';
    const lang: Locale = ctx.query.lang === 'en' || ctx.query.lang === 'fr' ? ctx.query.lang : ctx.state.locale;
    const rows = await deps.subscriberQueries.confirmed({ locale: q.locale, q: q.q });
    const csv = toCsv([CSV_HEADERS[lang], ...rows.map((r) => [r.email, r.locale, iso(r.confirmedAt)])], delimiter);
    ctx.state.log.info({ userId, rows: rows.length }, 'newsletter subscribers exported');
    const day = deps.clock.now().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  router.get('/api/admin/newsletter/campaigns', async (ctx) => {
    requireRole(ctx, 'admin');
    const q = parseAdminListQuery(ctx.query, { sortable: ['createdAt', 'updatedAt', 'sendRequestedAt'] as const, defaultSort: 'createdAt' }, (f) => ({ status: f.choice('status', CAMPAIGN_STATUSES) }));
    const result = await campaigns.list(q);
    sendList(ctx, 'newsletter-campaigns', q.offset, { items: result.items.map(presentCampaign), total: result.total });
  });

  router.post('/api/admin/newsletter/campaigns', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = presentCampaign(await campaigns.create(texts(bodyOf<CampaignTexts>(ctx)), userId));
    ctx.status = 201;
  });

  router.get('/api/admin/newsletter/campaigns/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = presentCampaign(await campaigns.get(ctx.params.id!));
  });

  router.put('/api/admin/newsletter/campaigns/:id', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = presentCampaign(await campaigns.update(ctx.params.id!, texts(bodyOf<CampaignTexts>(ctx)), userId));
  });

  router.get('/api/admin/newsletter/campaigns/:id/preview', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await campaigns.preview(ctx.params.id!);
  });

  router.post('/api/admin/newsletter/campaigns/:id/test', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const email = await deps.staffEmailOf(userId);
    if (!email) throw new DomainError('auth.unauthenticated', 'unauthenticated');
    ctx.body = await campaigns.sendTest(ctx.params.id!, { id: userId, email });
    ctx.status = 202;
  });

  router.post('/api/admin/newsletter/campaigns/:id/send', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const sent: CampaignView = await campaigns.send(ctx.params.id!, userId);
    ctx.state.log.info({ userId, campaignId: sent.id, recipients: sent.progress.total }, 'newsletter sending started');
    ctx.body = presentCampaign(sent);
    ctx.status = 202;
  });

  return router;
}

