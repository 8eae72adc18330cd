import type { ReviewParty } from '../../domain/review-reminder.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RATING_CATEGORIES, type Direction, type Ratings, type Review, type StoredStatus } from '../../domain/review.js';
import type { AdminReviewQuery, ReviewRepository, StoredAggregates } from '../../application/ports.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';

interface ReviewRow extends Record<(typeof RATING_CATEGORIES)[number], number> {
  id: string;
  booking_id: string;
  direction: Direction;
  author_id: string;
  subject_id: string;
  cleaner_id: string;
  cleaning_type: string;
  comment: string | null;
  status: StoredStatus;
  created_at: Date | string;
  published_at: Date | string | null;
  window_ends_at: Date | string;
  moderation_hidden: boolean;
  moderation_reason: string | null;
  moderated_by: string | null;
  moderated_at: Date | string | null;
}

type AggregateRow = Record<(typeof RATING_CATEGORIES)[number], string | null> & { cleaner_id: string; review_count: number; completion_rate: string | null; updated_at: Date | string };

const CATEGORIES = RATING_CATEGORIES.join(', ');
const COLUMNS = `id, booking_id, direction, author_id, subject_id, cleaner_id, cleaning_type, ${CATEGORIES}, comment, status, created_at, published_at, window_ends_at, moderation_hidden, moderation_reason, moderated_by, moderated_at`;
/** Published, not hidden reviews of cleaners by clients: what the public sees. */
const PUBLIC = `status = 'published' and not moderation_hidden and direction = 'client_to_cleaner'`;
const num = (v: string | null): number | null => (v === null ? null : Number(v));
/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const ratingsOf = (r: Record<(typeof RATING_CATEGORIES)[number], number>): Ratings => Object.fromEntries(RATING_CATEGORIES.map((c) => [c, Number(r[c])])) as Ratings;

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  bookingId: r.booking_id,
  direction: r.direction,
  authorId: r.author_id,
  subjectId: r.subject_id,
  cleanerId: r.cleaner_id,
  cleaningType: r.cleaning_type,
  ratings: ratingsOf(r),
  comment: r.comment,
  status: r.status,
  moderation: r.moderated_by && r.moderated_at ? { hidden: r.moderation_hidden, reason: r.moderation_reason, adminId: r.moderated_by, at: date(r.moderated_at) } : null,
  createdAt: date(r.created_at),
  publishedAt: r.published_at === null ? null : date(r.published_at),
  windowEndsAt: date(r.window_ends_at),
});

/** Plain SQL; `em()` is the request's or the running transaction's entity manager. */
export class PgReviewRepository implements ReviewRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async lockBooking(bookingId: string) {
    await this.rows(`select pg_advisory_xact_lock(hashtextextended('reviews:' || ?, 0))`, [bookingId]);
  }

  async insert(r: Review) {
    const rows = await this.rows<{ id: string }>(
      `insert into reviews (id, booking_id, direction, author_id, subject_id, cleaner_id, cleaning_type, ${CATEGORIES}, comment, status, created_at, published_at, window_ends_at)
       values (?, ?, ?, ?, ?, ?, ?, ${RATING_CATEGORIES.map(() => '?').join(', ')}, ?, ?, ?, ?, ?)
       on conflict (booking_id, direction) do nothing returning id`,
      [r.id, r.bookingId, r.direction, r.authorId, r.subjectId, r.cleanerId, r.cleaningType, ...RATING_CATEGORIES.map((c) => r.ratings[c]), r.comment, r.status, r.createdAt, r.publishedAt, r.windowEndsAt],
    );
    return rows.length === 1;
  }

  async ofBooking(bookingId: string) {
    return (await this.rows<ReviewRow>(`select ${COLUMNS} from reviews where booking_id = ? order by created_at`, [bookingId])).map(toReview);
  }

  async find(id: string) {
    const [row] = await this.rows<ReviewRow>(`select ${COLUMNS} from reviews where id = ?`, [id]);
    return row ? toReview(row) : null;
  }

  async publish(ids: string[], at: Date) {
    if (!ids.length) return [];
    return (await this.rows<ReviewRow>(`update reviews set status = 'published', published_at = ? where id = any(?::uuid[]) and status = 'pending' returning ${COLUMNS}`, [at, pgArray(ids)])).map(toReview);
  }

  async publishClosedWindows(now: Date, limit: number) {
    const rows = await this.rows<ReviewRow>(
      `update reviews set status = 'published', published_at = ?
        where id in (select id from reviews where status = 'pending' and window_ends_at <= ? order by window_ends_at limit ? for update skip locked)
        returning ${COLUMNS}`,
      [now, now, limit],
    );
    return rows.map(toReview);
  }

  async moderate(id: string, m: { hidden: boolean; reason: string | null; adminId: string; at: Date }) {
    await this.rows('update reviews set moderation_hidden = ?, moderation_reason = ?, moderated_by = ?, moderated_at = ? where id = ?', [m.hidden, m.reason, m.adminId, m.at, id]);
  }

  async visibleRatingsOfCleaner(cleanerId: string) {
    return (await this.rows<ReviewRow>(`select ${CATEGORIES} from reviews where cleaner_id = ? and ${PUBLIC}`, [cleanerId])).map(ratingsOf);
  }

  async visibleAbout(subjectId: string, limit: number) {
    const rows = await this.rows<ReviewRow>(`select ${COLUMNS} from reviews where subject_id = ? and status = 'published' and not moderation_hidden order by published_at desc, id limit ?`, [subjectId, limit]);
    return rows.map(toReview);
  }

  async writtenBy(authorId: string, limit: number) {
    return (await this.rows<ReviewRow>(`select ${COLUMNS} from reviews where author_id = ? order by created_at desc, id limit ?`, [authorId, limit])).map(toReview);
  }

  async publicPage(cleanerId: string | null, offset: number, limit: number) {
    const where = cleanerId ? `cleaner_id = ? and ${PUBLIC}` : PUBLIC;
    const params = cleanerId ? [cleanerId] : [];
    const rows = await this.rows<ReviewRow & { total: string }>(`select ${COLUMNS}, count(*) over () as total from reviews where ${where} order by published_at desc, id offset ? limit ?`, [...params, offset, limit]);
    const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? Number((await this.rows<{ n: string }>(`select count(*) as n from reviews where ${where}`, params))[0]!.n) : 0;
    return { items: rows.map(toReview), total };
  }

  async saveAggregates(a: StoredAggregates) {
    await this.rows(
      `insert into review_cleaner_aggregates (cleaner_id, review_count, ${CATEGORIES}, completion_rate, updated_at)
       values (?, ?, ${RATING_CATEGORIES.map(() => '?').join(', ')}, ?, ?)
       on conflict (cleaner_id) do update set review_count = excluded.review_count, ${RATING_CATEGORIES.map((c) => `${c} = excluded.${c}`).join(', ')},
         completion_rate = excluded.completion_rate, updated_at = excluded.updated_at`,
      [a.cleanerId, a.count, ...RATING_CATEGORIES.map((c) => a.categories[c]), a.completionRate, a.updatedAt],
    );
  }

  async aggregatesOf(cleanerId: string) {
    const [row] = await this.rows<AggregateRow>(`select cleaner_id, review_count, ${CATEGORIES}, completion_rate, updated_at from review_cleaner_aggregates where cleaner_id = ?`, [cleanerId]);
    if (!row) return null;
    const categories = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, num(row[c])])) as StoredAggregates['categories'];
    return { cleanerId: row.cleaner_id, count: Number(row.review_count), average: categories.overall, categories, completionRate: num(row.completion_rate), updatedAt: date(row.updated_at) };
  }

  async claimReminder(bookingId: string, party: ReviewParty, at: Date) {
    const rows = await this.rows<{ booking_id: string }>('insert into review_reminders (booking_id, party, sent_at) values (?, ?, ?) on conflict do nothing returning booking_id', [bookingId, party, at]);
    return rows.length === 1;
  }

  async adminList(q: AdminReviewQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.accountIds) {
      where.push('(author_id = any(?::uuid[]) or subject_id = any(?::uuid[]))');
      params.push(pgArray(q.accountIds), pgArray(q.accountIds));
    }
    if (q.status === 'hidden') where.push('moderation_hidden');
    else if (q.status) {
      where.push('status = ? and not moderation_hidden');
      params.push(q.status);
    }
    if (q.direction) {
      where.push('direction = ?');
      params.push(q.direction);
    }
    if (q.cleanerId) {
      where.push('cleaner_id = ?');
      params.push(q.cleanerId);
    }
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(pgArray(q.ids));
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const order = `${q.sort.field === 'overall' ? 'overall' : 'created_at'} ${q.sort.order === 'ASC' ? 'asc' : 'desc'}, id`;
    const rows = await this.rows<ReviewRow>(`select ${COLUMNS} from reviews ${clause} order by ${order} offset ? limit ?`, [...params, q.offset, q.limit]);
    const [count] = await this.rows<{ n: string }>(`select count(*) as n from reviews ${clause}`, params);
    return { items: rows.map(toReview), total: Number(count!.n) };
  }
}
