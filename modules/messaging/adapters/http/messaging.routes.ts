import Router from '@koa/router';
import { bodyOf, requireAuth, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { MessagingDeps } from '../../application/ports.js';
import { sendMessage, type SendMessageInput } from '../../application/send-message.js';
import { listMessages } from '../../application/list-messages.js';
import { markConversationRead } from '../../application/read-messages.js';
import { listConversations, presentMessage } from '../../application/conversations.js';
import { getPreferences, updatePreferences, type PreferencesUpdate } from '../../application/preferences.js';

const str = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** Clients and cleaners only: admins never read conversations (spec section 6). */
const requireParty = (ctx: AppContext) => requireRole(ctx, 'client', 'cleaner');

export function messagingRouter(deps: MessagingDeps): Router<AppState> {
  const router = new Router<AppState>();

  // The literal paths first: /api/messages/:bookingId would otherwise take "unread" as an id.
  router.get('/api/messages/unread', async (ctx) => {
    const { userId } = requireParty(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { count: await deps.messages.unreadCount(userId) };
  });

  router.get('/api/messages/conversations', async (ctx) => {
    const { userId } = requireParty(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { conversations: await listConversations(deps)(userId) };
  });

  router.get('/api/messages/:bookingId', async (ctx) => {
    const { userId } = requireParty(ctx);
    const limit = Number(str(ctx.query.limit) ?? 50);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listMessages(deps)(userId, ctx.params.bookingId!, str(ctx.query.before) ?? null, limit);
  });

  router.post('/api/messages/:bookingId', async (ctx) => {
    const { userId } = requireParty(ctx);
    const body = bodyOf<Omit<SendMessageInput, 'bookingId'>>(ctx);
    const { message, created } = await sendMessage(deps)(userId, { bookingId: ctx.params.bookingId!, clientMessageId: body.clientMessageId, text: body.text });
    ctx.status = created ? 201 : 200;
    ctx.body = presentMessage(message);
  });

  router.post('/api/messages/:bookingId/read', async (ctx) => {
    const { userId } = requireParty(ctx);
    const body = bodyOf<{ messageIds?: string[] } | undefined>(ctx);
    ctx.body = await markConversationRead(deps)(userId, ctx.params.bookingId!, body?.messageIds ?? null);
  });

  router.get('/api/users/me/notification-preferences', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getPreferences(deps)(userId);
  });

  router.put('/api/users/me/notification-preferences', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.body = await updatePreferences(deps)(userId, bodyOf<PreferencesUpdate>(ctx));
  });

  return router;
}
