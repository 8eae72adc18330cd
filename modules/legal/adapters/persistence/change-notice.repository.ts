import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentKind } from '../../domain/catalog.js';
import type { ChangeNoticeRepository } from '../../application/ports.js';

/** Plain SQL through the job's (or the transaction's) entity manager. */
export class PgChangeNoticeRepository implements ChangeNoticeRepository {
  constructor(private readonly em: () => EntityManager) {}

  async recordNew(userIds: string[], document: DocumentKind, version: string, at: Date): Promise<string[]> {
    if (!userIds.length) return [];
    // The unique key decides between instances: a row another transaction is inserting waits for it,
    // then is skipped, so only the transaction that inserted a person's row sends their email.
    const rows = await this.em().execute<{ user_id: string }[]>(
      `insert into legal_change_notices (user_id, document, version, notified_at)
       select id, ?::text, ?::text, ?::timestamptz from unnest(?::uuid[]) as ids(id)
       on conflict (user_id, document, version) do nothing returning user_id`,
      [document, version, at, `{${[...new Set(userIds)].join(',')}}`],
    );
    return rows.map((r) => r.user_id);
  }
}
