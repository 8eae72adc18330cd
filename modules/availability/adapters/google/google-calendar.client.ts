import { GOOGLE_SCOPES, MAX_CALENDAR_ID_LENGTH, MAX_GOOGLE_CALENDARS, type BusySpan, type GoogleAccessRole, type GoogleCalendarEntry, type GoogleSyncError } from '../../domain/google-calendar.js';
import { GoogleCalendarError, type GoogleCalendarApi, type GoogleGrant } from '../../application/google-calendar-ports.js';

export interface GoogleClientOptions {
  clientId: string;
  clientSecret: string;
  /** null: Google's own endpoints; otherwise `/o/oauth2/v2/auth`, `/token` and `/revoke` under it (tests' stand-in). */
  oauthBase: string | null;
  /** The Calendar API's base, `https://www.googleapis.com` in production. */
  apiBase: string;
  timeoutMs: number;
}

/** Google's endpoints (its discovery document: the consent page on accounts.google.com, tokens on oauth2.googleapis.com). */
const GOOGLE_OAUTH = { authorize: 'https://accounts.google.com/o/oauth2/v2/auth', token: 'https://oauth2.googleapis.com/token', revoke: 'https://oauth2.googleapis.com/revoke' };
const ROLES: readonly GoogleAccessRole[] = ['owner', 'writer', 'reader', 'freeBusyReader'];
/** Google's answers are small JSON documents; anything larger is not one of them. */
const MAX_ANSWER_BYTES = 2_000_000;

type Json = Record<string, unknown>;

/**
 * Google's OAuth 2.0 (web server flow) and Calendar v3 endpoints over plain HTTP (docs/decisions.md,
 * "Google Calendar": eight calls, no client library). Each call is bounded by `timeoutMs`; failures
 * become GoogleCalendarError kinds: a refused grant is `access_refused`, everything else is retried.
 */
export function googleCalendarClient(o: GoogleClientOptions): GoogleCalendarApi {
  const endpoints = o.oauthBase ? { authorize: `${o.oauthBase}/o/oauth2/v2/auth`, token: `${o.oauthBase}/token`, revoke: `${o.oauthBase}/revoke` } : GOOGLE_OAUTH;
  const calendarApi = `${o.apiBase}/calendar/v3`;

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: Json }> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(o.timeoutMs) });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new GoogleCalendarError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', String((error as Error).message ?? error));
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      throw new GoogleCalendarError('unreachable', String((error as Error).message ?? error));
    }
    if (text.length > MAX_ANSWER_BYTES) throw new GoogleCalendarError('http_error', `answer of ${text.length} bytes`);
    let body: Json = {};
    if (text) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object') body = parsed as Json;
      } catch {
        // Not JSON (a proxy's page): the status decides.
      }
    }
    return { status: res.status, body };
  }

  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });

  /** The token endpoint's refusal of the grant itself (revoked, expired, already used) is the cleaner's to fix; the rest is ours or Google's. */
  const tokenFailure = (status: number, body: Json): GoogleCalendarError => {
    const error = typeof body.error === 'string' ? body.error : '';
    return new GoogleCalendarError(error === 'invalid_grant' ? 'access_refused' : 'http_error', `token endpoint ${status} ${error}`);
  };

  /** A Calendar API failure: 401 (the access was revoked) and a missing permission need the cleaner; 429 and 5xx are retried. */
  const apiFailure = (status: number, body: Json, what: string): GoogleCalendarError => {
    const error = (body.error ?? {}) as { errors?: { reason?: string }[] };
    const reason = error.errors?.[0]?.reason ?? '';
    let kind: GoogleSyncError = 'http_error';
    if (status === 401 || (status === 403 && (reason === 'insufficientPermissions' || reason === 'forbidden' || reason === 'accessNotConfigured'))) kind = 'access_refused';
    else if (status === 404) kind = 'calendar_error';
    return new GoogleCalendarError(kind, `${what} ${status} ${reason}`);
  };

  const bearer = (accessToken: string, json = false): Record<string, string> => ({
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const eventUrl = (calendarId: string, eventId?: string) =>
    `${calendarApi}/calendars/${encodeURIComponent(calendarId)}/events${eventId ? `/${encodeURIComponent(eventId)}` : ''}?sendUpdates=none`;

  return {
    authorizationUrl({ state, codeChallenge, redirectUri, consent }) {
      const q = new URLSearchParams({
        client_id: o.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES.join(' '),
        access_type: 'offline',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        // A refresh token comes only with a consent: asked on the first link and whenever the stored one no longer works.
        ...(consent ? { prompt: 'consent' } : {}),
      });
      return `${endpoints.authorize}?${q.toString()}`;
    },

    async exchangeCode({ code, codeVerifier, redirectUri }): Promise<GoogleGrant> {
      const { status, body } = await call(
        endpoints.token,
        form({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri, client_id: o.clientId, client_secret: o.clientSecret }),
      );
      if (status !== 200 || typeof body.access_token !== 'string') throw tokenFailure(status, body);
      return {
        accessToken: body.access_token,
        expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600,
        refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
        scopes: typeof body.scope === 'string' ? body.scope.split(/\s+/).filter(Boolean) : [],
      };
    },

    async refreshAccess(refreshToken) {
      const { status, body } = await call(endpoints.token, form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: o.clientId, client_secret: o.clientSecret }));
      if (status !== 200 || typeof body.access_token !== 'string') throw tokenFailure(status, body);
      return { accessToken: body.access_token, expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600 };
    },

    async revoke(token) {
      const { status, body } = await call(endpoints.revoke, form({ token }));
      // 400 invalid_token: Google no longer knows it (revoked already, or expired): what was asked is true.
      if (status === 200 || (status === 400 && body.error === 'invalid_token')) return;
      throw new GoogleCalendarError('http_error', `revoke ${status}`);
    },

    async listCalendars(accessToken) {
      const out: Omit<GoogleCalendarEntry, 'blocks'>[] = [];
      let pageToken: string | null = null;
      do {
        const q = new URLSearchParams({ maxResults: '250', ...(pageToken ? { pageToken } : {}) });
        const { status, body } = await call(`${calendarApi}/users/me/calendarList?${q.toString()}`, { headers: bearer(accessToken) });
        if (status !== 200) throw apiFailure(status, body, 'calendarList');
        for (const item of Array.isArray(body.items) ? (body.items as Json[]) : []) {
          const id = typeof item.id === 'string' ? item.id : '';
          const role = ROLES.find((r) => r === item.accessRole);
          if (!id || id.length > MAX_CALENDAR_ID_LENGTH || !role || item.deleted === true) continue;
          const name = [item.summaryOverride, item.summary].find((s): s is string => typeof s === 'string' && s.trim() !== '') ?? id;
          out.push({ id, summary: name.trim().slice(0, 200), primary: item.primary === true, accessRole: role });
        }
        pageToken = typeof body.nextPageToken === 'string' && body.nextPageToken ? body.nextPageToken : null;
      } while (pageToken && out.length < MAX_GOOGLE_CALENDARS);
      return out.slice(0, MAX_GOOGLE_CALENDARS);
    },

    async busyTimes(accessToken, calendarIds, from, to) {
      if (!calendarIds.length) return [];
      const { status, body } = await call(`${calendarApi}/freeBusy`, {
        method: 'POST',
        headers: bearer(accessToken, true),
        body: JSON.stringify({ timeMin: from.toISOString(), timeMax: to.toISOString(), items: calendarIds.map((id) => ({ id })) }),
      });
      if (status !== 200) throw apiFailure(status, body, 'freeBusy');
      const calendars = (body.calendars ?? {}) as Record<string, { busy?: { start?: unknown; end?: unknown }[]; errors?: { reason?: string }[] }>;
      const busy: BusySpan[] = [];
      for (const id of calendarIds) {
        const entry = calendars[id];
        // A calendar Google could not read (gone, no access): the busy times would be incomplete.
        if (!entry || entry.errors?.length) throw new GoogleCalendarError('calendar_error', `freeBusy ${entry?.errors?.[0]?.reason ?? 'missing'}`);
        for (const b of entry.busy ?? []) {
          const start = new Date(String(b.start));
          const end = new Date(String(b.end));
          if (Number.isFinite(start.getTime()) && Number.isFinite(end.getTime()) && end > start) busy.push({ start, end });
        }
      }
      return busy;
    },

    async insertEvent(accessToken, calendarId, event) {
      const { status, body } = await call(eventUrl(calendarId), { method: 'POST', headers: bearer(accessToken, true), body: JSON.stringify(event) });
      if (status === 200) return 'inserted';
      if (status === 409) return 'exists';
      throw apiFailure(status, body, 'events.insert');
    },

    async patchEvent(accessToken, calendarId, eventId, event) {
      const { status, body } = await call(eventUrl(calendarId, eventId), { method: 'PATCH', headers: bearer(accessToken, true), body: JSON.stringify(event) });
      if (status === 200) return 'patched';
      if (status === 404 || status === 410) return 'gone';
      throw apiFailure(status, body, 'events.patch');
    },

    async deleteEvent(accessToken, calendarId, eventId) {
      const { status, body } = await call(eventUrl(calendarId, eventId), { method: 'DELETE', headers: bearer(accessToken) });
      if (status === 200 || status === 204) return 'deleted';
      if (status === 404 || status === 410) return 'gone';
      throw apiFailure(status, body, 'events.delete');
    },
  };
}
