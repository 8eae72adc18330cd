import Router from '@koa/router';
import { bodyOf, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { withUploadedFile } from '../../../../src/shared/upload-file.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { CaseDeps } from '../../application/ports.js';
import { CASE_STATUSES } from '../../domain/case.js';
import { addCasePhoto, answerCase, casePhotoForParty, reportProblem, visitCase, type ReportInput } from '../../application/party-cases.js';
import { adminCase, adminCaseList, adminCasePhoto, decideCase, type DecisionInput } from '../../application/admin-cases.js';
import { submitDisputeEvidence } from '../../application/disputes.js';

function image(ctx: AppContext, file: { data: Buffer; contentType: string }): void {
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = file.contentType;
  ctx.body = file.data;
}

/** A visit's case for its two parties (admins use /api/admin/cases: spec section 6 keeps them out of the parties' screens). */
export function casesRouter(deps: CaseDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/bookings/:id/case', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await visitCase(deps)(ctx.params.id!, userId);
  });

  router.post('/api/bookings/:id/case', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    ctx.body = await reportProblem(deps)(ctx.params.id!, userId, bodyOf<ReportInput>(ctx));
    ctx.status = 201;
  });

  router.post('/api/bookings/:id/case/photos', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    const photo = await withUploadedFile(ctx, async (file) => {
      if (!file) throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.file', code: 'fields.required' }]);
      return addCasePhoto(deps)(ctx.params.id!, userId, file.data);
    });
    ctx.status = 201;
    ctx.body = photo;
  });

  router.get('/api/bookings/:id/case/photos/:photoId', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    image(ctx, await casePhotoForParty(deps)(ctx.params.id!, userId, ctx.params.photoId!));
  });

  router.post('/api/bookings/:id/case/answer', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    ctx.body = await answerCase(deps)(ctx.params.id!, userId, bodyOf<{ answer: string }>(ctx).answer);
  });

  return router;
}

/** The console's "Dossiers / Cases": open cases first; a case's page; one decision per case. Admins only. */
export function adminCasesRouter(deps: CaseDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/cases', async (ctx) => {
    requireRole(ctx, 'admin');
    const q = parseAdminListQuery(ctx.query, { sortable: ['reportedAt', 'status'] as const, defaultSort: 'reportedAt' }, (f) => ({ status: f.choice('status', CASE_STATUSES), userId: f.uuid('userId') }));
    const { items, total } = await adminCaseList(deps)(q);
    const end = items.length ? q.offset + items.length - 1 : q.offset;
    ctx.set('Content-Range', `cases ${q.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = items;
  });

  router.get('/api/admin/cases/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await adminCase(deps)(ctx.params.id!);
  });

  router.post('/api/admin/cases/:id/decision', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await decideCase(deps)(ctx.params.id!, userId, bodyOf<DecisionInput>(ctx));
  });

  // A card dispute's evidence, sent to the bank through Stripe once; the answer is the case's page.
  router.post('/api/admin/cases/:id/dispute-evidence', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    await submitDisputeEvidence(deps)(ctx.params.id!, userId, bodyOf<{ note?: string | null }>(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await adminCase(deps)(ctx.params.id!);
  });

  router.get('/api/admin/cases/:id/photos/:photoId', async (ctx) => {
    requireRole(ctx, 'admin');
    image(ctx, await adminCasePhoto(deps)(ctx.params.id!, ctx.params.photoId!, 'case'));
  });

  router.get('/api/admin/cases/:id/visit-photos/:photoId', async (ctx) => {
    requireRole(ctx, 'admin');
    image(ctx, await adminCasePhoto(deps)(ctx.params.id!, ctx.params.photoId!, 'visit'));
  });

  return router;
}
