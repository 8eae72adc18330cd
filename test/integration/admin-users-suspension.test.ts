import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { buildUser, loginAs } from '../support/factories.js';
import { mailTo } from '../support/booking-fixtures.js';

/**
 * Issue #41: suspending a person asks a reason, emails it to them in their language, and shows it in
 * their history in the console; reactivating is emailed and recorded too.
 */
let t: TestServer;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = await loginAs(t, 'admin', { name: 'Maude Tremblay' });
});
afterAll(() => t.close());

const put = (id: string, body: unknown) => t.api('PUT', `/api/admin/users/${id}`, { token: admin.token, body });
const history = (id: string, token = admin.token) => t.api<{ status: string; reason: string | null; adminId: string; adminName: string | null; at: string }[]>('GET', `/api/admin/users/${id}/status-history`, { token });

describe('PUT /api/admin/users/{id} (suspension)', () => {
  it('refuses a suspension without a reason, in the admin language, and leaves the person active', async () => {
    const user = await buildUser(t);
    const res = await put(user.id, { status: 'suspended' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('users.suspension_reason_required');
    expect(res.body.message).toMatch(/raison/);
    expect((await put(user.id, { status: 'suspended', reason: ' ok ' })).status).toBe(400);
    expect((await t.api('GET', `/api/admin/users/${user.id}`, { token: admin.token })).body.status).toBe('active');
  });

  it('emails the reason in the person language and keeps it in their history, with the admin name', async () => {
    const fr = await buildUser(t, { locale: 'fr' });
    const reason = 'Trois absences sans prévenir en novembre';
    expect((await put(fr.id, { status: 'suspended', reason })).status).toBe(200);
    const [mail] = await mailTo(t, fr.email, (m) => m.some((x) => /suspendu/.test(x.subject)));
    expect(mail!.subject).toBe('Votre compte Éclat est suspendu');
    expect(mail!.text).toContain(reason);

    const en = await buildUser(t, { locale: 'en' });
    expect((await put(en.id, { status: 'suspended', reason: 'Repeated no-shows' })).status).toBe(200);
    const enMails = await mailTo(t, en.email, (m) => m.some((x) => /suspended/.test(x.subject)));
    expect(enMails.find((m) => /suspended/.test(m.subject))!.text).toContain('Repeated no-shows');

    expect((await put(fr.id, { status: 'active' })).status).toBe(200);
    await mailTo(t, fr.email, (m) => m.some((x) => /de nouveau actif/.test(x.subject)));
    const changes = await history(fr.id);
    expect(changes.status).toBe(200);
    expect(changes.body.map((c) => [c.status, c.reason, c.adminName])).toEqual([
      ['active', null, 'Maude Tremblay'],
      ['suspended', reason, 'Maude Tremblay'],
    ]);
    expect(changes.body[0]!.adminId).toBe(admin.user.id);
  });

  it('the history is for admins only and answers 404 for an unknown person', async () => {
    const user = await buildUser(t);
    expect((await t.api('GET', `/api/admin/users/${user.id}/status-history`)).status).toBe(401);
    const client = await loginAs(t, 'client');
    expect((await history(user.id, client.token)).status).toBe(403);
    expect((await history('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await history(user.id)).body).toEqual([]);
  });
});
