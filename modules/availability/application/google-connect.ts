import { createHash, randomBytes } from 'node:crypto';
import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { GOOGLE_SCOPES, MAX_BLOCKING_CALENDARS, canReceiveVisits, type GoogleConnection } from '../domain/google-calendar.js';
import { GoogleCalendarError, type GoogleCalendarDeps } from './google-calendar-ports.js';
import { readNow, trustedAt } from './google-busy-sync.js';
import { slotsChanged } from './slots-changed.js';

/** The outbox events of a link's life (src/flows/google-calendar-flows.ts). */
export const GOOGLE_TOKEN_REVOKE = 'availability.google_token_revoke';
export const GOOGLE_VISITS_WRITE = 'availability.google_visits_write';

const DAY_MS = 86_400_000;

export const GoogleErrors = {
  notConnected: () => new DomainError('availability.google_not_connected', 'not_found'),
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
};

/** A started link: what the callback checks (kept sealed in this browser's cookie, 10 minutes). */
export interface GoogleLinkFlow {
  cleanerId: string;
  state: string;
  codeVerifier: string;
  expiresAt: number;
}

/** The redirect's outcome: the calendar page tells it (`google=connected` or `googleError=<code>`). */
export type LinkOutcome = { ok: true } | { ok: false; code: string };

const FLOW_MINUTES = 10;

/**
 * "Connecter Google Agenda": the consent page's address with a fresh state and PKCE (S256) verifier.
 * A refresh token comes only with a consent: asked on a first link and whenever the stored link fails.
 */
export const startGoogleLink =
  (deps: GoogleCalendarDeps) =>
  async (cleanerId: string): Promise<{ url: string; flow: GoogleLinkFlow }> => {
    const existing = await deps.connections.find(cleanerId);
    const codeVerifier = randomBytes(32).toString('base64url');
    const flow: GoogleLinkFlow = { cleanerId, state: randomBytes(24).toString('base64url'), codeVerifier, expiresAt: deps.clock.now().getTime() + FLOW_MINUTES * 60_000 };
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    return { url: deps.google.authorizationUrl({ state: flow.state, codeChallenge, redirectUri: deps.googleSettings.redirectUri, consent: !existing || existing.lastError !== null }), flow };
  };

/**
 * Google's answer: the code is exchanged server-side (client secret and PKCE verifier), the refresh
 * token sealed, the calendars listed (the primary blocks and receives the visits until the cleaner
 * chooses), the busy times read at once, and the upcoming accepted visits written through the outbox.
 */
export const finishGoogleLink =
  (deps: GoogleCalendarDeps) =>
  async (flow: GoogleLinkFlow, code: string): Promise<LinkOutcome> => {
    const cleanerId = flow.cleanerId;
    const existing = await deps.connections.find(cleanerId);
    let linked: GoogleConnection;
    let refreshToken: string | null;
    try {
      const grant = await deps.google.exchangeCode({ code, codeVerifier: flow.codeVerifier, redirectUri: deps.googleSettings.redirectUri });
      // Google's consent page lets the person untick a permission: without both, nothing works.
      if (!GOOGLE_SCOPES.every((s) => grant.scopes.includes(s))) {
        await deps.google.revoke(grant.refreshToken ?? grant.accessToken).catch(() => undefined);
        return { ok: false, code: 'availability.google_scopes_missing' };
      }
      refreshToken = grant.refreshToken;
      // No refresh token (a later consent to a grant Google still holds) and none stored: the next link asks for consent.
      if (!refreshToken && !existing) return { ok: false, code: 'availability.google_no_refresh_token' };
      const calendars = await deps.google.listCalendars(grant.accessToken);
      const primary = calendars.find((g) => g.primary) ?? calendars[0];
      if (!primary) return { ok: false, code: 'availability.google_failed' };
      const visits = canReceiveVisits(primary) ? primary : calendars.find(canReceiveVisits);
      if (!visits) return { ok: false, code: 'availability.google_scopes_missing' };
      linked = {
        cleanerId,
        accountLabel: primary.id,
        visitsCalendarId: visits.id,
        calendars: calendars.map((g) => ({ ...g, blocks: g.id === primary.id })),
        connectedAt: deps.clock.now(),
        lastSyncedAt: null,
        lastAttemptAt: null,
        lastError: null,
        failingSince: null,
        failureNotifiedAt: null,
        busyCount: 0,
      };
      deps.access.drop(cleanerId);
    } catch (error) {
      // A refused code (expired, used, a verifier that does not match its challenge) or Google failing: try again.
      if (error instanceof GoogleCalendarError) return { ok: false, code: 'availability.google_failed' };
      throw error;
    }
    const now = deps.clock.now();
    await deps.connections.save(linked, refreshToken ? deps.tokens.seal(refreshToken) : null, now);
    await readNow(deps, cleanerId);
    // The visits already accepted appear too (pending ones are skipped until accepted).
    const upcoming = await deps.bookings.bookedIntervals(cleanerId, now, new Date(now.getTime() + deps.googleSettings.horizonDays * DAY_MS));
    if (upcoming.length) await deps.flows.emit(GOOGLE_VISITS_WRITE, newId(), { bookingIds: upcoming.map((b) => b.bookingId) });
    return { ok: true };
  };

/** The calendar page's view of the link (null: not linked). */
export const googleLinkView =
  (deps: GoogleCalendarDeps) =>
  async (cleanerId: string): Promise<(GoogleConnection & { busyTimesTrusted: boolean }) | null> => {
    const c = await deps.connections.find(cleanerId);
    return c ? { ...c, busyTimesTrusted: trustedAt(deps, c, deps.clock.now()) } : null;
  };

/** Which calendars block the cleaner's availability and which one receives the visits; read again at once. */
export const chooseGoogleCalendars =
  (deps: GoogleCalendarDeps) =>
  async (cleanerId: string, input: { blocking?: unknown; visitsCalendarId?: unknown }): Promise<void> => {
    const c = await deps.connections.find(cleanerId);
    if (!c) throw GoogleErrors.notConnected();
    const byId = new Map(c.calendars.map((g) => [g.id, g]));
    const blocking = Array.isArray(input.blocking) ? [...new Set(input.blocking.filter((id): id is string => typeof id === 'string'))] : [];
    const issues: FieldIssue[] = [];
    if (blocking.some((id) => !byId.has(id))) issues.push({ field: 'body.blocking', code: 'availability.google_calendar_unknown' });
    else if (blocking.length > MAX_BLOCKING_CALENDARS) issues.push({ field: 'body.blocking', code: 'availability.google_too_many_blocking', params: { max: MAX_BLOCKING_CALENDARS } });
    const visits = typeof input.visitsCalendarId === 'string' ? byId.get(input.visitsCalendarId) : undefined;
    if (!visits) issues.push({ field: 'body.visitsCalendarId', code: 'availability.google_calendar_unknown' });
    else if (!canReceiveVisits(visits)) issues.push({ field: 'body.visitsCalendarId', code: 'availability.google_calendar_read_only' });
    if (issues.length || !visits) throw GoogleErrors.invalid(issues);
    await deps.connections.choose(cleanerId, blocking, visits.id);
    await readNow(deps, cleanerId);
  };

/**
 * "Déconnecter": the link, its busy times and the written events' ids are deleted at once (the time is
 * free again), and the grant is revoked at Google through the outbox (retried if Google is down).
 */
export const disconnectGoogle =
  (deps: GoogleCalendarDeps) =>
  async (cleanerId: string): Promise<void> => {
    const removed = await deps.tx.forCleaner(cleanerId, async () => {
      const sealed = await deps.connections.remove(cleanerId);
      if (sealed === null) return false;
      await slotsChanged(deps, cleanerId);
      await deps.flows.emit(GOOGLE_TOKEN_REVOKE, newId(), { sealedToken: sealed });
      return true;
    });
    deps.access.drop(cleanerId);
    if (!removed) throw GoogleErrors.notConnected();
  };

/** The revocation step: the sealed token opened and revoked (a token no key opens cannot be used by anyone either). */
export const revokeGoogleToken =
  (deps: GoogleCalendarDeps) =>
  async (sealedToken: string): Promise<void> => {
    const token = deps.tokens.open(sealedToken);
    if (token) await deps.google.revoke(token);
  };
