import type { EntityManager } from '@mikro-orm/postgresql';
import type { StatusChange, StatusHistoryRepository } from '../../application/ports.js';

interface Row {
  id: string;
  user_id: string;
  status: 'active' | 'suspended';
  reason: string | null;
  admin_id: string;
  admin_name: string | null;
  created_at: Date | string;
}

/** Plain SQL over identity_status_changes; the admin's name while their account exists. */
export class PgStatusHistoryRepository implements StatusHistoryRepository {
  constructor(private readonly em: () => EntityManager) {}

  async record(c: StatusChange): Promise<void> {
    await this.em().execute('insert into identity_status_changes (id, user_id, status, reason, admin_id, created_at) values (?, ?, ?, ?, ?, ?)', [c.id, c.userId, c.status, c.reason, c.adminId, c.at]);
  }

  async of(userId: string): Promise<(StatusChange & { adminName: string | null })[]> {
    const rows = await this.em().execute<Row[]>(
      `select c.id, c.user_id, c.status, c.reason, c.admin_id, case when a.deleted_at is null then a.name end as admin_name, c.created_at
         from identity_status_changes c left join identity_users a on a.id = c.admin_id
        where c.user_id = ? order by c.created_at desc, c.id limit 200`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, userId: r.user_id, status: r.status, reason: r.reason, adminId: r.admin_id, adminName: r.admin_name, at: new Date(r.created_at) }));
  }
}
