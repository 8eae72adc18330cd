import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../../src/shared/locale.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import type { AdminContactQuery, ContactRepository } from '../../application/ports.js';
import type { ContactCategory, ContactMessage } from '../../domain/contact-message.js';
import type { ContactReply } from '../../domain/contact-reply.js';

interface ReplyRow {
  id: string;
  message_id: string;
  admin_id: string;
  subject: string;
  body: string;
  locale: Locale;
  created_at: Date | string;
  sent_at: Date | string;
}

interface Row {
  id: string;
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  booking_reference: string | null;
  booking_id: string | null;
  locale: Locale;
  user_id: string | null;
  created_at: Date | string;
  handled_at: Date | string | null;
  handled_by: string | null;
}

const COLUMNS = 'id, name, email, category, message, booking_reference, booking_id, locale, user_id, created_at, handled_at, handled_by';
/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

const toMessage = (r: Row): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  category: r.category,
  message: r.message,
  bookingReference: r.booking_reference,
  bookingId: r.booking_id,
  locale: r.locale,
  userId: r.user_id,
  createdAt: date(r.created_at),
  handledAt: r.handled_at === null ? null : date(r.handled_at),
  handledBy: r.handled_by,
});

/** Plain SQL on the request's (or transaction's) entity manager. */
export class PgContactRepository implements ContactRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async insert(m: ContactMessage) {
    await this.rows(`insert into contact_messages (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      m.id,
      m.name,
      m.email,
      m.category,
      m.message,
      m.bookingReference,
      m.bookingId,
      m.locale,
      m.userId,
      m.createdAt,
      m.handledAt,
      m.handledBy,
    ]);
  }

  async find(id: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from contact_messages where id = ?`, [id]);
    return row ? toMessage(row) : null;
  }

  async saveHandling(m: ContactMessage) {
    await this.rows('update contact_messages set handled_at = ?, handled_by = ? where id = ?', [m.handledAt, m.handledBy, m.id]);
  }

  async adminList(q: AdminContactQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.status) where.push(q.status === 'open' ? 'handled_at is null' : 'handled_at is not null');
    if (q.category) {
      where.push('category = ?');
      params.push(q.category);
    }
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(pgArray(q.ids));
    }
    if (q.q) {
      where.push(`(name ilike ? or email ilike ? or message ilike ?)`);
      const pattern = likePattern(q.q);
      params.push(pattern, pattern, pattern);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.rows<Row>(`select ${COLUMNS} from contact_messages ${clause} order by created_at ${dir}, id offset ? limit ?`, [...params, q.offset, q.limit]);
    const [count] = await this.rows<{ n: string }>(`select count(*) as n from contact_messages ${clause}`, params);
    return { items: rows.map(toMessage), total: Number(count!.n) };
  }

  async insertReply(r: ContactReply) {
    await this.rows('insert into contact_replies (id, message_id, admin_id, subject, body, locale, created_at, sent_at) values (?, ?, ?, ?, ?, ?, ?, ?)', [
      r.id,
      r.messageId,
      r.adminId,
      r.subject,
      r.body,
      r.locale,
      r.createdAt,
      r.sentAt,
    ]);
  }

  async repliesOf(messageId: string) {
    const rows = await this.rows<ReplyRow>('select id, message_id, admin_id, subject, body, locale, created_at, sent_at from contact_replies where message_id = ? order by created_at, id', [messageId]);
    return rows.map((r) => ({ id: r.id, messageId: r.message_id, adminId: r.admin_id, subject: r.subject, body: r.body, locale: r.locale, createdAt: date(r.created_at), sentAt: date(r.sent_at) }));
  }
}
