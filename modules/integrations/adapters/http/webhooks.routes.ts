import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import type { WebhookEndpoint } from '../../domain/webhook.js';
import type { AttemptRow, DeliveryRow } from '../persistence/webhooks.repository.js';
import { createWebhookEndpoint, deleteWebhookEndpoint, resendDelivery, setWebhookEnabled, webhookDeliveries, type WebhookDeps } from '../../application/webhooks.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const presentEndpoint = (e: WebhookEndpoint) => ({ id: e.id, url: e.url, eventTypes: e.eventTypes, enabled: e.enabled, createdAt: e.createdAt.toISOString() });
const presentDelivery = (d: DeliveryRow & { attempt_log: AttemptRow[] }) => ({
  id: d.id,
  eventId: d.event_id,
  eventType: d.event_type,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: iso(d.next_attempt_at),
  createdAt: iso(d.created_at)!,
  attemptLog: d.attempt_log.map((a) => ({ attempt: a.attempt, at: iso(a.at)!, responseStatus: a.response_status, latencyMs: a.latency_ms, responseExcerpt: a.response_excerpt, error: a.error })),
});

/** Webhook endpoints of the signed-in person (clients, cleaners, admins), their delivery log and resend. Never reachable with an API key. */
export function webhooksRouter(deps: WebhookDeps): Router<AppState> {
  const router = new Router<AppState>();
  const base = '/api/users/me/webhooks';
  const who = (ctx: Parameters<typeof requireRole>[0]) => requireRole(ctx, 'client', 'cleaner', 'admin').userId;

  router.get(base, async (ctx) => {
    ctx.body = { items: (await deps.webhooks.endpointsOf(who(ctx))).map(presentEndpoint) };
  });
  router.post(base, async (ctx) => {
    const userId = who(ctx);
    const { endpoint, secret } = await createWebhookEndpoint(deps)(userId, bodyOf<{ url: string; eventTypes: string[]; enabled?: boolean }>(ctx));
    ctx.state.log.info({ userId, webhookId: endpoint.id }, 'webhook endpoint created');
    ctx.status = 201;
    ctx.body = { ...presentEndpoint(endpoint), secret };
  });
  router.patch(`${base}/:id`, async (ctx) => {
    ctx.body = presentEndpoint(await setWebhookEnabled(deps)(who(ctx), ctx.params.id!, bodyOf<{ enabled: boolean }>(ctx).enabled));
  });
  router.delete(`${base}/:id`, async (ctx) => {
    await deleteWebhookEndpoint(deps)(who(ctx), ctx.params.id!);
    ctx.status = 204;
  });
  router.get(`${base}/:id/deliveries`, async (ctx) => {
    ctx.body = { items: (await webhookDeliveries(deps)(who(ctx), ctx.params.id!, 50)).map(presentDelivery) };
  });
  router.post(`${base}/:id/deliveries/:deliveryId/resend`, async (ctx) => {
    await resendDelivery(deps)(who(ctx), ctx.params.id!, ctx.params.deliveryId!);
    ctx.status = 202;
    ctx.body = { resent: true };
  });
  return router;
}
