import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type { EnRoute, EnRouteStore } from '../../application/ports.js';

type Row = { booking_id: string; started_at: Date | string; eta_at: Date | string | null; updated_at: Date | string };

const toEnRoute = (r: Row): EnRoute => ({ bookingId: r.booking_id, startedAt: sqlDate(r.started_at), etaAt: r.eta_at ? sqlDate(r.eta_at) : null, updatedAt: sqlDate(r.updated_at) });

/** The booking_en_route table (migration 2026120220). */
export class PgEnRouteStore implements EnRouteStore {
  constructor(private readonly em: () => EntityManager) {}

  async find(bookingId: string): Promise<EnRoute | null> {
    const rows = await this.em().execute<Row[]>('select booking_id, started_at, eta_at, updated_at from booking_en_route where booking_id = ?', [bookingId]);
    return rows[0] ? toEnRoute(rows[0]) : null;
  }

  async start(bookingId: string, at: Date, etaAt: Date | null): Promise<boolean> {
    const rows = await this.em().execute<{ booking_id: string }[]>(
      'insert into booking_en_route (booking_id, started_at, eta_at, updated_at) values (?, ?, ?, ?) on conflict do nothing returning booking_id',
      [bookingId, at, etaAt, at],
    );
    return rows.length === 1;
  }

  async updateEta(bookingId: string, etaAt: Date | null, at: Date): Promise<void> {
    await this.em().execute('update booking_en_route set eta_at = ?, updated_at = ? where booking_id = ?', [etaAt, at, bookingId]);
  }
}
