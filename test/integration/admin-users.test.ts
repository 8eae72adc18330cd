import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { buildUser, loginAs, type BuiltUser } from '../support/factories.js';

// The console's users resource (ra-data-simple-rest). Other files create users in the same
// database at the same time, so every list assertion is scoped by a name unique to the test.

let t: TestServer;
let admin: { user: BuiltUser; token: string };
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);
const q = (params: Record<string, unknown>) =>
  '?' + Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');
const list = (params: Record<string, unknown> = {}, token = admin.token) => t.api('GET', `/api/admin/users${Object.keys(params).length ? q(params) : ''}`, { token });
const names = (res: ApiResponse) => (res.body as { name: string }[]).map((u) => u.name);
const ids = (res: ApiResponse) => (res.body as { id: string }[]).map((u) => u.id);
const tag = () => `Tag${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const put = (id: string, body: unknown, token = admin.token) => t.api('PUT', `/api/admin/users/${id}`, { token, body });
const login = (u: BuiltUser) => t.api('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });

describe('GET /api/admin/users', () => {
  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/api/admin/users');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('auth.unauthenticated');
  });

  it.each(['client', 'cleaner', null] as const)('answers 403 auth.forbidden for role %s', async (role) => {
    const { token } = await loginAs(t, role);
    const res = await list({}, token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('auth.forbidden');
  });

  it('answers 200 for an admin, newest first, with Content-Range users from-to/total', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(25);
    const range = /^users (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
    expect(range).not.toBeNull();
    const [, from, to, total] = range!.map(Number);
    expect(from).toBe(0);
    expect(to).toBe(res.body.length - 1);
    expect(total).toBeGreaterThanOrEqual(res.body.length);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const created = (res.body as { createdAt: string }[]).map((u) => Date.parse(u.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it('lists AdminUser records with lastLoginAt and without secrets', async () => {
    const name = `${tag()} Logged`;
    const user = await buildUser(t, { name });
    expect((await list({ filter: { q: name } })).body[0].lastLoginAt).toBeNull();
    await login(user);
    const res = await list({ filter: { q: name } });
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: user.id, email: user.email, name, role: 'client', status: 'active' });
    expect(res.body[0].lastLoginAt).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('filters by q on the name or the email, case-insensitively', async () => {
    const label = tag();
    const byName = await buildUser(t, { name: `Lucie ${label}` });
    const byEmail = await buildUser(t, { name: 'Someone Else', email: `${label.toLowerCase()}@test.eclat.local` });
    await buildUser(t, { name: `Other ${tag()}` });
    const res = await list({ filter: { q: label.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(res.headers.get('content-range')).toBe('users 0-1/2');
  });

  it('treats % and _ in q as plain characters', async () => {
    const label = tag();
    await buildUser(t, { name: `${label}x` });
    expect((await list({ filter: { q: `${label}_` } })).body).toEqual([]);
    expect((await list({ filter: { q: `${label}%` } })).body).toEqual([]);
  });

  it('filters by role, including "none" (role not chosen yet)', async () => {
    const label = tag();
    const cleaner = await buildUser(t, { name: `${label} C`, role: 'cleaner' });
    const client = await buildUser(t, { name: `${label} K`, role: 'client' });
    const none = await buildUser(t, { name: `${label} N`, role: null });
    expect(ids(await list({ filter: { q: label, role: 'cleaner' } }))).toEqual([cleaner.id]);
    expect(ids(await list({ filter: { q: label, role: 'client' } }))).toEqual([client.id]);
    const noRole = await list({ filter: { q: label, role: 'none' } });
    expect(ids(noRole)).toEqual([none.id]);
    expect(noRole.body[0].role).toBeNull();
  });

  it('filters by status', async () => {
    const label = tag();
    const suspended = await buildUser(t, { name: `${label} S` });
    const active = await buildUser(t, { name: `${label} A` });
    expect((await put(suspended.id, { status: 'suspended', reason: 'Avis répétés de non-présentation' })).status).toBe(200);
    expect(ids(await list({ filter: { q: label, status: 'suspended' } }))).toEqual([suspended.id]);
    expect(ids(await list({ filter: { q: label, status: 'active' } }))).toEqual([active.id]);
  });

  it('filters by a list of ids (getMany), and by a single id', async () => {
    const a = await buildUser(t);
    const b = await buildUser(t);
    await buildUser(t);
    const res = await list({ filter: { id: [a.id, b.id] } });
    expect(ids(res).sort()).toEqual([a.id, b.id].sort());
    expect(res.headers.get('content-range')).toBe('users 0-1/2');
    expect(ids(await list({ filter: { id: a.id } }))).toEqual([a.id]);
    expect((await list({ filter: { id: [randomUUID()] } })).body).toEqual([]);
  });

  it('sorts and pages as asked', async () => {
    const label = tag();
    // Created out of order so that creation order cannot pass for name order.
    for (const n of ['Charlie', 'Alpha', 'Delta', 'Bravo']) await buildUser(t, { name: `${label} ${n}` });
    const asc = await list({ filter: { q: label }, sort: ['name', 'ASC'], range: [0, 1] });
    expect(names(asc)).toEqual([`${label} Alpha`, `${label} Bravo`]);
    expect(asc.headers.get('content-range')).toBe('users 0-1/4');
    const next = await list({ filter: { q: label }, sort: ['name', 'ASC'], range: [2, 3] });
    expect(names(next)).toEqual([`${label} Charlie`, `${label} Delta`]);
    expect(next.headers.get('content-range')).toBe('users 2-3/4');
    const desc = await list({ filter: { q: label }, sort: ['name', 'DESC'], range: [0, 0] });
    expect(names(desc)).toEqual([`${label} Delta`]);
    expect(desc.headers.get('content-range')).toBe('users 0-0/4');
    const beyond = await list({ filter: { q: label }, range: [10, 19] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toMatch(/\/4$/);
  });

  it('sorts by email and by createdAt', async () => {
    const label = tag().toLowerCase();
    const first = await buildUser(t, { name: `${label} one`, email: `${label}-b@test.eclat.local` });
    const second = await buildUser(t, { name: `${label} two`, email: `${label}-a@test.eclat.local` });
    expect(ids(await list({ filter: { q: label }, sort: ['email', 'ASC'] }))).toEqual([second.id, first.id]);
    expect(ids(await list({ filter: { q: label }, sort: ['createdAt', 'ASC'] }))).toEqual([first.id, second.id]);
  });

  it('accepts a page of exactly 100 rows', async () => {
    const res = await list({ range: [0, 99] });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(100);
  });

  it('answers 400 with details for a filter that is not JSON', async () => {
    const res = await t.api('GET', '/api/admin/users?filter=%7Bq%3A', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(detail(res, 'query.filter')?.code).toBe('fields.invalid_json');
  });

  it.each([
    ['a reversed range', [5, 1]],
    ['a page of more than 100 rows', [0, 100]],
    ['a negative start', [-1, 5]],
    ['a range that is not a pair', [0]],
    ['a range of strings', ['0', '9']],
  ])('answers 400 on query.range for %s', async (_label, range) => {
    const res = await list({ range });
    expect(res.status).toBe(400);
    expect(detail(res, 'query.range')?.code).toBe('fields.invalid');
  });

  it.each([
    ['an unknown field', ['password', 'ASC']],
    ['an unknown order', ['name', 'UP']],
    ['not an array', { field: 'name' }],
  ])('answers 400 on query.sort for %s', async (_label, sort) => {
    const res = await list({ sort });
    expect(res.status).toBe(400);
    expect(detail(res, 'query.sort')?.code).toBe('fields.invalid');
  });

  it('filters by sign-up day (Quebec days, both ends included)', async () => {
    const label = tag();
    const [early, late, later] = [await buildUser(t, { name: `${label} early` }), await buildUser(t, { name: `${label} late` }), await buildUser(t, { name: `${label} later` })];
    const signedUp = (id: string, at: string) => t.server.orm.em.getConnection().execute('update identity_users set created_at = ? where id = ?', [at, id]);
    // 2026-03-09 23:30 in Quebec is already the 10th in UTC: the day is Quebec's.
    await signedUp(early.id, '2026-03-01T12:00:00-05:00');
    await signedUp(late.id, '2026-03-09T23:30:00-04:00');
    await signedUp(later.id, '2026-03-10T00:30:00-04:00');
    const between = async (filter: Record<string, string>) => ids(await list({ filter: { q: label, ...filter }, sort: ['createdAt', 'ASC'] }));
    expect(await between({ createdFrom: '2026-03-01', createdTo: '2026-03-09' })).toEqual([early.id, late.id]);
    expect(await between({ createdFrom: '2026-03-02' })).toEqual([late.id, later.id]);
    expect(await between({ createdTo: '2026-03-01' })).toEqual([early.id]);
    expect(await between({ createdFrom: '2026-03-10', createdTo: '2026-03-10' })).toEqual([later.id]);
  });

  it('answers 400 for a sign-up day that does not exist or is not a date', async () => {
    const impossible = await list({ filter: { createdFrom: '2026-02-30' } });
    expect(impossible.status).toBe(400);
    expect(detail(impossible, 'query.filter.createdFrom')?.code).toBe('fields.invalid_date');
    const shape = await list({ filter: { createdTo: '2026-3-1' } });
    expect(detail(shape, 'query.filter.createdTo')?.code).toBe('fields.invalid_date');
    expect(detail(await list({ filter: { createdTo: 20260301 } }), 'query.filter.createdTo')?.code).toBe('fields.invalid_date');
  });

  it('answers 400 for invalid filter values', async () => {
    const role = await list({ filter: { role: 'superuser' } });
    expect(detail(role, 'query.filter.role')?.code).toBe('fields.invalid_choice');
    const status = await list({ filter: { status: 'banned' } });
    expect(detail(status, 'query.filter.status')?.code).toBe('fields.invalid_choice');
    const id = await list({ filter: { id: ['not-a-uuid'] } });
    expect(detail(id, 'query.filter.id')?.code).toBe('fields.invalid_id');
    const array = await list({ filter: [1, 2] });
    expect(detail(array, 'query.filter')?.code).toBe('fields.invalid');
  });

  it('reports every bad parameter at once', async () => {
    const res = await list({ range: [5, 1], sort: ['nope', 'ASC'] });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['query.range', 'query.sort']);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await t.api('GET', `/api/admin/users/${randomUUID()}`)).status).toBe(401);
  });

  it('answers 403 for a client', async () => {
    const { user, token } = await loginAs(t, 'client');
    expect((await t.api('GET', `/api/admin/users/${user.id}`, { token })).status).toBe(403);
  });

  it('answers 400 on path.id for an id that is not a uuid', async () => {
    const res = await t.api('GET', '/api/admin/users/42', { token: admin.token });
    expect(res.status).toBe(400);
    expect(detail(res, 'path.id')?.code).toBe('fields.invalid_id');
  });

  it('answers 404 users.not_found for an unknown id', async () => {
    const res = await t.api('GET', `/api/admin/users/${randomUUID()}`, { token: admin.token, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    // The admin's own locale (fr) wins over Accept-Language.
    expect(res.body).toEqual({ error: 'users.not_found', message: 'Utilisateur introuvable.' });
  });

  it('answers 200 with the user', async () => {
    const user = await buildUser(t, { role: 'cleaner', name: 'Félix Leclerc' });
    const res = await t.api('GET', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, name: 'Félix Leclerc', role: 'cleaner', status: 'active', lastLoginAt: null });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('answers 401 without a token', async () => {
    const user = await buildUser(t);
    expect((await t.api('PUT', `/api/admin/users/${user.id}`, { body: { status: 'suspended' } })).status).toBe(401);
  });

  it.each(['client', 'cleaner'] as const)('answers 403 for a %s and changes nothing', async (role) => {
    const target = await buildUser(t);
    const { token } = await loginAs(t, role);
    const res = await put(target.id, { status: 'suspended', reason: 'Avis répétés de non-présentation' }, token);
    expect(res.status).toBe(403);
    expect((await login(target)).status).toBe(200);
  });

  it("changes a user's role, effective on their current session", async () => {
    const { user, token } = await loginAs(t, 'client');
    const res = await put(user.id, { role: 'cleaner' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'cleaner', status: 'active' });
    expect((await t.api('GET', '/api/users/me', { token })).body.role).toBe('cleaner');
    expect((await t.api('GET', `/api/admin/users/${user.id}`, { token: admin.token })).body.role).toBe('cleaner');
  });

  it('promoting to admin opens the console to that user at once', async () => {
    const { user, token } = await loginAs(t, 'client');
    expect((await list({}, token)).status).toBe(403);
    expect((await put(user.id, { role: 'admin' })).status).toBe(200);
    expect((await list({}, token)).status).toBe(200);
  });

  it('can clear the role (null)', async () => {
    const user = await buildUser(t, { role: 'cleaner' });
    const res = await put(user.id, { role: null });
    expect(res.status).toBe(200);
    expect(res.body.role).toBeNull();
  });

  it('suspending ends their sessions at once and their login answers 403; reactivating lets them in again', async () => {
    const { user, token } = await loginAs(t, 'cleaner');
    const suspended = await put(user.id, { status: 'suspended', reason: 'Avis répétés de non-présentation' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe('suspended');
    expect((await t.api('GET', '/api/users/me', { token })).status).toBe(401);
    const refused = await login(user);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('auth.account_suspended');

    const reactivated = await put(user.id, { status: 'active' });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.status).toBe('active');
    const back = await login(user);
    expect(back.status).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token: back.body.token })).status).toBe(200);
    // The sessions ended by the suspension stay ended.
    expect((await t.api('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('ignores the other fields of the record the console sends back', async () => {
    const user = await buildUser(t, { name: 'Kept Name' });
    const record = (await t.api('GET', `/api/admin/users/${user.id}`, { token: admin.token })).body;
    const res = await put(user.id, { ...record, name: 'Changed By Console', email: 'hijack@test.eclat.local', role: 'cleaner' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Kept Name', email: user.email, role: 'cleaner' });
  });

  it('answers 409 users.cannot_change_self when admins change their own status or role', async () => {
    const self = await loginAs(t, 'admin');
    const status = await put(self.user.id, { status: 'suspended', reason: 'Avis répétés de non-présentation' }, self.token);
    expect(status.status).toBe(409);
    expect(status.body.error).toBe('users.cannot_change_self');
    const role = await put(self.user.id, { role: 'client' }, self.token);
    expect(role.status).toBe(409);
    expect(role.body.error).toBe('users.cannot_change_self');
    expect((await t.api('GET', '/api/users/me', { token: self.token })).body).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('lets admins save their own record unchanged (200)', async () => {
    const self = await loginAs(t, 'admin');
    const record = (await t.api('GET', `/api/admin/users/${self.user.id}`, { token: self.token })).body;
    expect((await put(self.user.id, record, self.token)).status).toBe(200);
  });

  it('answers 400 with details for an invalid role or status', async () => {
    const user = await buildUser(t);
    const role = await put(user.id, { role: 'superuser' });
    expect(role.status).toBe(400);
    expect(detail(role, 'body.role')?.code).toBe('fields.invalid_choice');
    const status = await put(user.id, { status: 'banned' });
    expect(status.status).toBe(400);
    expect(detail(status, 'body.status')?.code).toBe('fields.invalid_choice');
    expect((await t.api('GET', `/api/admin/users/${user.id}`, { token: admin.token })).body).toMatchObject({ role: 'client', status: 'active' });
  });

  it('answers 400 for a non-uuid id and 404 for an unknown one', async () => {
    const bad = await put('nope', { status: 'active' });
    expect(bad.status).toBe(400);
    expect(detail(bad, 'path.id')?.code).toBe('fields.invalid_id');
    const unknown = await put(randomUUID(), { status: 'active' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('users.not_found');
  });
});
