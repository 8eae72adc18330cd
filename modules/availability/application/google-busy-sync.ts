import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { addDays, localDateOf, toInstant } from '../../../src/shared/local-time.js';
import { busyTimesTrusted, busyWithoutOwnVisits, failureToTell, freeBusyChunks, type BusySpan, type GoogleConnection, type GoogleSyncError } from '../domain/google-calendar.js';
import { GoogleCalendarError, type ClaimedConnection, type GoogleCalendarDeps } from './google-calendar-ports.js';
import { googleSyncFailedEmail } from './google-calendar-email.js';
import { slotsChanged } from './slots-changed.js';

const DAY_MS = 86_400_000;
/** A claimed read may take this long (a token refresh and two free/busy queries at the longest timeout) before another caller may take it. */
const READ_LEASE_MS = 2 * 60_000;
/** "Synchroniser maintenant" at most this often per cleaner. */
export const GOOGLE_SYNC_NOW_MIN_SECONDS = 15;
/** A refused grant is not asked again before this (reconnecting is the cleaner's step), except to lay the blanket over the moving horizon. */
const REFUSED_RETRY_MS = DAY_MS;

const staleMs = (deps: GoogleCalendarDeps) => deps.googleSettings.staleAfterMinutes * 60_000;

/** The last moment the busy times were known good: the last read, or the link itself (a new link has no busy times yet, not wrong ones). */
const knownGoodAt = (c: Pick<GoogleConnection, 'lastSyncedAt' | 'connectedAt'>): Date => (c.lastSyncedAt && c.lastSyncedAt > c.connectedAt ? c.lastSyncedAt : c.connectedAt);

/** Whether the connection's busy times still stand at `now` (docs/decisions.md, "Google Calendar"). */
export const trustedAt = (deps: GoogleCalendarDeps, c: GoogleConnection, now: Date): boolean => busyTimesTrusted({ lastSyncedAt: knownGoodAt(c) }, now, staleMs(deps));

/**
 * From the start of today (a visit later today may still be requested) to the end of the horizon's last
 * day: whole Quebec days, so that the same answer (or the horizon-wide busy time) read twice in a day is
 * the same fingerprint, written and announced once.
 */
function readWindow(deps: GoogleCalendarDeps, now: Date): BusySpan {
  const today = localDateOf(now);
  return { start: toInstant(today, 0), end: toInstant(addDays(today, deps.googleSettings.horizonDays + 1), 0) };
}

/**
 * Runs `work` with an access token for the connection's grant. A 401 from the API (the cached access
 * was revoked) drops it and tries once more with a fresh one, which then tells whether the grant
 * itself is refused. A token sealed under a previous APP_SECRET is sealed again under the current one.
 */
export async function withAccess<T>(deps: GoogleCalendarDeps, claimed: ClaimedConnection, work: (accessToken: string) => Promise<T>): Promise<T> {
  const refreshToken = deps.tokens.open(claimed.sealedRefreshToken);
  // No key of this process opens it (APP_SECRET changed without APP_SECRET_PREVIOUS): only a new link helps.
  if (!refreshToken) throw new GoogleCalendarError('access_refused', 'sealed token unreadable');
  if (!deps.tokens.isCurrent(claimed.sealedRefreshToken)) await deps.connections.reseal(claimed.cleanerId, deps.tokens.seal(refreshToken));
  // A refused grant at the token endpoint is final; a 401 of the API with a cached token is asked again once.
  const accessToken = await deps.access.get(claimed.cleanerId, refreshToken);
  try {
    return await work(accessToken);
  } catch (error) {
    if (!(error instanceof GoogleCalendarError) || error.kind !== 'access_refused') throw error;
    deps.access.drop(claimed.cleanerId);
    return work(await deps.access.get(claimed.cleanerId, refreshToken));
  }
}

/**
 * Records a failed read or write of the cleaner's Google calendar. The last good busy times stay while
 * they are trusted; past the staleness, the whole horizon counts as busy. The failure email goes once
 * per run of failures, with the change that decides it, through the outbox.
 */
export async function recordGoogleFailure(deps: GoogleCalendarDeps, cleanerId: string, error: GoogleSyncError): Promise<void> {
  const c = await deps.connections.find(cleanerId);
  if (!c) return;
  const now = deps.clock.now();
  const trusted = trustedAt(deps, c, now);
  const untrustedAt = new Date(knownGoodAt(c).getTime() + staleMs(deps));
  const refused = error === 'access_refused';
  // A refused grant is asked again when the busy times stop being trusted (to lay the blanket), then daily.
  const next = refused ? (trusted ? untrustedAt : new Date(now.getTime() + REFUSED_RETRY_MS)) : new Date(now.getTime() + deps.googleSettings.syncMinutes * 60_000);
  const window = readWindow(deps, now);
  const owner = failureToTell(c, error, trusted) ? await deps.owners.find(cleanerId) : null;
  await deps.tx.forCleaner(cleanerId, async () => {
    if (await deps.connections.recordFailure(cleanerId, error, now, next, trusted ? null : window)) await slotsChanged(deps, cleanerId);
    if (owner?.active && (await deps.connections.markFailureTold(cleanerId, now))) {
      const failingHours = Math.max(1, Math.round((now.getTime() - (c.failingSince ?? now).getTime()) / 3_600_000));
      await deps.mailer.send(googleSyncFailedEmail(owner, { refused, failingHours, untrustedAt: trusted ? untrustedAt : null }, deps.googleSettings));
    }
  });
}

/** Reads one claimed connection's busy times and records the outcome. */
async function readOne(deps: GoogleCalendarDeps, claimed: ClaimedConnection): Promise<'ok' | GoogleSyncError> {
  const started = deps.clock.now();
  const c = await deps.connections.find(claimed.cleanerId);
  if (!c) return 'ok';
  const window = readWindow(deps, started);
  const blocking = c.calendars.filter((g) => g.blocks).map((g) => g.id);
  let busy: BusySpan[];
  try {
    busy = blocking.length
      ? (await withAccess(deps, claimed, (token) => Promise.all(freeBusyChunks(window.start, window.end).map((chunk) => deps.google.busyTimes(token, blocking, chunk.start, chunk.end))))).flat()
      : [];
  } catch (error) {
    if (!(error instanceof GoogleCalendarError)) throw error;
    await recordGoogleFailure(deps, claimed.cleanerId, error.kind);
    return error.kind;
  }
  const spans = busyWithoutOwnVisits(busy, await deps.connections.ownVisits(claimed.cleanerId, window.start, window.end));
  const next = new Date(started.getTime() + deps.googleSettings.syncMinutes * 60_000);
  await deps.tx.forCleaner(claimed.cleanerId, async () => {
    // Search's free time and the public calendar follow (src/flows/search-flows.ts).
    if (await deps.connections.recordSuccess(claimed.cleanerId, spans, started, next)) await slotsChanged(deps, claimed.cleanerId);
  });
  return 'ok';
}

const leaseFrom = (deps: GoogleCalendarDeps) => new Date(deps.clock.now().getTime() + READ_LEASE_MS);

/** Reads the cleaner's busy times now unless another instance is reading them (its result is the one that counts). */
export async function readNow(deps: GoogleCalendarDeps, cleanerId: string): Promise<void> {
  for (const claimed of await deps.connections.claim(deps.clock.now(), 1, leaseFrom(deps), cleanerId)) await readOne(deps, claimed);
}

/** "Synchroniser maintenant" on the calendar page, at most every GOOGLE_SYNC_NOW_MIN_SECONDS. */
export const syncGoogleNow =
  (deps: GoogleCalendarDeps) =>
  async (cleanerId: string): Promise<void> => {
    const c = await deps.connections.find(cleanerId);
    if (!c) return;
    const since = c.lastAttemptAt ? (deps.clock.now().getTime() - c.lastAttemptAt.getTime()) / 1000 : Infinity;
    if (since < GOOGLE_SYNC_NOW_MIN_SECONDS) throw new RateLimitedError(Math.ceil(GOOGLE_SYNC_NOW_MIN_SECONDS - since), 'availability.calendar_sync_too_soon');
    await readNow(deps, cleanerId);
  };

/**
 * Right before a booking request for this cleaner is checked and written: their busy times read from
 * Google now, so that an event added a minute ago refuses the request. Google failing leaves the stored
 * busy times to decide (and the failure recorded); a refused grant is not asked.
 */
export const readBeforeRequest =
  (deps: GoogleCalendarDeps) =>
  async (cleanerId: string): Promise<void> => {
    const c = await deps.connections.find(cleanerId);
    if (!c || c.lastError === 'access_refused') return;
    await readNow(deps, cleanerId);
  };

const CLAIM_BATCH = 10;

/** The job (every minute): connections whose next read has come, each taken by exactly one caller. */
export const syncDueGoogleCalendars =
  (deps: GoogleCalendarDeps) =>
  async (limit = 200): Promise<{ synced: number; failed: number }> => {
    const total = { synced: 0, failed: 0 };
    while (total.synced + total.failed < limit) {
      const claimed = await deps.connections.claim(deps.clock.now(), Math.min(CLAIM_BATCH, limit - total.synced - total.failed), leaseFrom(deps));
      if (!claimed.length) break;
      for (const one of claimed) total[(await readOne(deps, one)) === 'ok' ? 'synced' : 'failed']++;
    }
    return total;
  };
