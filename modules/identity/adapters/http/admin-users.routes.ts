import Router from '@koa/router';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import { isLocalDate } from '../../../../src/shared/local-time.js';
import { bodyOf, requireRole, unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { IdentityDeps, UserListQuery } from '../../application/ports.js';
import { getUser, listUsers, updateUserByAdmin, userStatusHistory } from '../../application/admin-users.js';
import type { Role, User, UserStatus } from '../../domain/user.js';
import { currentUser } from './identity.routes.js';
import { presentAdminUser } from './user.presenter.js';

const SORTABLE = ['name', 'email', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;
const MAX_PAGE = 100;

function parseJson(raw: string | undefined, field: string, issues: FieldIssue[]): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    issues.push({ field, code: 'fields.invalid_json' });
    return undefined;
  }
}

/** ra-data-simple-rest's `filter`, `range` and `sort` query parameters, checked strictly. */
export function parseListQuery(query: Record<string, string | string[] | undefined>): UserListQuery {
  const issues: FieldIssue[] = [];
  const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filter = (parseJson(str(query.filter), 'query.filter', issues) ?? {}) as Record<string, unknown>;
  const range = parseJson(str(query.range), 'query.range', issues) ?? [0, 24];
  const sort = parseJson(str(query.sort), 'query.sort', issues) ?? ['createdAt', 'DESC'];

  const out: UserListQuery = { sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25 };
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) issues.push({ field: 'query.filter', code: 'fields.invalid' });
  else {
    if (typeof filter.q === 'string' && filter.q.trim()) out.q = filter.q.trim().slice(0, 100);
    if (filter.role !== undefined) {
      if (['client', 'cleaner', 'admin', 'none'].includes(String(filter.role))) out.role = filter.role as Role | 'none';
      else issues.push({ field: 'query.filter.role', code: 'fields.invalid_choice' });
    }
    if (filter.status !== undefined) {
      if (filter.status === 'active' || filter.status === 'suspended') out.status = filter.status as UserStatus;
      else issues.push({ field: 'query.filter.status', code: 'fields.invalid_choice' });
    }
    if (filter.id !== undefined) {
      const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (ids.length > MAX_PAGE || !ids.every((i) => typeof i === 'string' && uuid.test(i))) issues.push({ field: 'query.filter.id', code: 'fields.invalid_id' });
      else out.ids = ids as string[];
    }
    // Sign-up days (Quebec), inclusive: a date that does not exist (2026-02-30) is refused like any bad value.
    for (const key of ['createdFrom', 'createdTo'] as const) {
      const v = filter[key];
      if (v === undefined || v === '') continue;
      if (typeof v === 'string' && isLocalDate(v)) out[key] = v;
      else issues.push({ field: `query.filter.${key}`, code: 'fields.invalid_date' });
    }
  }
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] + 1 > MAX_PAGE) {
    issues.push({ field: 'query.range', code: 'fields.invalid' });
  } else {
    out.offset = range[0];
    out.limit = range[1] - range[0] + 1;
  }
  if (!Array.isArray(sort) || !SORTABLE.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    issues.push({ field: 'query.sort', code: 'fields.invalid' });
  } else {
    out.sort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return out;
}

/** Cleaners' declared no-shows and completion rate (counting no-shows), by user id; absent for anyone else. */
export type CleanerReliability = (cleanerIds: string[]) => Promise<ReadonlyMap<string, { noShowCount: number; completionRate: number | null }>>;

/** The console's users resource. Admins only: everyone else gets 403. */
export function adminUsersRouter(deps: IdentityDeps, reliability?: CleanerReliability): Router<AppState> {
  const router = new Router<AppState>();
  // Issue #36: ops see a cleaner's no-shows on the users' list and page; null for clients and admins.
  const withReliability = async (users: User[]) => {
    const ids = users.filter((u) => u.role === 'cleaner').map((u) => u.id);
    const facts = reliability && ids.length ? await reliability(ids) : new Map<string, { noShowCount: number; completionRate: number | null }>();
    return users.map((u) => {
      const f = u.role === 'cleaner' ? (facts.get(u.id) ?? { noShowCount: 0, completionRate: null }) : null;
      return { ...presentAdminUser(u), noShowCount: f?.noShowCount ?? null, completionRate: f?.completionRate ?? null };
    });
  };

  router.get('/api/admin/users', async (ctx) => {
    requireRole(ctx, 'admin');
    const query = parseListQuery(ctx.query);
    const { items, total } = await listUsers(deps)(query);
    const end = items.length ? query.offset + items.length - 1 : query.offset;
    ctx.set('Content-Range', `users ${query.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = await withReliability(items);
  });

  router.get('/api/admin/users/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = (await withReliability([unwrap(await getUser(deps)(ctx.params.id!))]))[0];
  });

  router.put('/api/admin/users/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    const admin = await currentUser(deps, ctx);
    const { role, status, reason } = bodyOf<{ role?: Role | null; status?: UserStatus; reason?: string }>(ctx);
    ctx.body = (await withReliability([unwrap(await updateUserByAdmin(deps)(admin, ctx.params.id!, { role, status, ...(reason !== undefined ? { reason } : {}) }))]))[0];
  });

  router.get('/api/admin/users/:id/status-history', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = unwrap(await userStatusHistory(deps)(ctx.params.id!));
  });

  return router;
}
