import Router from '@koa/router';
import { bodyOf, requireAuth, type AppState } from '../../../../src/shared/http-kit.js';
import { isLocale, type Locale } from '../../../../src/shared/locale.js';
import { BINDING_LANGUAGE, isDocumentKind } from '../../domain/catalog.js';
import { legalErrors } from '../../domain/legal.errors.js';
import type { LegalDeps } from '../../application/ports.js';
import { legalDocument, legalSummary } from '../../application/documents.js';
import { acceptTerms, currentTermsStatus } from '../../application/acceptances.js';
import { presentDocument, presentSummary, presentTermsStatus } from './legal.presenter.js';

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The published terms and privacy policy, and the signed-in person's acceptance of the terms. */
export function legalRouter(deps: LegalDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/legal', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = presentSummary(legalSummary(deps)());
  });

  router.get('/api/legal/:document', (ctx) => {
    const document = ctx.params.document;
    if (!isDocumentKind(document)) throw legalErrors.versionNotFound();
    const lang = one(ctx.query.lang);
    // French first whatever the reader's language (Charter of the French language, s. 55): English on request.
    const language: Locale = isLocale(lang) ? lang : BINDING_LANGUAGE;
    const version = one(ctx.query.version) ?? null;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = presentDocument(legalDocument(deps)(document, language, version));
  });

  router.get('/api/users/me/terms-acceptance', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentTermsStatus(await currentTermsStatus(deps)(auth.userId, auth.role));
  });

  router.post('/api/users/me/terms-acceptance', async (ctx) => {
    const auth = requireAuth(ctx);
    const body = bodyOf<{ version: string; language?: Locale }>(ctx);
    await acceptTerms(deps)({ userId: auth.userId, version: body.version, language: body.language ?? null, source: 'prompt' });
    ctx.body = presentTermsStatus(await currentTermsStatus(deps)(auth.userId, auth.role));
  });

  return router;
}
