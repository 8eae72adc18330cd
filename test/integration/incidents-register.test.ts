import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { localDateOf } from '../../src/shared/local-time.js';

/**
 * Issue #17, the confidentiality incident register (Law 25, s. 3.8): admins record, edit and close
 * incidents in the console, every change is kept with who and when, nothing deletes an entry before
 * its retention date, and the whole register exports as CSV (Excel-ready) and JSON.
 */
let t: TestServer;
let admin: { token: string; user: { id: string; name: string } };
let second: { token: string; user: { id: string; name: string } };
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));
const today = localDateOf(new Date());
const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

type Person = { id: string; name: string | null };
type Incident = Record<string, unknown> & {
  id: string;
  reference: string;
  status: string;
  version: number;
  keptUntil: string;
  recordedBy: Person;
  updatedBy: Person;
  closedBy: Person | null;
  history: { at: string; by: Person; action: string; changes: { field: string; from: unknown; to: unknown }[] }[];
};
type ErrorBody = { error: string; message: string; details?: { field: string; code: string; message: string }[] };

beforeAll(async () => {
  // A deployment keeping entries six years rather than the law's five.
  t = await createTestServer({ configure: (c) => void ((c.rateLimits.login.perIp = 10_000), (c.incidents.retentionYears = 6)) });
  admin = (await loginAs(t, 'admin', { name: 'Alice Responsable' })) as typeof admin;
  second = (await loginAs(t, 'admin', { name: 'Bruno Adjoint' })) as typeof second;
});
afterAll(() => t.close());

const base = '/api/admin/confidentiality-incidents';
const input = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: `Facture envoyée au mauvais client ${randomUUID().slice(0, 6)}`,
  kinds: ['unauthorized_disclosure'],
  circumstances: 'Une facture a été envoyée par courriel à un autre client.',
  occurredOn: '2026-11-02',
  discoveredOn: '2026-11-03',
  informationCategories: ['identification', 'contact', 'financial'],
  informationDescription: 'Nom, adresse et montant de la facture',
  peopleAffected: 1,
  ...overrides,
});
const record = async (overrides: Record<string, unknown> = {}, token = admin.token) => {
  const res = await t.api<Incident>('POST', base, { token, body: input(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const update = (incident: Incident, changes: Record<string, unknown>, token = admin.token) => {
  const { id, reference, number, recordedAt, recordedBy, updatedAt, updatedBy, closedAt, closedBy, keptUntil, history, ...writable } = incident;
  void [id, reference, number, recordedAt, recordedBy, updatedAt, updatedBy, closedAt, closedBy, keptUntil, history];
  return t.api<Incident & ErrorBody>('PUT', `${base}/${incident.id}`, { token, body: { ...writable, ...changes } });
};
const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const download = (path: string, token = admin.token) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.31.0.1' } });

describe('who may use the register', () => {
  it('is for admins only: 401 anonymous, 403 client and cleaner, as JSON', async () => {
    const client = await loginAs(t, 'client');
    const cleaner = await loginAs(t, 'cleaner');
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, input()],
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`, { ...input(), version: 1 }],
      ['GET', '/api/admin/confidentiality-incident-register.csv'],
      ['GET', '/api/admin/confidentiality-incident-register.json'],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.api<ErrorBody>(method, path, body ? { body } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.error).toBe('auth.unauthenticated');
      for (const token of [client.token, cleaner.token]) {
        const res = await t.api<ErrorBody>(method, path, { token, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toMatchObject({ error: 'auth.forbidden', message: expect.any(String) });
      }
    }
  });
});

describe('POST /api/admin/confidentiality-incidents', () => {
  it('records the entry, who recorded it, its retention date and a first history line with every field', async () => {
    const incident = await record({ occurredUntil: '2026-11-03', occurrenceEstimated: true, peopleAffectedEstimated: true });
    expect(incident).toMatchObject({
      reference: expect.stringMatching(/^IC-\d{4,}$/),
      status: 'open',
      seriousInjuryRisk: 'to_assess',
      occurredUntil: '2026-11-03',
      recordedBy: { id: admin.user.id, name: 'Alice Responsable' },
      updatedBy: { id: admin.user.id, name: 'Alice Responsable' },
      closedAt: null,
      closedBy: null,
      keptUntil: addYears('2026-11-03', 6),
      version: 1,
    });
    expect(incident.history).toHaveLength(1);
    const [created] = incident.history;
    expect(created).toMatchObject({ action: 'created', by: { id: admin.user.id, name: 'Alice Responsable' } });
    expect(created!.changes).toContainEqual({ field: 'kinds', from: null, to: ['unauthorized_disclosure'] });
    expect(created!.changes).toContainEqual({ field: 'peopleAffected', from: null, to: 1 });
    expect(created!.changes).toHaveLength(23);

    const read = await t.api<Incident>('GET', `${base}/${incident.id}`, { token: second.token });
    expect(read.body).toEqual(incident);
  });

  it('refuses bad input as 400 JSON naming each field, in the caller’s language', async () => {
    const missing = await t.api<ErrorBody>('POST', base, { token: admin.token, body: { title: 'Sans le reste' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('validation_failed');
    expect(missing.body.details!.map((d) => d.field)).toEqual(expect.arrayContaining(['body.kinds', 'body.circumstances', 'body.occurredOn', 'body.discoveredOn', 'body.peopleAffected']));

    const unknown = await t.api<ErrorBody>('POST', base, { token: admin.token, body: input({ reporter: 'x' }) });
    expect(unknown.body.details).toContainEqual(expect.objectContaining({ field: 'body.reporter', code: 'fields.unknown' }));
    const choice = await t.api<ErrorBody>('POST', base, { token: admin.token, body: input({ kinds: ['hack'], seriousInjuryRisk: 'maybe' }) });
    expect(choice.status).toBe(400);
    expect(choice.body.details!.map((d) => d.code)).toEqual(['fields.invalid_choice', 'fields.invalid_choice']);
    const long = await t.api<ErrorBody>('POST', base, { token: admin.token, body: input({ measures: 'm'.repeat(5001), peopleAffected: 100_000_001 }) });
    expect(long.status).toBe(400);
    expect((await t.api('POST', base, { token: admin.token, body: input({ kinds: ['loss', 'loss'] }) })).status).toBe(400);

    const english = await loginAs(t, 'admin', { locale: 'en' });
    const future = await t.api<ErrorBody>('POST', base, { token: english.token, body: input({ occurredOn: addYears(today, 1), discoveredOn: addYears(today, 1) }) });
    expect(future.status).toBe(400);
    expect(future.body.details).toContainEqual({ field: 'body.discoveredOn', code: 'incidents.date_in_future', message: 'This date cannot be in the future' });

    const closing = await t.api<ErrorBody>('POST', base, { token: admin.token, body: input({ status: 'closed', seriousInjuryRisk: 'yes' }) });
    expect(closing.status).toBe(400);
    expect(closing.body.details).toContainEqual({ field: 'body.commissionNotifiedOn', code: 'incidents.commission_notice_required', message: 'Un risque de préjudice sérieux doit être déclaré à la Commission d’accès à l’information avant la fermeture' });
    expect(closing.body.details).toContainEqual(expect.objectContaining({ field: 'body.measures', code: 'incidents.required_to_close' }));

    const broken = await fetch(`${t.url}${base}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: '{"title":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_json' });
  });
});

describe('PUT /api/admin/confidentiality-incidents/{id}', () => {
  it('adds each edit to the history with who, when and every field before and after, and closes as a status', async () => {
    const incident = await record();
    const assessed = await update(incident, { seriousInjuryRisk: 'no', sensitivity: 'Faible : aucune donnée bancaire', anticipatedConsequences: 'Aucune', misuseLikelihood: 'Faible', measures: 'Le client a supprimé le courriel.' }, second.token);
    expect(assessed.status).toBe(200);
    expect(assessed.body).toMatchObject({ version: 2, recordedBy: { id: admin.user.id }, updatedBy: { id: second.user.id, name: 'Bruno Adjoint' }, status: 'open' });
    const edit = assessed.body.history[1]!;
    expect(edit).toMatchObject({ action: 'updated', by: { id: second.user.id, name: 'Bruno Adjoint' } });
    expect(edit.changes).toEqual([
      { field: 'seriousInjuryRisk', from: 'to_assess', to: 'no' },
      { field: 'sensitivity', from: null, to: 'Faible : aucune donnée bancaire' },
      { field: 'anticipatedConsequences', from: null, to: 'Aucune' },
      { field: 'misuseLikelihood', from: null, to: 'Faible' },
      { field: 'measures', from: null, to: 'Le client a supprimé le courriel.' },
    ]);
    expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(Date.parse(assessed.body.history[0]!.at));

    // Saving the same facts again writes nothing.
    const same = await update(assessed.body, {});
    expect(same.body.version).toBe(2);
    expect(same.body.history).toHaveLength(2);

    const closed = await update(assessed.body, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', closedBy: { id: admin.user.id }, version: 3 });
    expect(closed.body.history.map((h) => h.action)).toEqual(['created', 'updated', 'closed']);
    expect(closed.body.history[2]!.changes).toEqual([{ field: 'status', from: 'open', to: 'closed' }]);

    const reopened = await update(closed.body, { status: 'open', measures: 'Le client a supprimé le courriel, confirmé par écrit.' });
    expect(reopened.body).toMatchObject({ status: 'open', closedAt: null, closedBy: null });
    expect(reopened.body.history.at(-1)).toMatchObject({ action: 'reopened', changes: [{ field: 'measures' }, { field: 'status', from: 'closed', to: 'open' }] });
  });

  it('refuses an edit started from an older version (409) and leaves the entry as it was', async () => {
    const incident = await record();
    expect((await update(incident, { peopleAffected: 2 })).status).toBe(200);
    const stale = await update(incident, { peopleAffected: 3 }, second.token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'incidents.edited_meanwhile', message: expect.stringContaining('Rechargez') });
    const now = await t.api<Incident>('GET', `${base}/${incident.id}`, { token: admin.token });
    expect(now.body).toMatchObject({ peopleAffected: 2, version: 2 });
    expect(now.body.history).toHaveLength(2);
  });

  it('answers 404 for an unknown entry, 400 without a version or with bad facts', async () => {
    const missing = await t.api<ErrorBody>('PUT', `${base}/${randomUUID()}`, { token: admin.token, body: { ...input(), version: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'incidents.not_found', message: 'Cet incident n’existe pas dans le registre.' });
    expect((await t.api('GET', `${base}/${randomUUID()}`, { token: admin.token })).status).toBe(404);
    const incident = await record();
    const noVersion = await t.api<ErrorBody>('PUT', `${base}/${incident.id}`, { token: admin.token, body: input() });
    expect(noVersion.body.details).toContainEqual(expect.objectContaining({ field: 'body.version', code: 'fields.required' }));
    const notice = await update(incident, { peopleNotifiedOn: '2026-11-02', peopleNoticeMethod: null });
    expect(notice.status).toBe(400);
    expect(notice.body.details!.map((d) => [d.field, d.code])).toEqual([
      ['body.peopleNotifiedOn', 'incidents.before_discovery'],
      ['body.peopleNoticeMethod', 'incidents.notice_method_required'],
    ]);
  });
});

describe('nothing deletes the register', () => {
  it('has no delete endpoint: DELETE answers 405 JSON', async () => {
    const incident = await record();
    const res = await fetch(`${t.url}${base}/${incident.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).not.toMatch(/DELETE/);
    expect(await res.json()).toMatchObject({ error: 'method_not_allowed' });
    expect((await t.api('GET', `${base}/${incident.id}`, { token: admin.token })).status).toBe(200);
  });

  it('has the database refuse to delete an entry before its retention date, or to change or truncate its history', async () => {
    const incident = await record();
    await expect(sql('delete from confidentiality_incident_history where incident_id = ?', [incident.id])).rejects.toThrow(/append-only/);
    await expect(sql(`update confidentiality_incident_history set changes = '[]'::jsonb where incident_id = ?`, [incident.id])).rejects.toThrow(/append-only/);
    await expect(sql('delete from confidentiality_incidents where id = ?', [incident.id])).rejects.toThrow(/must be kept until/);
    await expect(sql('truncate confidentiality_incident_history')).rejects.toThrow(/cannot be truncated/);
    await expect(sql(`update confidentiality_incidents set kept_until = discovered_on + 365 where id = ?`, [incident.id])).rejects.toThrow(/check constraint/);
    expect((await t.api<Incident>('GET', `${base}/${incident.id}`, { token: admin.token })).body.history).toHaveLength(1);

    // Past its retention date an entry can be destroyed (history first): the rule is the period, not a blanket ban.
    const old = await record({ occurredOn: '2015-03-01', discoveredOn: '2015-03-02' });
    expect(old.keptUntil).toBe('2021-03-02');
    await sql('delete from confidentiality_incident_history where incident_id = ?', [old.id]);
    await sql('delete from confidentiality_incidents where id = ?', [old.id]);
    expect((await t.api('GET', `${base}/${old.id}`, { token: admin.token })).status).toBe(404);
  });

  it('keeps entries at least the five years of the regulation, whatever the configuration', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).incidents.retentionYears).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test', INCIDENT_REGISTER_RETENTION_YEARS: '10' }).incidents.retentionYears).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'test', INCIDENT_REGISTER_RETENTION_YEARS: '4' })).toThrow(ConfigError);
  });
});

describe('GET /api/admin/confidentiality-incidents', () => {
  it('filters by status, risk and discovery dates, finds a reference, and pages with Content-Range', async () => {
    const serious = await record({ discoveredOn: '2026-10-15', occurredOn: '2026-10-14', seriousInjuryRisk: 'yes', title: 'Vol d’un portable avec des pièces d’identité' });
    const minor = await record({ discoveredOn: '2026-10-16', occurredOn: '2026-10-16', seriousInjuryRisk: 'no' });
    const list = (query: string) => t.api<Incident[]>('GET', `${base}?${query}`, { token: admin.token });
    const ids = [serious.id, minor.id];

    const bySerious = await list(`${filter({ seriousInjuryRisk: 'yes', id: ids })}`);
    expect(bySerious.body.map((i) => i.id)).toEqual([serious.id]);
    const inRange = await list(`${filter({ discoveredFrom: '2026-10-16', discoveredTo: '2026-10-16', id: ids })}`);
    expect(inRange.body.map((i) => i.id)).toEqual([minor.id]);
    expect((await list(`${filter({ status: 'closed', id: ids })}`)).body).toEqual([]);
    expect((await list(`${filter({ q: serious.reference })}`)).body.map((i) => i.id)).toEqual([serious.id]);
    expect((await list(`${filter({ q: 'portable avec des pièces' })}`)).body.map((i) => i.id)).toEqual([serious.id]);

    const page = await list(`${filter({ id: ids })}&range=[0,0]&sort=["discoveredOn","ASC"]`);
    expect(page.headers.get('content-range')).toBe('confidentiality-incidents 0-0/2');
    expect(page.body.map((i) => i.id)).toEqual([serious.id]);
    expect(page.body[0]).not.toHaveProperty('history');

    for (const bad of [filter({ status: 'deleted' }), filter({ discoveredFrom: '15/10/2026' }), filter({ discoveredTo: '2026-02-30' }), filter({ q: 'a\u0000b' }), 'sort=["title","ASC"]', 'range=[0,500]']) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
    }
  });
});

describe('exporting the register', () => {
  it('gives a CSV with a byte order mark, one row per entry with every field, escaped for spreadsheets', async () => {
    const tricky = await record({
      title: 'Perte, clé USB "dossiers" du bureau',
      circumstances: 'Ligne 1, avec virgule\nLigne 2 ; point-virgule et "guillemets"',
      informationDescription: '=HYPERLINK("http://exemple.test")',
      discoveredOn: '2026-09-01',
      occurredOn: '2026-08-30',
      kinds: ['loss', 'unauthorized_access'],
      informationCategories: ['identity_documents', 'home_access'],
      peopleAffected: 12,
      peopleAffectedEstimated: true,
    });
    const res = await download(`/api/admin/confidentiality-incident-register.csv?${filter({ id: [tricky.id] })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="registre-incidents-confidentialite-${today}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFRéférence,Titre,Statut,Nature de l’incident,Circonstances,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row] = text.slice(1).split('\r\n');
    expect(header!.split(',')).toHaveLength(32);
    expect(row).toContain(`${tricky.reference},"Perte, clé USB ""dossiers"" du bureau",Ouvert,"Perte, Accès non autorisé par la loi","Ligne 1, avec virgule\nLigne 2 ; point-virgule et ""guillemets""",2026-08-30,,non,2026-09-01,"Pièces d’identité, Accès au domicile (codes, instructions)","'=HYPERLINK(""http://exemple.test"")",12,oui,À évaluer,`);
    expect(row).toContain(`Alice Responsable,`);
    expect(row!.endsWith(`,${addYears('2026-09-01', 6)},${tricky.id}`)).toBe(true);

    const semicolons = await download(`/api/admin/confidentiality-incident-register.csv?delimiter=semicolon&lang=en&${filter({ id: [tricky.id] })}`);
    expect(semicolons.headers.get('content-disposition')).toContain('confidentiality-incident-register-');
    const english = (await semicolons.text()).split('\r\n');
    expect(english[0]!.startsWith('Reference;Title;Status;Nature of the incident;')).toBe(true);
    expect(english[1]).toContain(`;"Perte, clé USB ""dossiers"" du bureau";Open;`);
    expect(english[1]).toContain(';Loss, Access not authorized by law;');
    expect(english[1]).toContain(';"Ligne 1, avec virgule\nLigne 2 ; point-virgule et ""guillemets""";');

    expect((await download(`/api/admin/confidentiality-incident-register.csv?delimiter=tab`)).status).toBe(400);
    expect((await download(`/api/admin/confidentiality-incident-register.csv?${filter({ status: 'gone' })}`)).status).toBe(400);
  });

  it('gives JSON with every entry, its whole history and who keeps the register', async () => {
    const incident = await record({ discoveredOn: '2026-08-01', occurredOn: '2026-08-01' });
    await update(incident, { peopleAffected: 4 });
    const res = await t.api<{ exportedAt: string; privacyOfficer: { email: string; title: { fr: string } }; retentionYears: number; incidents: Incident[] }>(
      'GET',
      `/api/admin/confidentiality-incident-register.json?${filter({ discoveredFrom: '2026-08-01', discoveredTo: '2026-08-01' })}`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="confidentiality-incident-register-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).toMatchObject({ retentionYears: 6, privacyOfficer: { email: t.config.privacyOfficer.email, title: { fr: t.config.privacyOfficer.title.fr } } });
    const exported = res.body.incidents.find((i) => i.id === incident.id)!;
    expect(exported).toMatchObject({ peopleAffected: 4, kinds: ['unauthorized_disclosure'], version: 2 });
    expect(exported.history.map((h) => h.action)).toEqual(['created', 'updated']);
    expect(exported.history[1]!.changes).toEqual([{ field: 'peopleAffected', from: 1, to: 4 }]);
    expect(res.body.incidents.every((i) => i.discoveredOn === '2026-08-01')).toBe(true);
  });
});
