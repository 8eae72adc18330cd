import { DomainError, RateLimitedError, type FieldIssue } from '../../../src/shared/domain-error.js';
import { hashToken, newId } from '../../../src/shared/ids.js';
import { IcsParseError, parseBusyIntervals } from '../../../src/shared/ics-parse.js';
import { TIME_ZONE, localDateOf, toInstant } from '../../../src/shared/local-time.js';
import {
  MAX_BUSY_TIMES_PER_CALENDAR,
  MAX_CALENDAR_NAME_LENGTH,
  maskCalendarUrl,
  normalizeCalendarUrl,
  type CalendarSubscription,
  type CalendarSyncError,
} from '../domain/calendar-subscription.js';
import type { CalendarSyncDeps } from './calendar-ports.js';
import { slotsChanged } from './slots-changed.js';

/** A claimed sync may take this long (three redirects at the longest timeout) before another caller may take it again. */
const SYNC_LEASE_MS = 5 * 60_000;
/** "Synchroniser maintenant" at most this often per calendar: each press fetches someone else's server. */
export const SYNC_NOW_MIN_SECONDS = 60;
const DAY_MS = 86_400_000;

const invalid = (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues);
const notFound = () => new DomainError('availability.calendar_not_found', 'not_found');

export const listCalendarSubscriptions = (deps: CalendarSyncDeps) => (cleanerId: string) => deps.calendars.listOf(cleanerId);

/** Subscribes the cleaner to a calendar by its secret address, then imports it at once (its error, if any, is shown on it). */
export const addCalendarSubscription =
  (deps: CalendarSyncDeps) =>
  async (cleanerId: string, input: { name?: unknown; url?: unknown }): Promise<CalendarSubscription> => {
    const issues: FieldIssue[] = [];
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) issues.push({ field: 'body.name', code: 'fields.required' });
    else if (name.length > MAX_CALENDAR_NAME_LENGTH) issues.push({ field: 'body.name', code: 'fields.too_long', params: { max: MAX_CALENDAR_NAME_LENGTH } });
    const url = typeof input.url === 'string' ? normalizeCalendarUrl(input.url) : null;
    if (!url) issues.push({ field: 'body.url', code: 'availability.calendar_url_invalid' });
    else {
      const problem = await deps.guard(url);
      if (problem) issues.push({ field: 'body.url', code: `availability.calendar_url_${problem}` });
    }
    if (issues.length || !url) throw invalid(issues);
    const max = deps.calendarSettings.maxSubscriptions;
    if ((await deps.calendars.countOf(cleanerId)) >= max) throw new DomainError('availability.too_many_calendars', 'conflict', { max });
    const now = deps.clock.now();
    const subscription: CalendarSubscription = {
      id: newId(),
      cleanerId,
      name,
      maskedUrl: maskCalendarUrl(url),
      createdAt: now,
      lastSyncedAt: null,
      lastAttemptAt: null,
      lastError: null,
      eventCount: 0,
      nextSyncAt: now,
    };
    if (!(await deps.calendars.add(subscription, deps.secrets.seal(url), hashToken(url)))) throw new DomainError('availability.calendar_already_added', 'conflict');
    await syncClaimed(deps, await deps.calendars.claim(now, 1, new Date(now.getTime() + SYNC_LEASE_MS), { cleanerId, id: subscription.id }));
    return (await deps.calendars.find(cleanerId, subscription.id)) ?? subscription;
  };

export const removeCalendarSubscription =
  (deps: CalendarSyncDeps) =>
  async (cleanerId: string, id: string): Promise<void> => {
    const removed = await deps.tx.forCleaner(cleanerId, async () => {
      const gone = await deps.calendars.remove(cleanerId, id);
      // Its busy times went with it (on delete cascade): the cleaner's free time changed.
      if (gone) await slotsChanged(deps, cleanerId);
      return gone;
    });
    if (!removed) throw notFound();
  };

/** "Synchroniser maintenant": one calendar of the cleaner, unless it was tried less than a minute ago. */
export const syncCalendarNow =
  (deps: CalendarSyncDeps) =>
  async (cleanerId: string, id: string): Promise<CalendarSubscription> => {
    const found = await deps.calendars.find(cleanerId, id);
    if (!found) throw notFound();
    const now = deps.clock.now();
    const since = found.lastAttemptAt ? (now.getTime() - found.lastAttemptAt.getTime()) / 1000 : Infinity;
    if (since < SYNC_NOW_MIN_SECONDS) throw new RateLimitedError(Math.ceil(SYNC_NOW_MIN_SECONDS - since), 'availability.calendar_sync_too_soon');
    // Another instance syncing it right now holds the row: its result is what the cleaner will see.
    await syncClaimed(deps, await deps.calendars.claim(now, 1, new Date(now.getTime() + SYNC_LEASE_MS), { cleanerId, id }));
    return (await deps.calendars.find(cleanerId, id)) ?? found;
  };

/** Calendars claimed at a time: fetched one after the other, a batch ends well within its lease. */
const CLAIM_BATCH = 5;

/** The scheduled job: calendars whose next sync has come (at most `limit` per run), each taken by exactly one caller. */
export const syncDueCalendars =
  (deps: CalendarSyncDeps) =>
  async (limit = 60): Promise<{ synced: number; failed: number }> => {
    const total = { synced: 0, failed: 0 };
    while (total.synced + total.failed < limit) {
      const now = deps.clock.now();
      const claimed = await deps.calendars.claim(now, Math.min(CLAIM_BATCH, limit - total.synced - total.failed), new Date(now.getTime() + SYNC_LEASE_MS));
      if (!claimed.length) break;
      const done = await syncClaimed(deps, claimed);
      total.synced += done.synced;
      total.failed += done.failed;
    }
    return total;
  };

async function syncClaimed(deps: CalendarSyncDeps, claimed: { id: string; cleanerId: string; sealedUrl: string }[]): Promise<{ synced: number; failed: number }> {
  const done = { synced: 0, failed: 0 };
  for (const c of claimed) {
    const outcome = await syncOne(deps, c);
    done[outcome === 'ok' ? 'synced' : 'failed']++;
  }
  return done;
}

async function syncOne(deps: CalendarSyncDeps, c: { id: string; cleanerId: string; sealedUrl: string }): Promise<'ok' | CalendarSyncError> {
  const started = deps.clock.now();
  const next = new Date(started.getTime() + deps.calendarSettings.intervalMinutes * 60_000);
  const fail = async (error: CalendarSyncError) => {
    await deps.calendars.recordFailure(c.id, error, started, next);
    return error;
  };
  const url = deps.secrets.open(c.sealedUrl);
  if (!url) return fail('unreachable');
  // Checked again before each fetch: a name may have been re-pointed since it was added.
  const problem = await deps.guard(url);
  if (problem) return fail(problem === 'https_required' || problem === 'forbidden_address' ? problem : 'unreachable');
  const fetched = await deps.fetcher.fetch(url);
  if (!fetched.ok) return fail(fetched.error);
  let busy;
  try {
    // From the start of today (a visit later today may still be requested) to the horizon.
    const from = toInstant(localDateOf(started), 0);
    busy = parseBusyIntervals(fetched.text, { from, to: new Date(started.getTime() + deps.calendarSettings.horizonDays * DAY_MS), defaultTimeZone: TIME_ZONE, maxIntervals: MAX_BUSY_TIMES_PER_CALENDAR }).intervals;
  } catch (error) {
    // Text no parser path expects is not a calendar we can read: recorded on it, the job goes on with the others.
    if (error instanceof IcsParseError || error instanceof RangeError || error instanceof TypeError) return fail('not_calendar');
    throw error;
  }
  const intervals = busy;
  await deps.tx.forCleaner(c.cleanerId, async () => {
    const changed = await deps.calendars.recordSuccess(c.id, intervals, started, next);
    // Search's free time and the public calendar follow (src/flows/search-flows.ts).
    if (changed) await slotsChanged(deps, c.cleanerId);
  });
  return 'ok';
}
