import { noFlowEvents } from '../../../src/shared/flow-events.js';
import type { AvailabilityBlock } from '../domain/availability-block.js';
import type { LocalDate } from '../../../src/shared/local-time.js';
import type { AvailabilityDeps, BlockRepository, BookedInterval, BookedTimeSource, BusyTimeSource, FeedRepository, ImportedBusyTime, RequestAsk, Transactor } from '../application/ports.js';

/** In-memory fakes of the availability ports, for unit tests here and in other modules. */
export class InMemoryBlockRepository implements BlockRepository {
  readonly blocks = new Map<string, AvailabilityBlock>();

  constructor(private readonly busyTimes: BusyTimeSource = new FakeBusyTimeSource()) {}

  async forRequests(cleanerId: string, asks: readonly RequestAsk[]) {
    return Promise.all(
      asks.map(async ({ date, start, end }) => ({
        blocks: await this.listOverlapping([cleanerId], date, date),
        busy: (await this.busyTimes.busyOf([cleanerId], start, end)).has(cleanerId),
      })),
    );
  }

  async listOverlapping(cleanerIds: string[], from: LocalDate, to: LocalDate) {
    return [...this.blocks.values()].filter(
      (b) => cleanerIds.includes(b.cleanerId) && (b.kind === 'one_off' ? b.date >= from && b.date <= to : b.date <= to && (b.endDate === null || b.endDate >= from)),
    );
  }

  async listFrom(cleanerId: string, from: LocalDate) {
    return [...this.blocks.values()].filter((b) => b.cleanerId === cleanerId && (b.kind === 'one_off' ? b.date >= from : b.endDate === null || b.endDate >= from));
  }

  async findById(id: string) {
    return this.blocks.get(id) ?? null;
  }

  async add(block: AvailabilityBlock) {
    this.blocks.set(block.id, block);
  }

  async remove(id: string) {
    this.blocks.delete(id);
  }

  async addException(blockId: string, date: LocalDate) {
    const block = this.blocks.get(blockId);
    if (block && !block.exceptionDates.includes(date)) block.exceptionDates.push(date);
  }
}

export class InMemoryFeedRepository implements FeedRepository {
  readonly feeds = new Map<string, { tokenHash: string; createdAt: Date }>();

  async cleanerOf(tokenHash: string) {
    return [...this.feeds.entries()].find(([, f]) => f.tokenHash === tokenHash)?.[0] ?? null;
  }

  async status(cleanerId: string) {
    const feed = this.feeds.get(cleanerId);
    return feed ? { createdAt: feed.createdAt } : null;
  }

  async replace(cleanerId: string, tokenHash: string, now: Date) {
    this.feeds.set(cleanerId, { tokenHash, createdAt: now });
  }
}

/** Bookings given by the test, per cleaner: what the booking module will provide. */
export class FakeBookedTimeSource implements BookedTimeSource {
  readonly booked = new Map<string, BookedInterval[]>();

  book(cleanerId: string, interval: BookedInterval): void {
    this.booked.set(cleanerId, [...(this.booked.get(cleanerId) ?? []), interval]);
  }

  async bookedIntervals(cleanerId: string, from: Date, to: Date) {
    return (this.booked.get(cleanerId) ?? []).filter((b) => b.start < to && b.end > from);
  }

  async bookedIntervalsOf(cleanerIds: readonly string[], from: Date, to: Date) {
    const out = new Map<string, BookedInterval[]>();
    for (const id of cleanerIds) {
      const list = await this.bookedIntervals(id, from, to);
      if (list.length) out.set(id, list);
    }
    return out;
  }
}

/** Imported busy times by cleaner, set by the test. */
export class FakeBusyTimeSource implements BusyTimeSource {
  readonly busy = new Map<string, ImportedBusyTime[]>();

  async busyOf(cleanerIds: readonly string[], from: Date, to: Date) {
    const out = new Map<string, ImportedBusyTime[]>();
    for (const id of cleanerIds) {
      const found = (this.busy.get(id) ?? []).filter((b) => b.end > from && b.start < to);
      if (found.length) out.set(id, found);
    }
    return out;
  }
}

export const immediateTransactor: Transactor = { forCleaner: (_cleanerId, work) => work() };

/** Deps with in-memory fakes, a fixed clock and every id a cleaner. */
export function inMemoryAvailabilityDeps(now: Date, overrides: Partial<AvailabilityDeps> = {}) {
  const busy = new FakeBusyTimeSource();
  const blocks = new InMemoryBlockRepository(busy);
  const feeds = new InMemoryFeedRepository();
  const bookings = new FakeBookedTimeSource();
  const deps: AvailabilityDeps = {
    flows: noFlowEvents,
    blocks,
    feeds,
    bookings,
    busy,
    cleaners: { isCleaner: async () => true },
    tx: immediateTransactor,
    clock: { now: () => now },
    settings: { recurringHorizonDays: 90, publicUrl: 'https://eclat.test' },
    ...overrides,
  };
  return { deps, blocks, feeds, bookings, busy };
}
