import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../../src/shared/locale.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type { Acceptance, AcceptanceSource } from '../../domain/acceptance.js';
import type { DocumentKind } from '../../domain/catalog.js';
import type { AcceptanceRepository } from '../../application/ports.js';

interface AcceptanceRow {
  id: string;
  user_id: string;
  document: DocumentKind;
  version: string;
  language: Locale;
  accepted_at: Date | string;
  source: AcceptanceSource;
}

const COLUMNS = 'id, user_id, document, version, language, accepted_at, source';
const toAcceptance = (r: AcceptanceRow): Acceptance => ({
  id: r.id,
  userId: r.user_id,
  document: r.document,
  version: r.version,
  language: r.language,
  acceptedAt: sqlDate(r.accepted_at),
  source: r.source,
});

/** Plain SQL through the request's (or the transaction's) entity manager. */
export class PgAcceptanceRepository implements AcceptanceRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async add(a: Acceptance) {
    // The unique key keeps the first acceptance of a version, whatever the concurrency.
    const inserted = await this.rows<{ id: string }>(
      `insert into legal_acceptances (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?) on conflict (user_id, document, version) do nothing returning id`,
      [a.id, a.userId, a.document, a.version, a.language, a.acceptedAt, a.source],
    );
    return inserted.length ? ('added' as const) : ('exists' as const);
  }

  async find(userId: string, document: DocumentKind, version: string) {
    const [row] = await this.rows<AcceptanceRow>(`select ${COLUMNS} from legal_acceptances where user_id = ? and document = ? and version = ?`, [userId, document, version]);
    return row ? toAcceptance(row) : null;
  }

  async latest(userId: string, document: DocumentKind) {
    const [row] = await this.rows<AcceptanceRow>(`select ${COLUMNS} from legal_acceptances where user_id = ? and document = ? order by accepted_at desc, id limit 1`, [userId, document]);
    return row ? toAcceptance(row) : null;
  }
}
