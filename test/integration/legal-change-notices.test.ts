import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { buildUser, type BuiltUser } from '../support/factories.js';
import { LEGAL_CATALOG, type LegalCatalog } from '../../modules/legal/index.js';
import { addDays, localDateOf } from '../../src/shared/local-time.js';
import { formatCalendarDate } from '../../src/shared/datetime-format.js';
import type { AppConfig } from '../../src/config/config.js';

/**
 * Consumer Protection Act s. 11.2 (issue #15): the written notice of an upcoming version of the terms.
 * Two app instances on a database of this file alone run the legal-change-notices job at the same time,
 * twice: every active account asked to accept the terms gets exactly one email, in its language, with
 * the date and the link; admins, suspended and deleted accounts get none; an account made later gets
 * its notice at the next run.
 */
const PUBLIC_URL = 'https://eclat.example';
const today = localDateOf(new Date());
const effectiveDate = addDays(today, 40);
const VERSION = '7.0';
const catalog: LegalCatalog = {
  ...LEGAL_CATALOG,
  terms: [
    // Only this test's version is announced (a version published for real and not in force yet is left out).
    ...LEGAL_CATALOG.terms.filter((e) => e.effectiveDate <= today),
    {
      version: VERSION,
      effectiveDate,
      announcedOn: today,
      changes: { fr: 'Les frais de service passent de 5 % à 6 %.', en: 'The service fee goes from 5% to 6%.' },
    },
  ],
};

let db: Awaited<ReturnType<typeof ownDatabase>>;
let a: TestServer;
let b: TestServer;
const people: Record<'fr' | 'en' | 'cleaner' | 'noRole' | 'admin' | 'deleted' | 'suspended', BuiltUser> = {} as never;

const sql = <R>(query: string, params: unknown[] = []) => a.server.orm.em.getConnection().execute<R[]>(query, params);
const run = (t: TestServer) => t.inContext(() => t.server.app.legal.api.sendChangeNotices());

/** The notices' emails to this address, once the outbox has delivered what was recorded. */
async function mailsTo(address: string) {
  await a.inContext(() => a.server.app.outbox.processDue());
  return sql<{ subject: string; text_body: string; html_body: string }>('select subject, text_body, html_body from platform_dev_mailbox where recipient = ? order by created_at', [address]);
}

async function settle() {
  for (let i = 0; i < 40; i++) {
    await a.inContext(() => a.server.app.outbox.processDue());
    const [left] = await sql<{ n: string }>("select count(*) as n from platform_outbox where processed_at is null and flow = 'mail.send'");
    if (Number(left?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox did not deliver the notices');
}

beforeAll(async () => {
  // A database of its own: the job writes to every account in it, whatever test file left them there.
  db = await ownDatabase('legal_change_notices');
  // Two accounts per transaction: the run takes several pages.
  const configure = (c: AppConfig) => (c.legal.changeNoticeBatchSize = 2);
  const env = { LOG_LEVEL: 'error', DATABASE_URL: db.url, PUBLIC_URL };
  [a, b] = await Promise.all([createTestServer({ env, configure }), createTestServer({ env, configure })]);
  for (const t of [a, b]) t.server.app.legal.deps.catalog = catalog;
  people.fr = await buildUser(a, { role: 'client', name: 'Marie Tremblay' });
  people.en = await buildUser(a, { role: 'client', name: 'Jean Gagnon', locale: 'en' });
  people.cleaner = await buildUser(a, { role: 'cleaner' });
  people.noRole = await buildUser(a, { role: null });
  people.admin = await buildUser(a, { role: 'admin' });
  people.deleted = await buildUser(a, { role: 'client' });
  people.suspended = await buildUser(a, { role: 'cleaner' });
  await sql('update identity_users set deleted_at = now() where id = ?', [people.deleted.id]);
  await sql("update identity_users set status = 'suspended' where id = ?", [people.suspended.id]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
});

describe('the legal-change-notices job', () => {
  it('sends one notice per eligible account, whatever the instances running at once', async () => {
    const [eligible] = await sql<{ n: string }>("select count(*) as n from identity_users where status = 'active' and deleted_at is null and (role is null or role <> 'admin')");
    const first = await Promise.all([run(a), run(b)]);
    const second = await Promise.all([run(a), run(b)]);
    expect(first[0].notified + first[1].notified).toBe(Number(eligible!.n));
    expect(second[0].notified + second[1].notified).toBe(0);
    await settle();

    for (const who of ['fr', 'en', 'cleaner', 'noRole'] as const) expect(await mailsTo(people[who].email), who).toHaveLength(1);
    for (const who of ['admin', 'deleted', 'suspended'] as const) expect(await mailsTo(people[who].email), who).toHaveLength(0);
    const rows = await sql<{ user_id: string; document: string; version: string }>('select user_id, document, version from legal_change_notices');
    expect(rows).toHaveLength(Number(eligible!.n));
    expect(rows.every((r) => r.document === 'terms' && r.version === VERSION)).toBe(true);
  });

  it('writes in French, or in English to English accounts, with the date, the link, the changes and the right to refuse', async () => {
    const [fr] = await mailsTo(people.fr.email);
    expect(fr!.subject).toBe(`Nos conditions d'utilisation changent le ${formatCalendarDate(effectiveDate, 'fr', { year: true })}`);
    expect(fr!.text_body).toContain('Bonjour Marie Tremblay,');
    expect(fr!.text_body).toContain(`entrera en vigueur le ${formatCalendarDate(effectiveDate, 'fr', { year: true })}`);
    expect(fr!.text_body).toContain('Ce qui change\u00a0: Les frais de service passent de 5 % à 6 %.');
    expect(fr!.text_body).toContain(`${PUBLIC_URL}/terms?version=${VERSION}`);
    expect(fr!.text_body).toContain('au plus tard 30 jours après son entrée en vigueur');
    expect(fr!.html_body).toContain(`href="${PUBLIC_URL}/terms?version=${VERSION}"`);

    const [en] = await mailsTo(people.en.email);
    expect(en!.subject).toBe(`Our terms of use change on ${formatCalendarDate(effectiveDate, 'en', { year: true })}`);
    expect(en!.text_body).toContain('Hello Jean Gagnon,');
    expect(en!.text_body).toContain('What changes: The service fee goes from 5% to 6%.');
    expect(en!.text_body).toContain(`${PUBLIC_URL}/terms?lang=en&version=${VERSION}`);
    expect(en!.text_body).toContain('no later than 30 days after it takes effect');
  });

  it('notifies an account made after a run at the next run, and only it', async () => {
    const later = await buildUser(a, { role: 'client', locale: 'en' });
    const done = await Promise.all([run(b), run(a)]);
    expect(done[0].notified + done[1].notified).toBe(1);
    await settle();
    expect(await mailsTo(later.email)).toHaveLength(1);
    expect(await mailsTo(people.fr.email)).toHaveLength(1);
  });

  it('sends nothing once the version is in force, nor for versions already in force', async () => {
    const inForce: LegalCatalog = { ...LEGAL_CATALOG, terms: [...LEGAL_CATALOG.terms.filter((e) => e.effectiveDate <= today), { version: '6.0', effectiveDate: today, announcedOn: addDays(today, -30) }] };
    for (const t of [a, b]) t.server.app.legal.deps.catalog = inForce;
    try {
      await buildUser(a, { role: 'client' });
      expect((await run(a)).notified).toBe(0);
    } finally {
      for (const t of [a, b]) t.server.app.legal.deps.catalog = catalog;
    }
  });
});
