import type { CalendarSubscription, CalendarSyncError } from '../domain/calendar-subscription.js';
import type { AvailabilityDeps, ImportedBusyTime } from './ports.js';

export interface CalendarSubscriptionRepository {
  listOf(cleanerId: string): Promise<CalendarSubscription[]>;
  countOf(cleanerId: string): Promise<number>;
  /** False when the cleaner already subscribes to this address (same hash). */
  add(subscription: CalendarSubscription, sealedUrl: string, urlHash: string): Promise<boolean>;
  /** False when no subscription of this cleaner has this id. */
  remove(cleanerId: string, id: string): Promise<boolean>;
  find(cleanerId: string, id: string): Promise<CalendarSubscription | null>;
  /**
   * Takes up to `limit` subscriptions due at `now` (or only `one`, due or not), moving their next sync
   * to `leaseUntil` in the same statement (FOR UPDATE SKIP LOCKED): any other caller skips them.
   */
  claim(now: Date, limit: number, leaseUntil: Date, one?: { cleanerId: string; id: string }): Promise<{ id: string; cleanerId: string; sealedUrl: string }[]>;
  /** Replaces the calendar's busy times; false when nothing changed (or the subscription is gone). */
  recordSuccess(id: string, busy: readonly ImportedBusyTime[], now: Date, nextSyncAt: Date): Promise<boolean>;
  recordFailure(id: string, error: CalendarSyncError, now: Date, nextSyncAt: Date): Promise<void>;
}

export type FetchedCalendar = { ok: true; text: string } | { ok: false; error: CalendarSyncError };

/** Reads a calendar address, bounded in size and time; every address it goes to passes `guard`. */
export interface CalendarFetcher {
  fetch(url: string): Promise<FetchedCalendar>;
}

/** Seals the secret addresses at rest. */
export interface SecretBox {
  seal(plain: string): string;
  /** Null when no key opens it. */
  open(sealed: string): string | null;
}

/** Why an address may not be fetched (the integrations module's SSRF guard in production), or null. */
export type CalendarUrlGuard = (url: string) => Promise<'https_required' | 'forbidden_address' | 'invalid' | 'unresolvable' | null>;

export interface CalendarSyncSettings {
  intervalMinutes: number;
  maxSubscriptions: number;
  horizonDays: number;
}

export interface CalendarSyncDeps extends AvailabilityDeps {
  calendars: CalendarSubscriptionRepository;
  fetcher: CalendarFetcher;
  secrets: SecretBox;
  guard: CalendarUrlGuard;
  calendarSettings: CalendarSyncSettings;
}
