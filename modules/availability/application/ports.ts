import type { Clock } from '../../../src/shared/clock.js';
import type { FlowEvents } from '../../../src/shared/flow-events.js';
import type { AvailabilityBlock } from '../domain/availability-block.js';
import type { LocalDate } from '../../../src/shared/local-time.js';
import type { SqlRead } from '../../../src/shared/sql-read.js';

/** One interval a booking request checks: [start, end) on the Quebec date `date`. */
export interface RequestAsk {
  date: LocalDate;
  start: Date;
  end: Date;
}

/** What the availability holds for an ask: its date's blocks, with their exceptions, and whether an imported busy time overlaps it. */
export interface RequestFacts {
  blocks: AvailabilityBlock[];
  busy: boolean;
}

export interface BlockRepository {
  /** Blocks of these cleaners that may take place between `from` and `to` (inclusive), with their exceptions. */
  listOverlapping(cleanerIds: string[], from: LocalDate, to: LocalDate): Promise<AvailabilityBlock[]>;
  /**
   * What a booking request checks, in one round trip on its hot path, for each ask (same order): the
   * cleaner's blocks on its date with their exceptions, and whether an imported busy time overlaps it.
   * The database adapter runs BlockReads.forRequestsRead.
   */
  forRequests(cleanerId: string, asks: readonly RequestAsk[]): Promise<RequestFacts[]>;
  /** Every block of a cleaner still running on or after `from`, with its exceptions. */
  listFrom(cleanerId: string, from: LocalDate): Promise<AvailabilityBlock[]>;
  findById(id: string): Promise<AvailabilityBlock | null>;
  add(block: AvailabilityBlock): Promise<void>;
  remove(id: string): Promise<void>;
  addException(blockId: string, date: LocalDate): Promise<void>;
}

/** Reads that run as SQL alongside other modules' (src/shared/sql-read.ts): the database adapter only. */
export interface BlockReads {
  /** BlockRepository.forRequests as a read. */
  forRequestsRead(cleanerId: string, asks: readonly RequestAsk[]): SqlRead<RequestFacts[]>;
}

export interface FeedRepository {
  /** The cleaner whose feed token has this hash. */
  cleanerOf(tokenHash: string): Promise<string | null>;
  status(cleanerId: string): Promise<{ createdAt: Date } | null>;
  /** Replaces the cleaner's token hash: the previous URL stops working at once. */
  replace(cleanerId: string, tokenHash: string, now: Date): Promise<void>;
}

/** A booked stretch of a cleaner's time (from the booking module, issue #4). */
export interface BookedInterval {
  bookingId: string;
  start: Date;
  end: Date;
}

/**
 * The cleaner's bookings, in domain words. Until bookings exist the adapter answers none
 * (adapters/no-bookings.adapter.ts); the booking module will provide the real one.
 */
export interface BookedTimeSource {
  bookedIntervals(cleanerId: string, from: Date, to: Date): Promise<BookedInterval[]>;
  /** The same for many cleaners in one read, by cleaner (absent: nothing booked). */
  bookedIntervalsOf(cleanerIds: readonly string[], from: Date, to: Date): Promise<Map<string, BookedInterval[]>>;
  /** The cleaner's visits with their service and town, for the private feed (without it: the intervals alone). */
  calendarVisits?(cleanerId: string, from: Date, to: Date): Promise<(BookedInterval & { cleaningType: string; city: string })[]>;
}

/** A stretch of time an external calendar of the cleaner marks busy (imported, issue #18). */
export interface ImportedBusyTime {
  start: Date;
  end: Date;
}

/** Busy times imported from the cleaners' subscribed calendars: they block availability like bookings. */
export interface BusyTimeSource {
  /** By cleaner (absent: none), the busy times overlapping [from, to). */
  busyOf(cleanerIds: readonly string[], from: Date, to: Date): Promise<Map<string, ImportedBusyTime[]>>;
}

/** Who is a cleaner (identity's knowledge, given by the shell). */
export interface CleanerDirectory {
  isCleaner(userId: string): Promise<boolean>;
}

export interface Transactor {
  /** Runs `work` in one transaction holding a lock on the cleaner's availability, so checks and writes do not interleave. */
  forCleaner<T>(cleanerId: string, work: () => Promise<T>): Promise<T>;
}

export interface AvailabilitySettings {
  /** Days ahead that weekly patterns expand to (spec section 5, "the next N days"). */
  recurringHorizonDays: number;
  /** Base of the private feed URL. */
  publicUrl: string;
}

export interface AvailabilityDeps {
  /** `availability.changed` after each change of a cleaner's slots (search's free-time read model follows). */
  flows: FlowEvents;
  blocks: BlockRepository;
  feeds: FeedRepository;
  bookings: BookedTimeSource;
  /** Imported busy times (calendar subscriptions). */
  busy: BusyTimeSource;
  cleaners: CleanerDirectory;
  tx: Transactor;
  clock: Clock;
  settings: AvailabilitySettings;
}
