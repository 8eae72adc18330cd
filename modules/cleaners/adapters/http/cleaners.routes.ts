import Router from '@koa/router';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import { bodyOf, unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { CleanersDeps } from '../../application/ports.js';
import { getMyProfile } from '../../application/get-profile.js';
import { updateProfile } from '../../application/update-profile.js';
import { completeStep } from '../../application/complete-step.js';
import { deleteMyDocument, downloadMyDocument, listMyDocuments, uploadDocument } from '../../application/documents.js';
import { deletePhoto, listMyPhotos, uploadPhoto } from '../../application/portfolio.js';
import { DOCUMENT_TYPES, type DocumentType } from '../../domain/cleaner-document.js';
import type { OnboardingStep } from '../../domain/cleaner-profile.js';
import type { ProfilePatch } from '../../domain/profile-rules.js';
import { presentDocument, presentPhoto, presentProfile } from './cleaners.presenter.js';
import { presentPublicProfile } from './cleaner-search.presenter.js';
import { previewOwnProfile } from '../../application/search/public-profile.js';
import { requireCleaner, sendPrivateFile } from './cleaners.policy.js';
import { formField, withUploadedFile } from '../../../../src/shared/upload-file.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The signed-in cleaner's own profile, onboarding, documents and portfolio. */
export function cleanersRouter(deps: CleanersDeps): Router<AppState> {
  const router = new Router<AppState>();
  const placeName = (id: string) => deps.places.nameOf(id);

  router.get('/api/cleaners/me/profile', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentProfile(unwrap(await getMyProfile(deps)(userId)), placeName);
  });

  router.patch('/api/cleaners/me/profile', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    // The contract bounds both parameters (openapi.yaml).
    const forStep = typeof ctx.query.forStep === 'string' ? (ctx.query.forStep as OnboardingStep) : undefined;
    const options = { ...(forStep ? { forStep } : {}), validateOnly: ctx.query.validateOnly === 'true' };
    ctx.body = presentProfile(unwrap(await updateProfile(deps)(userId, bodyOf<ProfilePatch>(ctx), options)), placeName);
  });

  // The cleaner's own public page, before it is listed too (issue #40); the same presentation as visitors'.
  router.get('/api/cleaners/me/public-preview', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentPublicProfile(unwrap(await previewOwnProfile(deps)(userId)), placeName);
  });

  router.post('/api/cleaners/me/onboarding/:step/complete', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.body = presentProfile(unwrap(await completeStep(deps)(userId, ctx.params.step as OnboardingStep)), placeName);
  });

  router.get('/api/cleaners/me/documents', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = unwrap(await listMyDocuments(deps)(userId)).map(presentDocument);
  });

  router.post('/api/cleaners/me/documents', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    await withUploadedFile(ctx, async (file) => {
      const type = formField(ctx, 'type');
      const issuedOn = formField(ctx, 'issuedOn') || null;
      const issues: FieldIssue[] = [];
      if (!type) issues.push({ field: 'body.type', code: 'fields.required' });
      else if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) issues.push({ field: 'body.type', code: 'fields.invalid_choice' });
      if (issuedOn !== null && (!ISO_DATE.test(issuedOn) || Number.isNaN(Date.parse(issuedOn)))) issues.push({ field: 'body.issuedOn', code: 'fields.invalid_date' });
      if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
      const doc = unwrap(await uploadDocument(deps)(userId, { type: type as DocumentType, issuedOn, file }));
      ctx.status = 201;
      ctx.body = presentDocument(doc);
    });
  });

  router.get('/api/cleaners/me/documents/:id/file', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    sendPrivateFile(ctx, unwrap(await downloadMyDocument(deps)(userId, ctx.params.id!)));
  });

  router.delete('/api/cleaners/me/documents/:id', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    unwrap(await deleteMyDocument(deps)(userId, ctx.params.id!));
    ctx.status = 204;
  });

  router.get('/api/cleaners/me/photos', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = unwrap(await listMyPhotos(deps)(userId)).map(presentPhoto);
  });

  router.post('/api/cleaners/me/photos', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    await withUploadedFile(ctx, async (file) => {
      ctx.status = 201;
      ctx.body = presentPhoto(unwrap(await uploadPhoto(deps)(userId, file)));
    });
  });

  router.delete('/api/cleaners/me/photos/:id', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    unwrap(await deletePhoto(deps)(userId, ctx.params.id!));
    ctx.status = 204;
  });

  // Portfolio pictures are public (they show on the public profile), unlike documents.
  router.get('/api/files/portfolio/:key', async (ctx) => {
    const found = await deps.files.get(`portfolio/${ctx.params.key}`);
    if (!found) throw new DomainError('not_found', 'not_found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = found.contentType;
    ctx.body = found.data;
  });

  return router;
}
