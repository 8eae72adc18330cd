import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AvailabilityBlock } from '../../domain/availability-block.js';
import type { LocalDate } from '../../../../src/shared/local-time.js';
import type { BlockRepository, FeedRepository, Transactor } from '../../application/ports.js';
import { AvailabilityException, CalendarFeed } from './availability.schema.js';
import { preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';

/** listOverlapping's rule for one day, the exceptions and the busy check folded in (dates as text: no time zone in between). */
const FOR_REQUEST: PreparedStatement = {
  name: 'availability_for_request',
  text: `select b.id, b.cleaner_id, b.kind, to_char(b.date, 'YYYY-MM-DD') as date, to_char(b.end_date, 'YYYY-MM-DD') as end_date, b.slot,
                b.start_minute, b.end_minute, b.created_at,
                array(select to_char(e.date, 'YYYY-MM-DD') from availability_exceptions e where e.block_id = b.id) as exception_dates,
                busy.is_busy as busy
           from (select exists(select 1 from availability_busy_times t where t.cleaner_id = $1 and t.starts_at < $4 and t.ends_at > $3) as is_busy) busy
           left join availability_blocks b
             on b.cleaner_id = $1
            and ((b.kind = 'one_off' and b.date = $2::date) or (b.kind = 'weekly' and b.date <= $2::date and (b.end_date is null or b.end_date >= $2::date)))`,
};

interface ForRequestRow {
  id: string | null;
  cleaner_id: string;
  kind: AvailabilityBlock['kind'];
  date: string;
  end_date: string | null;
  slot: AvailabilityBlock['slot'];
  start_minute: number;
  end_minute: number;
  created_at: Date | string;
  exception_dates: string[];
  busy: boolean;
}

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

  async forRequest(cleanerId: string, date: LocalDate, start: Date, end: Date) {
    const rows = await preparedRows<ForRequestRow>(this.em(), FOR_REQUEST, [cleanerId, date, start, end]);
    const blocks = rows
      .filter((r) => r.id !== null)
      .map((r) =>
        Object.assign(new AvailabilityBlock(), {
          id: r.id!,
          cleanerId: r.cleaner_id,
          kind: r.kind,
          date: r.date,
          endDate: r.end_date,
          slot: r.slot,
          startMinute: r.start_minute,
          endMinute: r.end_minute,
          createdAt: sqlDate(r.created_at),
          exceptionDates: r.exception_dates,
        }),
      );
    return { blocks, busy: rows[0]?.busy ?? false };
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
