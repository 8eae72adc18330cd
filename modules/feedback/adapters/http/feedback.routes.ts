import Router from '@koa/router';
import { bodyOf, requireAuth, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { FeedbackDeps } from '../../application/ports.js';
import type { FeedbackInput } from '../../domain/feedback.js';
import { feedbackErrors } from '../../domain/feedback.errors.js';
import { giveFeedback, myOpinions, withdrawFeedback } from '../../application/give-feedback.js';
import { addFavourite, myFavourites, removeFavourite } from '../../application/favourites.js';

/** Feedback is the clients' own: cleaners and admins get the feature's message, not a generic refusal. */
function requireClient(ctx: AppContext): string {
  const auth = requireAuth(ctx);
  if (auth.role !== 'client') throw feedbackErrors.clientsOnly();
  return auth.userId;
}

/** The latest comments a cleaner reads of the opinions clients hold of them. */
const RECEIVED_COMMENTS = 20;

/** A client's feedback on cleaners seen in search or recommendations. */
export function feedbackRouter(deps: FeedbackDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/cleaners/:cleanerId/feedback', async (ctx) => {
    const clientId = requireClient(ctx);
    ctx.body = await giveFeedback(deps)(clientId, ctx.params.cleanerId!, bodyOf<FeedbackInput>(ctx));
    ctx.status = 201;
  });

  router.delete('/api/cleaners/:cleanerId/feedback', async (ctx) => {
    const clientId = requireClient(ctx);
    await withdrawFeedback(deps)(clientId, ctx.params.cleanerId!);
    ctx.status = 204;
  });

  // Issue #40: what clients think of the signed-in cleaner (counts, reasons, latest comments; never who; reports stay with the team).
  router.get('/api/users/me/received-feedback', async (ctx) => {
    const auth = requireAuth(ctx);
    if (auth.role !== 'cleaner') throw feedbackErrors.cleanersOnly();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.feedback.receivedBy(auth.userId, RECEIVED_COMMENTS);
  });

  router.get('/api/users/me/cleaner-feedback', async (ctx) => {
    ctx.body = await myOpinions(deps)(requireClient(ctx));
  });

  // Favourite cleaners (issue #18): the client's own list; adding twice is harmless.
  router.put('/api/cleaners/:cleanerId/favourite', async (ctx) => {
    const clientId = requireClient(ctx);
    await addFavourite(deps)(clientId, ctx.params.cleanerId!);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await myFavourites(deps)(clientId);
  });

  router.delete('/api/cleaners/:cleanerId/favourite', async (ctx) => {
    await removeFavourite(deps)(requireClient(ctx), ctx.params.cleanerId!);
    ctx.status = 204;
  });

  router.get('/api/users/me/favourite-cleaners', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await myFavourites(deps)(requireClient(ctx));
  });

  return router;
}
