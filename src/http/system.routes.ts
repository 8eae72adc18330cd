import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import type { AppConfig } from '../config/config.js';
import { brandForHost } from '../config/brands.js';
import type { Orm } from '../db/orm.js';
import { pendingMigrations } from '../db/orm.js';
import type { Next } from 'koa';
import { requireRole, type AppContext, type AppState } from '../shared/http-kit.js';
import type { Outbox } from '../flows/outbox.js';
import { HttpError } from './errors.js';
import type { DevMailboxMailer } from '../mail/dev-mailbox.mailer.js';
import { renderMailbox } from '../mail/dev-mailbox.page.js';
import { OPENAPI_PATH } from './openapi.js';
import { within } from '../shared/within.js';

const startedAt = Date.now();

const healthBody = () => ({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });

/**
 * `GET /api/health` answered as soon as the request has its id and security headers (issue #39): a
 * liveness probe reads no body, session, contract or database, and the rest of the stack (compression,
 * parsers, guards, limits, routers) cost it 1.8 times a bare Koa route. Labelled as the router would label it.
 */
export async function healthProbe(ctx: AppContext, next: Next): Promise<void> {
  if (ctx.path !== '/api/health' || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.querystring !== '') return next();
  ctx.state.operationTemplate = '/api/health';
  ctx.body = healthBody();
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Development-only pages (the mailbox shows everyone's emails, reset links included) answer only
 * to this machine: the connection must come from loopback, and a request that went through a proxy
 * counts as local only when the proxy is trusted and says its client is loopback too. Others get 404.
 */
function localOnly(trustProxy: boolean) {
  return async (ctx: AppContext, next: Next) => {
    const socketLocal = LOOPBACK.test(ctx.req.socket.remoteAddress ?? '');
    const forwarded = ctx.get('x-forwarded-for');
    const clientLocal = !forwarded || (trustProxy && LOOPBACK.test(ctx.ips[0] ?? ''));
    if (!socketLocal || !clientLocal) throw new HttpError(404, 'not_found');
    await next();
  };
}

/** Readiness answers within this long: a pool that cannot serve a query in a second is not ready. */
export const READY_TIMEOUT_MS = 1000;


/** Health, readiness, brand, the contract and its reference page, and the development mailbox. */
export function systemRouter(config: AppConfig, orm: Orm, devMailbox: DevMailboxMailer | null, outbox: Outbox, draining: () => boolean = () => false): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/health', (ctx) => {
    ctx.body = healthBody();
  });

  router.get('/api/ready', async (ctx) => {
    let database: 'up' | 'down' = 'down';
    let pending = 0;
    try {
      // Through the pool the requests use: a pool whose connections are all stuck is not ready.
      await within(READY_TIMEOUT_MS, orm.em.getConnection().execute('select 1'));
      database = 'up';
      pending = await within(READY_TIMEOUT_MS, pendingMigrations(orm));
    } catch (e) {
      ctx.state.log.warn({ err: e }, 'readiness check failed');
    }
    // After SIGTERM (issue #37) the instance is not ready whatever its database says: traffic moves elsewhere first.
    const stopping = draining();
    const ready = !stopping && database === 'up' && pending === 0;
    ctx.status = ready ? 200 : 503;
    if (!ready) ctx.set('Retry-After', '5');
    ctx.body = { status: ready ? 'ready' : 'not_ready', database, migrations: { pending }, ...(stopping ? { draining: true } : {}) };
  });

  // The console's health page: flow steps waiting or failing (src/flows/outbox.ts).
  router.get('/api/admin/outbox', async (ctx) => {
    requireRole(ctx, 'admin');
    const stats = await outbox.stats();
    ctx.body = {
      pending: stats.pending,
      failing: stats.failing,
      oldestPendingAt: stats.oldestPendingAt?.toISOString() ?? null,
      stuck: stats.stuck.map((r) => ({ flow: r.flow, step: r.step, key: r.key, attempts: r.attempts, lastError: r.lastError, createdAt: r.createdAt.toISOString(), nextAttemptAt: r.availableAt.toISOString() })),
    };
  });

  router.get('/api/brand', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = brandForHost(ctx.host, config);
  });

  router.get('/api/openapi.yaml', async (ctx) => {
    ctx.type = 'application/yaml';
    // Read when asked (rarely: integrators, the reference page), not kept: 1 MB of heap at idle (issue #39).
    ctx.body = await readFile(OPENAPI_PATH, 'utf8');
  });

  router.get('/api/docs', (ctx) => {
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Éclat API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><main id="swagger-ui"></main><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
  });
  router.get('/api/docs/init.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.body = `window.ui = SwaggerUIBundle({ url: '/api/openapi.yaml', dom_id: '#swagger-ui', deepLinking: true });`;
  });

  if (devMailbox) {
    router.use(['/api/dev', '/dev'], localOnly(config.trustProxy));
    router.get('/api/dev/mailbox', async (ctx) => {
      ctx.body = await devMailbox.list();
    });
    router.get('/dev/mailbox', async (ctx) => {
      ctx.type = 'html';
      ctx.body = renderMailbox(await devMailbox.list());
    });
  }
  return router;
}
