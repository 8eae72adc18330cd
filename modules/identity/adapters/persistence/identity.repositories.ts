import { UniqueConstraintViolationException, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entityById, inIdentityMap, mappedColumns, preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { User, type Role } from '../../domain/user.js';
import { Session } from '../../domain/session.js';
import { PasswordReset } from './identity.schema.js';
import { LinkedIdentity, PendingLink, type SocialProvider } from '../../domain/sign-in-methods.js';
import type { LinkedIdentityRepository, PasskeyRepository, PendingLinkRepository } from '../../application/ports.js';
import { Passkey } from '../../domain/passkey.js';
import type { CallerAccount, PasswordResetRepository, SessionRepository, UserListQuery, UserRepository } from '../../application/ports.js';
import { sqlDate as toDate } from '../../../../src/shared/sql-values.js';
import { toInstant } from '../../../../src/shared/local-time.js';

const SORT_COLUMNS: Record<UserListQuery['sort']['field'], string> = {
  name: 'name',
  email: 'email',
  role: 'role',
  status: 'status',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
};

async function flushUnique(em: EntityManager): Promise<boolean> {
  try {
    await em.flush();
    return true;
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) return false;
    throw e;
  }
}

/** `em` is the request's (or job's) context-bound entity manager; see src/http/request-context.ts. */
export class MikroOrmUserRepository implements UserRepository {
  constructor(
    private readonly em: () => EntityManager,
    /** Told, after each flush, the accounts this unit of work holds (and may have changed): the session cache forgets them. */
    private readonly onSaved?: (userIds: string[]) => Promise<void>,
  ) {}

  // Prepared reads (every booking request and its emails read accounts), unless this context holds them already.
  findById(id: string) {
    return entityById(this.em(), User, { name: 'identity.user_by_id', table: 'identity_users' }, id, () => this.em().findOne(User, { id }));
  }

  async findByIds(ids: string[]) {
    if (!ids.length) return [];
    const em = this.em();
    // The ORM in a transaction (an array parameter needs the pool's own prepared path) or when this context holds one of them.
    if (em.isInTransaction() || ids.some((id) => inIdentityMap(em, User, id))) return em.find(User, { id: { $in: ids }, deletedAt: null });
    usersByIds ??= { name: 'identity.users_by_ids', text: `select ${mappedColumns(em, User)} from identity_users where id = any($1::uuid[]) and deleted_at is null` };
    const rows = await preparedRows<EntityDictionary<User>>(em, usersByIds, [ids]);
    return rows.map((row) => em.map(User, row));
  }

  async findByEmail(email: string) {
    // Raw SQL so that the lower(email) unique index answers; em.map puts the row in the identity map.
    const rows = await this.em().execute<EntityDictionary<User>[]>('select * from identity_users where lower(email) = lower(?) limit 1', [email]);
    return rows[0] ? this.em().map(User, rows[0]) : null;
  }

  async add(user: User) {
    this.em().persist(user);
    return (await flushUnique(this.em())) ? 'added' : 'email_taken';
  }

  async flush() {
    const em = this.em();
    if (!(await flushUnique(em))) return 'email_taken';
    if (this.onSaved) await this.onSaved([...em.getUnitOfWork().getIdentityMap().getStore(em.getMetadata().get(User)).values()].map((user) => user.id));
    return 'saved';
  }

  async listActiveAfter(afterId: string | null, limit: number, exceptRole: Role | null) {
    const where = ["status = 'active'", 'deleted_at is null'];
    const params: unknown[] = [];
    if (afterId) {
      where.push('id > ?');
      params.push(afterId);
    }
    if (exceptRole) {
      where.push('(role is null or role <> ?)');
      params.push(exceptRole);
    }
    const rows = await this.em().execute<EntityDictionary<User>[]>(`select * from identity_users where ${where.join(' and ')} order by id limit ?`, [...params, limit]);
    return rows.map((row) => this.em().map(User, row));
  }

  async list(query: UserListQuery) {
    const where: string[] = ['deleted_at is null'];
    const params: unknown[] = [];
    if (query.q) {
      where.push(`(name ilike ? or email ilike ?)`);
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(like, like);
    }
    if (query.role === 'none') where.push('role is null');
    else if (query.role) {
      where.push('role = ?');
      params.push(query.role);
    }
    if (query.status) {
      where.push('status = ?');
      params.push(query.status);
    }
    // Sign-up days are Quebec days: from the first one's midnight to the midnight after the last.
    if (query.createdFrom) {
      where.push('created_at >= ?');
      params.push(toInstant(query.createdFrom, 0));
    }
    if (query.createdTo) {
      where.push('created_at < ?');
      params.push(toInstant(query.createdTo, 1440));
    }
    if (query.ids) {
      if (query.ids.length === 0) return { items: [], total: 0 };
      where.push(`id in (${query.ids.map(() => '?').join(', ')})`);
      params.push(...query.ids);
    }
    const conn = this.em();
    const clause = where.join(' and ');
    const [count] = await conn.execute<{ total: string }[]>(`select count(*) as total from identity_users where ${clause}`, params);
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, id asc`;
    const ids = await conn.execute<{ id: string }[]>(`select id from identity_users where ${clause} order by ${order} limit ? offset ?`, [...params, query.limit, query.offset]);
    const users = await this.em().find(User, { id: { $in: ids.map((r) => r.id) } });
    const byId = new Map(users.map((u) => [u.id, u]));
    return { items: ids.map((r) => byId.get(r.id)).filter((u): u is User => !!u), total: Number(count?.total ?? 0) };
  }
}

interface CallerRow {
  id: string;
  user_id: string;
  remember_me: boolean;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  role: CallerAccount['role'];
  locale: CallerAccount['locale'];
  status: CallerAccount['status'];
  deleted_at: Date | string | null;
}
let usersByIds: PreparedStatement | undefined;

// The realtime gateway asks for every open socket's session at each heartbeat (thousands of ids).
const STILL_VALID: PreparedStatement = {
  name: 'identity.still_valid_sessions',
  text: `select s.id from identity_sessions s join identity_users u on u.id = s.user_id
          where s.id = any($1::uuid[]) and s.revoked_at is null and s.expires_at > $2 and u.status = 'active' and u.deleted_at is null`,
};
const FIND_CALLER: PreparedStatement = {
  name: 'identity.find_caller',
  text: `select s.id, s.user_id, s.remember_me, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, u.role, u.locale, u.status, u.deleted_at
           from identity_sessions s join identity_users u on u.id = s.user_id where s.token_hash = $1`,
};

export class MikroOrmSessionRepository implements SessionRepository {
  constructor(private readonly em: () => EntityManager) {}

  async add(session: Session) {
    this.em().persist(session);
    await this.em().flush();
  }

  // One prepared join: every authenticated request runs it, and two entity loads cost several times as much.
  async findCaller(tokenHash: string) {
    const [row] = await preparedRows<CallerRow>(this.em(), FIND_CALLER, [tokenHash]);
    if (!row) return null;
    const session = Object.assign(new Session(), {
      id: row.id,
      userId: row.user_id,
      tokenHash,
      rememberMe: row.remember_me,
      createdAt: toDate(row.created_at),
      lastSeenAt: toDate(row.last_seen_at),
      expiresAt: toDate(row.expires_at),
      revokedAt: row.revoked_at === null ? null : toDate(row.revoked_at),
    });
    return { session, account: { id: row.user_id, role: row.role, locale: row.locale, status: row.status, deletedAt: row.deleted_at === null ? null : toDate(row.deleted_at) } };
  }

  async signedInAt(sessionId: string) {
    // An API key's caller has no session (its id is `api-key:<id>`): never a recent sign-in.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return null;
    const [row] = await this.em().execute<{ created_at: Date | string }[]>('select created_at from identity_sessions where id = ?', [sessionId]);
    return row ? toDate(row.created_at) : null;
  }

  async stillValid(sessionIds: string[], now: Date) {
    if (!sessionIds.length) return [];
    const rows = await preparedRows<{ id: string }>(this.em(), STILL_VALID, [sessionIds, now]);
    return rows.map((r) => r.id);
  }

  async revoke(sessionId: string, now: Date) {
    await this.em().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: now });
  }

  async revokeAllOf(userId: string, now: Date, exceptSessionId?: string) {
    const where = exceptSessionId ? { userId, revokedAt: null, id: { $ne: exceptSessionId } } : { userId, revokedAt: null };
    await this.em().nativeUpdate(Session, where, { revokedAt: now });
  }

  async touch(sessionId: string, now: Date) {
    await this.em().nativeUpdate(Session, { id: sessionId }, { lastSeenAt: now });
  }
}

export class MikroOrmPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly em: () => EntityManager) {}

  async add(reset: { id: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
    this.em().persist(Object.assign(new PasswordReset(), { ...reset, usedAt: null }));
    await this.em().flush();
  }

  async consume(tokenHash: string, now: Date) {
    // One statement: two clicks on the same link cannot both succeed.
    const rows = await this.em()
      .execute<{ user_id: string }[]>(
        'update identity_password_resets set used_at = ? where token_hash = ? and used_at is null and expires_at > ? returning user_id',
        [now, tokenHash, now],
      );
    return rows[0]?.user_id ?? null;
  }

  async invalidateAllOf(userId: string, now: Date) {
    await this.em().nativeUpdate(PasswordReset, { userId, usedAt: null }, { usedAt: now });
  }
}

export class MikroOrmLinkedIdentityRepository implements LinkedIdentityRepository {
  constructor(private readonly em: () => EntityManager) {}

  find(provider: SocialProvider, subject: string) {
    return this.em().findOne(LinkedIdentity, { provider, subject });
  }

  listOf(userId: string) {
    return this.em().find(LinkedIdentity, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  async add(identity: LinkedIdentity) {
    this.em().persist(identity);
    return (await flushUnique(this.em())) ? ('added' as const) : ('taken' as const);
  }

  async remove(userId: string, provider: SocialProvider) {
    const found = await this.em().findOne(LinkedIdentity, { userId, provider });
    if (!found) return null;
    this.em().remove(found);
    await this.em().flush();
    return found;
  }

  async touch(id: string, now: Date) {
    await this.em().nativeUpdate(LinkedIdentity, { id }, { lastUsedAt: now });
  }
}

export class MikroOrmPendingLinkRepository implements PendingLinkRepository {
  constructor(private readonly em: () => EntityManager) {}

  async add(link: PendingLink) {
    // Older pending links of the same account and provider go: only the newest one can complete.
    await this.em().nativeDelete(PendingLink, { userId: link.userId, provider: link.provider });
    this.em().persist(link);
    await this.em().flush();
  }

  async consume(tokenHash: string, now: Date) {
    // One statement: two sign-ins carrying the same token cannot both complete it.
    const rows = await this.em().execute<EntityDictionary<PendingLink>[]>('delete from identity_pending_links where token_hash = ? returning *', [tokenHash]);
    const row = rows[0];
    if (!row) return null;
    const link = Object.assign(new PendingLink(), {
      id: row.id,
      userId: row.user_id,
      provider: row.provider,
      subject: row.subject,
      email: row.email,
      tokenHash,
      expiresAt: toDate(row.expires_at as Date | string),
      createdAt: toDate(row.created_at as Date | string),
    });
    return link.expiresAt > now ? link : null;
  }
}

export class MikroOrmPasskeyRepository implements PasskeyRepository {
  constructor(private readonly em: () => EntityManager) {}

  listOf(userId: string) {
    return this.em().find(Passkey, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  findByCredentialId(credentialId: string) {
    return this.em().findOne(Passkey, { credentialId });
  }

  async add(passkey: Passkey) {
    this.em().persist(passkey);
    return (await flushUnique(this.em())) ? ('added' as const) : ('taken' as const);
  }

  async remove(userId: string, id: string) {
    const found = await this.em().findOne(Passkey, { userId, id });
    if (!found) return null;
    this.em().remove(found);
    await this.em().flush();
    return found;
  }

  async recordUse(id: string, counter: number, now: Date) {
    await this.em().nativeUpdate(Passkey, { id }, { counter, lastUsedAt: now });
  }
}
