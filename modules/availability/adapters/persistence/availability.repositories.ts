import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AvailabilityBlock } from '../../domain/availability-block.js';
import type { LocalDate } from '../../../../src/shared/local-time.js';
import type { BlockRepository, FeedRepository, Transactor } from '../../application/ports.js';
import { AvailabilityException, CalendarFeed } from './availability.schema.js';

/** `em` is the request's context-bound entity manager (src/http/request-context.ts). */
export class MikroOrmBlockRepository implements BlockRepository {
  constructor(private readonly em: () => EntityManager) {}

  private async withExceptions(blocks: AvailabilityBlock[]): Promise<AvailabilityBlock[]> {
    const weekly = blocks.filter((b) => b.kind === 'weekly').map((b) => b.id);
    const rows = weekly.length ? await this.em().find(AvailabilityException, { blockId: { $in: weekly } }) : [];
    for (const b of blocks) b.exceptionDates = rows.filter((r) => r.blockId === b.id).map((r) => r.date);
    return blocks;
  }

  async listOverlapping(cleanerIds: string[], from: LocalDate, to: LocalDate) {
    if (!cleanerIds.length) return [];
    const blocks = await this.em().find(AvailabilityBlock, {
      cleanerId: { $in: cleanerIds },
      $or: [
        { kind: 'one_off', date: { $gte: from, $lte: to } },
        { kind: 'weekly', date: { $lte: to }, $or: [{ endDate: null }, { endDate: { $gte: from } }] },
      ],
    });
    return this.withExceptions(blocks);
  }

  async listFrom(cleanerId: string, from: LocalDate) {
    const blocks = await this.em().find(AvailabilityBlock, {
      cleanerId,
      $or: [{ kind: 'one_off', date: { $gte: from } }, { kind: 'weekly', $or: [{ endDate: null }, { endDate: { $gte: from } }] }],
    });
    return this.withExceptions(blocks);
  }

  async findById(id: string) {
    const block = await this.em().findOne(AvailabilityBlock, { id });
    return block ? (await this.withExceptions([block]))[0]! : null;
  }

  async add(block: AvailabilityBlock) {
    this.em().persist(block);
    await this.em().flush();
  }

  async remove(id: string) {
    // Exceptions go with their pattern (on delete cascade).
    await this.em().nativeDelete(AvailabilityBlock, { id });
  }

  async addException(blockId: string, date: LocalDate) {
    await this.em().execute('insert into availability_exceptions (block_id, date) values (?, ?) on conflict do nothing', [blockId, date]);
  }
}

export class MikroOrmFeedRepository implements FeedRepository {
  constructor(private readonly em: () => EntityManager) {}

  async cleanerOf(tokenHash: string) {
    const feed = await this.em().findOne(CalendarFeed, { tokenHash });
    return feed?.cleanerId ?? null;
  }

  async status(cleanerId: string) {
    const feed = await this.em().findOne(CalendarFeed, { cleanerId });
    return feed ? { createdAt: feed.createdAt } : null;
  }

  async replace(cleanerId: string, tokenHash: string, now: Date) {
    // One statement: one row per cleaner, so the old hash is gone the moment the new one exists.
    await this.em().execute(
      `insert into availability_feeds (cleaner_id, token_hash, created_at) values (?, ?, ?)
       on conflict (cleaner_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [cleanerId, tokenHash, now],
    );
  }
}

export class MikroOrmAvailabilityTransactor implements Transactor {
  constructor(private readonly em: () => EntityManager) {}

  forCleaner<T>(cleanerId: string, work: () => Promise<T>): Promise<T> {
    return inTransaction(this.em(), async (em) => {
      // Serialises a cleaner's writes: two concurrent additions cannot both pass the duplicate check.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`availability:${cleanerId}`]);
      return work();
    });
  }
}
