import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { ApiKey, Scope } from '../../domain/api-key.js';
import type { ApiKeyRepository } from '../../application/ports.js';

interface Row {
  id: string;
  owner_id: string;
  name: string;
  prefix: string;
  scopes: string[];
  expires_at: Date | string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
  last_used_ip: string | null;
}

const COLUMNS = 'id, owner_id, name, prefix, scopes, expires_at, created_at, revoked_at, last_used_at, last_used_ip';
const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));
const toKey = (r: Row): ApiKey => ({
  id: r.id,
  ownerId: r.owner_id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as Scope[],
  expiresAt: date(r.expires_at),
  createdAt: new Date(r.created_at),
  revokedAt: date(r.revoked_at),
  lastUsedAt: date(r.last_used_at),
  lastUsedIp: r.last_used_ip,
});

/** Plain SQL over integrations_api_keys; `em` is the request's (or the transaction's) entity manager. */
export class PgApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly em: () => EntityManager) {}

  async add(key: ApiKey, hash: string): Promise<void> {
    await this.em().execute(
      `insert into integrations_api_keys (id, owner_id, name, prefix, token_hash, scopes, expires_at, created_at) values (?, ?, ?, ?, ?, ?::text[], ?, ?)`,
      [key.id, key.ownerId, key.name, key.prefix, hash, `{${key.scopes.join(',')}}`, key.expiresAt, key.createdAt],
    );
  }

  async listOf(ownerId: string): Promise<ApiKey[]> {
    const rows = await this.em().execute<Row[]>(`select ${COLUMNS} from integrations_api_keys where owner_id = ? order by created_at desc, id`, [ownerId]);
    return rows.map(toKey);
  }

  async findOf(ownerId: string, id: string): Promise<ApiKey | null> {
    const [row] = await this.em().execute<Row[]>(`select ${COLUMNS} from integrations_api_keys where owner_id = ? and id = ?`, [ownerId, id]);
    return row ? toKey(row) : null;
  }

  async countUnrevoked(ownerId: string): Promise<number> {
    const [row] = await this.em().execute<{ n: string }[]>('select count(*) as n from integrations_api_keys where owner_id = ? and revoked_at is null', [ownerId]);
    return Number(row?.n ?? 0);
  }

  async revoke(ownerId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.em().execute<{ id: string }[]>('update integrations_api_keys set revoked_at = coalesce(revoked_at, ?) where owner_id = ? and id = ? returning id', [now, ownerId, id]);
    return rows.length > 0;
  }

  /**
   * The usable key of this hash, its use recorded (time and address) in the same statement: a
   * revoked, expired or unknown key matches nothing and records nothing.
   */
  async use(hash: string, now: Date, ip: string): Promise<ApiKey | null> {
    const [row] = await this.em().execute<Row[]>(
      `update integrations_api_keys set last_used_at = ?, last_used_ip = ?
        where token_hash = ? and revoked_at is null and (expires_at is null or expires_at > ?)
        returning ${COLUMNS}`,
      [now, ip.slice(0, 64), hash, now],
    );
    return row ? toKey(row) : null;
  }

  /** The data export: every key of the person (never the hash). */
  async personalData(subject: PersonalDataSubject): Promise<PersonalDataSection> {
    const rows = await this.em().execute<object[]>(
      'select name, prefix, scopes, expires_at, created_at, revoked_at, last_used_at, last_used_ip from integrations_api_keys where owner_id = ? order by created_at',
      [subject.userId],
    );
    return { data: { apiKeys: rows.map(exportRow) }, files: [] };
  }

  /** Account deletion: the person's keys go (they were unusable from the deletion on). */
  async erase(subject: ErasureSubject): Promise<void> {
    await this.em().execute('delete from integrations_api_keys where owner_id = ?', [subject.userId]);
  }
}
