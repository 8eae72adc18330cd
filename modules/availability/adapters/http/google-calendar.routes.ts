import Router from '@koa/router';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { aesGcmCipher } from '../../../../src/shared/sealed-secret.js';
import { bodyOf, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { canReceiveVisits } from '../../domain/google-calendar.js';
import type { GoogleCalendarDeps } from '../../application/google-calendar-ports.js';
import { GoogleErrors, chooseGoogleCalendars, disconnectGoogle, finishGoogleLink, googleLinkView, startGoogleLink, type GoogleLinkFlow } from '../../application/google-connect.js';
import { syncGoogleNow } from '../../application/google-busy-sync.js';
import { requireCleaner } from './availability.policy.js';

export const GOOGLE_CALENDAR_PATH = '/api/availability/me/google-calendar';
/** The redirect URI registered at Google: PUBLIC_URL + this. */
export const GOOGLE_CALLBACK_PATH = `${GOOGLE_CALENDAR_PATH}/callback`;
const FLOW_COOKIE = 'eclat_google_calendar';

export interface GoogleCalendarRouteOptions {
  appSecret: string;
  previousAppSecrets: readonly string[];
  secureCookies: boolean;
}

const off = () => new DomainError('availability.google_calendar_off', 'not_found');

/**
 * The calendar page's "Connecter Google Agenda" (issue #38). Connect and callback are browser
 * navigations: connect sends the browser to Google's consent page, the callback back to the calendar
 * page (`google=connected` or `googleError=<code>`); the rest is JSON for the signed-in cleaner's own link only.
 */
export function googleCalendarRouter(deps: GoogleCalendarDeps | null, o: GoogleCalendarRouteOptions): Router<AppState> {
  const router = new Router<AppState>();
  // The started link's state and PKCE verifier, sealed (AES-256-GCM) in an httpOnly cookie of this browser for 10 minutes.
  const cipher = aesGcmCipher('availability/google-link-flow/v1', o.appSecret, o.previousAppSecrets);
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: o.secureCookies, path: GOOGLE_CALENDAR_PATH, overwrite: true };
  const back = (ctx: AppContext, query: string) => {
    ctx.set('Cache-Control', 'no-store');
    // A path of this site: the browser stays on the host it came from.
    ctx.redirect(`/profile/calendar?${query}#google-calendar`);
  };
  const failed = (ctx: AppContext, code: string) => back(ctx, `googleError=${encodeURIComponent(code)}`);

  const view = async (cleanerId: string) => {
    const settings = deps?.googleSettings;
    const link = deps ? await googleLinkView(deps)(cleanerId) : null;
    return {
      available: deps !== null,
      syncMinutes: settings?.syncMinutes ?? 0,
      staleAfterMinutes: settings?.staleAfterMinutes ?? 0,
      connection: link && {
        account: link.accountLabel,
        connectedAt: link.connectedAt.toISOString(),
        lastSyncedAt: link.lastSyncedAt?.toISOString() ?? null,
        lastAttemptAt: link.lastAttemptAt?.toISOString() ?? null,
        lastError: link.lastError,
        busyTimesTrusted: link.busyTimesTrusted,
        busyCount: link.busyCount,
        visitsCalendarId: link.visitsCalendarId,
        calendars: link.calendars.map((g) => ({ id: g.id, summary: g.summary, primary: g.primary, accessRole: g.accessRole, blocks: g.blocks, canReceiveVisits: canReceiveVisits(g) })),
      },
    };
  };

  router.get(GOOGLE_CALENDAR_PATH, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await view(userId);
  });

  router.get(`${GOOGLE_CALENDAR_PATH}/connect`, async (ctx) => {
    // The page shows the button only to a signed-in cleaner when the feature is on: anyone else gets the JSON refusal.
    const { userId } = requireCleaner(ctx);
    if (!deps) throw off();
    const started = await startGoogleLink(deps)(userId);
    ctx.cookies.set(FLOW_COOKIE, cipher.encrypt(JSON.stringify(started.flow)), { ...cookie, maxAge: started.flow.expiresAt - deps.clock.now().getTime() });
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(started.url);
  });

  router.get(GOOGLE_CALLBACK_PATH, async (ctx) => {
    if (!deps) throw off();
    const sealed = ctx.cookies.get(FLOW_COOKIE);
    // The state and verifier are good for one answer: the cookie goes whatever happens next.
    ctx.cookies.set(FLOW_COOKIE, '', { ...cookie, maxAge: 0 });
    const flow = openFlow(sealed ? cipher.decrypt(sealed) : null, deps.clock.now());
    const q = ctx.query;
    const state = typeof q.state === 'string' ? q.state : '';
    // No link started in this browser, another answer's state, or another person signed in since: refused.
    if (!flow || state !== flow.state || ctx.state.auth?.userId !== flow.cleanerId) return failed(ctx, 'availability.google_state_mismatch');
    if (typeof q.error === 'string') return failed(ctx, 'availability.google_cancelled');
    if (typeof q.code !== 'string' || !q.code) return failed(ctx, 'availability.google_failed');
    const outcome = await finishGoogleLink(deps)(flow, q.code);
    if (!outcome.ok) {
      ctx.state.log?.warn({ code: outcome.code }, 'google calendar link refused');
      return failed(ctx, outcome.code);
    }
    back(ctx, 'google=connected');
  });

  router.put(`${GOOGLE_CALENDAR_PATH}/calendars`, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    if (!deps) throw off();
    await chooseGoogleCalendars(deps)(userId, bodyOf<{ blocking?: unknown; visitsCalendarId?: unknown }>(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await view(userId);
  });

  router.post(`${GOOGLE_CALENDAR_PATH}/sync`, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    if (!deps) throw off();
    if (!(await deps.connections.find(userId))) throw GoogleErrors.notConnected();
    await syncGoogleNow(deps)(userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await view(userId);
  });

  router.delete(GOOGLE_CALENDAR_PATH, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    if (!deps) throw off();
    await disconnectGoogle(deps)(userId);
    ctx.status = 204;
  });

  return router;
}

function openFlow(plain: string | null, now: Date): GoogleLinkFlow | null {
  if (!plain) return null;
  try {
    const flow = JSON.parse(plain) as Partial<GoogleLinkFlow>;
    if (typeof flow.cleanerId !== 'string' || typeof flow.state !== 'string' || typeof flow.codeVerifier !== 'string' || typeof flow.expiresAt !== 'number') return null;
    return flow.expiresAt > now.getTime() ? (flow as GoogleLinkFlow) : null;
  } catch {
    return null;
  }
}
