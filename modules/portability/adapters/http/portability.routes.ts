import Router from '@koa/router';
import { requireAuth, type AppState } from '../../../../src/shared/http-kit.js';
import type { PortabilityDeps } from '../../application/ports.js';
import { requestExport } from '../../application/request-export.js';
import { downloadExport, myExports } from '../../application/exports.js';
import { isDownloadable, shownStatus, type DataExport } from '../../domain/data-export.js';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentExport(e: DataExport, now: Date) {
  return {
    id: e.id,
    status: shownStatus(e, now),
    requestedAt: e.requestedAt.toISOString(),
    readyAt: iso(e.readyAt),
    expiresAt: iso(e.expiresAt),
    downloadedAt: iso(e.downloadedAt),
    expiredAt: iso(e.expiredAt),
    sizeBytes: e.sizeBytes,
    downloadUrl: isDownloadable(e, now) ? `/api/users/me/data-exports/${e.id}/archive` : null,
  };
}

/** Any signed-in person (client, cleaner, admin, no role yet) asks for and downloads their own data. */
export function portabilityRouter(deps: PortabilityDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/users/me/data-exports', async (ctx) => {
    const { userId } = requireAuth(ctx);
    const now = deps.clock.now();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { items: (await myExports(deps)(userId)).map((e) => presentExport(e, now)), linkDays: deps.settings.linkDays };
  });

  router.post('/api/users/me/data-exports', async (ctx) => {
    const { userId } = requireAuth(ctx);
    const request = await requestExport(deps)(userId);
    ctx.status = 202;
    ctx.body = presentExport(request, deps.clock.now());
  });

  router.get('/api/users/me/data-exports/:id/archive', async (ctx) => {
    const { userId } = requireAuth(ctx);
    const file = await downloadExport(deps)(userId, ctx.params.id!);
    // ASCII name (eclat-donnees-2026-11-30.zip): no RFC 5987 form needed.
    ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/zip';
    ctx.body = file.content;
  });

  return router;
}
