import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AvailabilityBlock } from '../../domain/availability-block.js';
import type { LocalDate } from '../../../../src/shared/local-time.js';
import type { BlockReads, BlockRepository, FeedRepository, RequestAsk, RequestFacts, Transactor } from '../../application/ports.js';
import { AvailabilityException, CalendarFeed } from './availability.schema.js';
import { readOne, type SqlRead } from '../../../../src/shared/sql-read.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';

/**
 * For each ask (a JSON array, in order): listOverlapping's rule for its date, weekly patterns narrowed to
 * its weekday and their exceptions to its date (all the decision looks at), and the busy check folded
 * in. The asks travel as one JSON parameter: each keeps its fields together and its place in the answer.
 */
const forRequestsRead = (cleanerId: string, asks: readonly RequestAsk[]): SqlRead<RequestFacts[]> => ({
  name: 'availability.for_requests_read',
  text: `select coalesce(json_agg(json_build_object(
           'busy', exists(select 1 from availability_busy_times t where t.cleaner_id = $1::uuid and t.starts_at < a.ends_at and t.ends_at > a.starts_at),
           'blocks', (select coalesce(json_agg(json_build_object('id', b.id, 'kind', b.kind, 'date', b.date, 'endDate', b.end_date, 'slot', b.slot,
                               'startMinute', b.start_minute, 'endMinute', b.end_minute, 'createdAt', b.created_at,
                               'exceptionDates', array(select e.date from availability_exceptions e where e.block_id = b.id and e.date = a.date))), '[]'::json)
                        from availability_blocks b
                       where b.cleaner_id = $1::uuid
                         and ((b.kind = 'one_off' and b.date = a.date)
                           or (b.kind = 'weekly' and b.date <= a.date and (b.end_date is null or b.end_date >= a.date) and (a.date - b.date) % 7 = 0))))
           order by a.i), '[]'::json)
           from (select (q.ask->>'date')::date as date, (q.ask->>'start')::timestamptz as starts_at, (q.ask->>'end')::timestamptz as ends_at, q.i
                   from jsonb_array_elements($2::jsonb) with ordinality as q(ask, i)) a`,
  values: [cleanerId, JSON.stringify(asks.map((ask) => ({ date: ask.date, start: ask.start.toISOString(), end: ask.end.toISOString() })))],
  decode: (value) =>
    (value as { busy: boolean; blocks: BlockJson[] }[]).map((facts) => ({
      busy: facts.busy,
      blocks: facts.blocks.map((b) => Object.assign(new AvailabilityBlock(), { ...b, cleanerId, createdAt: sqlDate(b.createdAt) })),
    })),
});

type BlockJson = Pick<AvailabilityBlock, 'id' | 'kind' | 'date' | 'endDate' | 'slot' | 'startMinute' | 'endMinute' | 'exceptionDates'> & { createdAt: string };

/** `em` is the request's context-bound entity manager (src/http/request-context.ts). */
export class MikroOrmBlockRepository implements BlockRepository, BlockReads {
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

  async forRequests(cleanerId: string, asks: readonly RequestAsk[]) {
    return asks.length ? readOne(this.em(), forRequestsRead(cleanerId, asks)) : [];
  }

  forRequestsRead(cleanerId: string, asks: readonly RequestAsk[]) {
    return forRequestsRead(cleanerId, asks);
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
