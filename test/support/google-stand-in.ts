import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Google that Éclat's Google Calendar link uses (issue #38), on
 * 127.0.0.1, in the test process: the OAuth 2.0 consent page (answering at once, as a person who
 * clicks "Continue" would), the token endpoint (authorization code with PKCE S256 verified, refresh
 * tokens, `invalid_grant` once a grant is revoked), the revocation endpoint, and Calendar v3's
 * calendarList, freeBusy and events insert/patch/delete. Point a server at it with `env`
 * (GOOGLE_OAUTH_BASE and GOOGLE_API_BASE), as STRIPE_API_BASE points one at the Stripe stand-in.
 */
export interface StandInCalendar {
  id: string;
  summary: string;
  primary?: boolean;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
}

export interface StandInEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary: string;
  location?: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  [key: string]: unknown;
}

export interface GoogleStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points a test server at this stand-in. */
  env: Record<string, string>;
  calendars: StandInCalendar[];
  /** Busy intervals (ISO instants) per calendar, besides its own events. */
  busy: Map<string, { start: string; end: string }[]>;
  events: Map<string, Map<string, StandInEvent>>;
  /** Every consent page visit's query. */
  authorizations: URLSearchParams[];
  /** Code exchanges whose PKCE verifier matched its challenge, and those refused for it. */
  pkce: { verified: number; refused: number };
  /** Tokens posted to the revocation endpoint. */
  revocations: string[];
  /** Calls to the Calendar API and the token endpoint, as `METHOD /path`. */
  calls: string[];
  /** What the next consent answers: granted with every scope, denied, or granted with these scopes only. */
  consent: 'grant' | 'deny' | { scopes: string[] };
  /** Everything answers 503 while true (Google unreachable, as far as a client can tell). */
  down: boolean;
  /** The person removed Éclat's access in their Google account: every grant is revoked. */
  revokeAllGrants(): void;
  /** Refresh tokens still valid. */
  liveRefreshTokens(): string[];
  close(): Promise<void>;
}

const SCOPES = 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly';
/** Longer free/busy ranges are refused, so a client must split its horizon. */
const MAX_FREE_BUSY_DAYS = 61;

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const clientId = `eclat-test-${randomBytes(4).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = `GOCSPX-${randomBytes(12).toString('base64url')}`;
  const codes = new Map<string, { challenge: string; redirectUri: string; scopes: string; consent: boolean; used: boolean }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, string>();
  let granted = false;

  const json = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) return void res.writeHead(status).end();
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, reason: string) => json(res, status, { error: { code: status, message: reason, errors: [{ domain: 'global', reason }] } });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const overlaps = (a: { start: string; end: string }, from: number, to: number) => Date.parse(a.start) < to && Date.parse(a.end) > from;

  const s: GoogleStandIn = {
    url: '',
    clientId,
    clientSecret,
    env: {},
    calendars: [],
    busy: new Map(),
    events: new Map(),
    authorizations: [],
    pkce: { verified: 0, refused: 0 },
    revocations: [],
    calls: [],
    consent: 'grant',
    down: false,
    revokeAllGrants() {
      refreshTokens.clear();
      accessTokens.clear();
      granted = false;
    },
    liveRefreshTokens: () => [...refreshTokens],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const newAccess = (refresh: string) => {
    const token = `ya29.${randomBytes(12).toString('base64url')}`;
    accessTokens.set(token, refresh);
    return token;
  };

  async function oauth(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      s.authorizations.push(q);
      const redirect = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== clientId || !redirect) return json(res, 400, { error: 'invalid_request' });
      if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') || !q.get('state')) return json(res, 400, { error: 'invalid_request' });
      const back = new URL(redirect);
      back.searchParams.set('state', q.get('state')!);
      if (s.consent === 'deny') back.searchParams.set('error', 'access_denied');
      else {
        const code = `4/${randomBytes(16).toString('base64url')}`;
        const scopes = typeof s.consent === 'object' ? s.consent.scopes.join(' ') : (q.get('scope') ?? '');
        codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: redirect, scopes, consent: q.get('prompt') === 'consent', used: false });
        back.searchParams.set('code', code);
        back.searchParams.set('scope', scopes);
      }
      return void res.writeHead(302, { location: back.toString() }).end();
    }
    const form = new URLSearchParams(await read(req));
    if (req.method === 'POST' && url.pathname === '/token') {
      s.calls.push(`POST /token ${form.get('grant_type')}`);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(res, 401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        if (!grant || grant.used || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        grant.used = true;
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
          s.pkce.refused++;
          return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
        }
        s.pkce.verified++;
        // As Google: a refresh token with a consent, or on the first grant; a later one without consent gets none.
        const refresh = grant.consent || !granted ? `1//${randomBytes(16).toString('base64url')}` : null;
        if (refresh) refreshTokens.add(refresh);
        granted = true;
        const anyRefresh = refresh ?? [...refreshTokens][0] ?? '';
        return json(res, 200, { access_token: newAccess(anyRefresh), expires_in: 3599, scope: grant.scopes, token_type: 'Bearer', ...(refresh ? { refresh_token: refresh } : {}) });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.has(refresh)) return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return json(res, 200, { access_token: newAccess(refresh), expires_in: 3599, scope: SCOPES, token_type: 'Bearer' });
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (req.method === 'POST' && url.pathname === '/revoke') {
      const token = form.get('token') ?? '';
      s.revocations.push(token);
      const refresh = refreshTokens.has(token) ? token : accessTokens.get(token);
      if (!refresh) return json(res, 400, { error: 'invalid_token' });
      refreshTokens.delete(refresh);
      for (const [access, of] of accessTokens) if (of === refresh) accessTokens.delete(access);
      return json(res, 200, {});
    }
    return json(res, 404, { error: 'not_found' });
  }

  async function calendarApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const body = req.method === 'POST' || req.method === 'PATCH' ? await read(req) : '';
    s.calls.push(`${req.method} ${url.pathname}`);
    if (!accessTokens.has(token)) return apiError(res, 401, 'authError');
    const path = url.pathname.replace('/calendar/v3', '');
    if (req.method === 'GET' && path === '/users/me/calendarList') {
      // Two per page, so that a client reads every page.
      const start = Number(url.searchParams.get('pageToken') ?? '0');
      const page = s.calendars.slice(start, start + 2).map((c) => ({ kind: 'calendar#calendarListEntry', id: c.id, summary: c.summary, accessRole: c.accessRole, ...(c.primary ? { primary: true } : {}) }));
      return json(res, 200, { kind: 'calendar#calendarList', items: page, ...(start + 2 < s.calendars.length ? { nextPageToken: String(start + 2) } : {}) });
    }
    if (req.method === 'POST' && path === '/freeBusy') {
      const q = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
      const [from, to] = [Date.parse(q.timeMin), Date.parse(q.timeMax)];
      if (!(to > from)) return apiError(res, 400, 'timeRangeEmpty');
      if (to - from > MAX_FREE_BUSY_DAYS * 86_400_000) return apiError(res, 400, 'invalid');
      const calendars: Record<string, unknown> = {};
      for (const { id } of q.items) {
        if (!s.calendars.some((c) => c.id === id)) {
          calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        const own = [...(s.events.get(id)?.values() ?? [])].filter((e) => e.status === 'confirmed').map((e) => ({ start: zoned(e.start.dateTime), end: zoned(e.end.dateTime) }));
        calendars[id] = { busy: [...(s.busy.get(id) ?? []), ...own].filter((b) => overlaps(b, from, to)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)) };
      }
      return json(res, 200, { kind: 'calendar#freeBusy', timeMin: q.timeMin, timeMax: q.timeMax, calendars });
    }
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return apiError(res, 404, 'notFound');
    const calendarId = decodeURIComponent(match[1]!);
    const calendar = s.calendars.find((c) => c.id === calendarId);
    if (!calendar) return apiError(res, 404, 'notFound');
    if (calendar.accessRole !== 'owner' && calendar.accessRole !== 'writer') return apiError(res, 403, 'requiredAccessLevel');
    const events = s.events.get(calendarId) ?? new Map<string, StandInEvent>();
    s.events.set(calendarId, events);
    const eventId = match[2] ? decodeURIComponent(match[2]) : null;
    if (req.method === 'POST' && !eventId) {
      const event = JSON.parse(body) as StandInEvent;
      if (!/^[a-v0-9]{5,1024}$/.test(event.id)) return apiError(res, 400, 'invalid');
      // An id stays taken after its event is deleted, as at Google.
      if (events.has(event.id)) return apiError(res, 409, 'duplicate');
      events.set(event.id, { ...event, status: 'confirmed' });
      return json(res, 200, events.get(event.id));
    }
    const existing = eventId ? events.get(eventId) : undefined;
    if (!existing) return apiError(res, 404, 'notFound');
    if (req.method === 'PATCH') {
      Object.assign(existing, JSON.parse(body) as Partial<StandInEvent>);
      return json(res, 200, existing);
    }
    if (req.method === 'DELETE') {
      if (existing.status === 'cancelled') return apiError(res, 410, 'deleted');
      existing.status = 'cancelled';
      return json(res, 204);
    }
    return apiError(res, 405, 'notAllowed');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (s.down) return void req.resume().on('end', () => json(res, 503, { error: 'backendError' }));
    const handle = url.pathname.startsWith('/calendar/v3/') ? calendarApi : oauth;
    handle(req, res, url).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  s.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  s.env = { GOOGLE_CALENDAR_CLIENT_ID: clientId, GOOGLE_CALENDAR_CLIENT_SECRET: clientSecret, GOOGLE_OAUTH_BASE: s.url, GOOGLE_API_BASE: s.url };
  return s;
}

/** A Quebec date and time (`2026-12-10`, `09:00`) as an ISO instant. */
export const quebecInstant = (date: string, time: string): string => zoned(`${date}T${time}:00`);

/** A Quebec wall clock (`2026-12-10T09:00:00`, as Éclat writes events) as an instant, for the stand-in's free/busy. */
function zoned(dateTime: string): string {
  if (/[zZ]|[+-]\d\d:\d\d$/.test(dateTime)) return new Date(dateTime).toISOString();
  const guess = new Date(`${dateTime}Z`);
  const offsetOf = (d: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', timeZoneName: 'longOffset' }).formatToParts(d).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d\d):(\d\d)/.exec(parts);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  };
  return new Date(guess.getTime() - offsetOf(guess) * 60_000).toISOString();
}
