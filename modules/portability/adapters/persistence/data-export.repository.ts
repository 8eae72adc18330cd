import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../../src/shared/locale.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type { DataExportRepository } from '../../application/ports.js';
import type { DataExport, DataExportStatus } from '../../domain/data-export.js';

interface Row {
  id: string;
  user_id: string;
  status: DataExportStatus;
  requested_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
  downloaded_at: Date | string | null;
  download_count: number;
  expired_at: Date | string | null;
  storage_key: string | null;
  size_bytes: string | number | null;
  locale: Locale | null;
}

const COLUMNS = 'id, user_id, status, requested_at, ready_at, expires_at, downloaded_at, download_count, expired_at, storage_key, size_bytes, locale';
const date = (d: Date | string | null): Date | null => (d === null ? null : sqlDate(d));

const toExport = (r: Row): DataExport => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  requestedAt: sqlDate(r.requested_at),
  readyAt: date(r.ready_at),
  expiresAt: date(r.expires_at),
  downloadedAt: date(r.downloaded_at),
  downloadCount: Number(r.download_count),
  expiredAt: date(r.expired_at),
  storageKey: r.storage_key,
  sizeBytes: r.size_bytes === null ? null : Number(r.size_bytes),
  locale: r.locale,
});

/** Plain SQL on the request's (or transaction's) entity manager. */
export class PgDataExportRepository implements DataExportRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async insert(e: DataExport) {
    const inserted = await this.rows<{ id: string }>(
      `insert into portability_exports (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) where status = 'pending' do nothing returning id`,
      [e.id, e.userId, e.status, e.requestedAt, e.readyAt, e.expiresAt, e.downloadedAt, e.downloadCount, e.expiredAt, e.storageKey, e.sizeBytes, e.locale],
    );
    return inserted.length ? 'inserted' : 'pending_exists';
  }

  async find(id: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from portability_exports where id = ?`, [id]);
    return row ? toExport(row) : null;
  }

  async findPending(userId: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from portability_exports where user_id = ? and status = 'pending'`, [userId]);
    return row ? toExport(row) : null;
  }

  async listOf(userId: string, limit: number) {
    const rows = await this.rows<Row>(`select ${COLUMNS} from portability_exports where user_id = ? order by requested_at desc, id limit ?`, [userId, limit]);
    return rows.map(toExport);
  }

  async save(e: DataExport) {
    await this.rows(
      'update portability_exports set status = ?, ready_at = ?, expires_at = ?, expired_at = ?, storage_key = ?, size_bytes = ?, locale = ? where id = ?',
      [e.status, e.readyAt, e.expiresAt, e.expiredAt, e.storageKey, e.sizeBytes, e.locale, e.id],
    );
  }

  async recordDownload(id: string, now: Date) {
    await this.rows('update portability_exports set downloaded_at = coalesce(downloaded_at, ?), download_count = download_count + 1 where id = ?', [now, id]);
  }

  async expireDue(now: Date, limit: number) {
    const rows = await this.rows<{ storage_key: string }>(
      `update portability_exports set status = 'expired', expired_at = ?
        where id in (select id from portability_exports where status = 'ready' and expires_at <= ? order by expires_at limit ? for update skip locked)
        returning storage_key`,
      [now, now, limit],
    );
    return rows.map((r) => r.storage_key);
  }

  async heartbeat() {
    await this.rows('select 1');
  }
}
