import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs, uniqueEmail } from '../support/factories.js';
import { LEGAL_CATALOG } from '../../modules/legal/index.js';

/** The versioned terms and privacy policy, and who accepted which version of the terms (issue #15). */
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer({
    env: { PRIVACY_OFFICER_NAME: 'Marie Tremblay', PRIVACY_OFFICER_EMAIL: 'vie-privee@eclat.example', PRIVACY_OFFICER_ADDRESS: '1000 rue Exemple, Montréal (Québec) H2X 1Y4' },
    configure: (c) => {
      c.rateLimits.signup.perIp = 10_000;
      c.rateLimits.login.perIp = 10_000;
    },
  });
});
afterAll(() => t.close());

type Status = { currentVersion: string; effectiveDate: string; accepted: boolean; mustAccept: boolean; acceptance: { version: string; language: string; acceptedAt: string; source: string } | null };
const status = (token?: string) => t.api<Status>('GET', '/api/users/me/terms-acceptance', { token });
const accept = (body: unknown, token?: string) => t.api<Status>('POST', '/api/users/me/terms-acceptance', { token, body });
const signup = (extra: Record<string, unknown> = {}) =>
  t.api<{ token: string }>('POST', '/api/auth/signup', {
    body: { name: 'Léa Gagnon', email: uniqueEmail('legal'), password: 'une phrase de passe solide', dateOfBirth: '1990-03-04', acceptTerms: true, ...extra },
  });
const todayInQuebec = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
/** The published versions of the terms in force by now (a later one may be announced: its 30 days' notice). */
const termsInForce = LEGAL_CATALOG.terms.filter((e) => e.effectiveDate <= todayInQuebec);
const current = termsInForce.at(-1)!;
const announced = LEGAL_CATALOG.terms.find((e) => e.effectiveDate > todayInQuebec) ?? null;
const privacyInForce = LEGAL_CATALOG.privacy.filter((e) => e.effectiveDate <= todayInQuebec).at(-1)!;

describe('GET /api/legal and /api/legal/{document}', () => {
  it('tells the versions in force and the privacy officer from configuration', async () => {
    const res = await t.api('GET', '/api/legal');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      terms: { version: current.version, effectiveDate: current.effectiveDate },
      privacyOfficer: { name: 'Marie Tremblay', email: 'vie-privee@eclat.example', address: '1000 rue Exemple, Montréal (Québec) H2X 1Y4', title: { fr: 'Responsable de la protection des renseignements personnels' } },
    });
  });

  it('serves French first whatever the reader asks, and English on request', async () => {
    const fr = await t.api('GET', '/api/legal/terms', { headers: { 'accept-language': 'en' } });
    expect(fr.status).toBe(200);
    expect(fr.body).toMatchObject({ document: 'terms', language: 'fr', bindingLanguage: 'fr', version: current.version, inForce: true, title: "Conditions d'utilisation d'Éclat" });
    expect(fr.body.upcoming).toEqual(announced ? expect.objectContaining({ version: announced.version, effectiveDate: announced.effectiveDate }) : null);
    const en = await t.api('GET', '/api/legal/terms?lang=en');
    expect(en.body).toMatchObject({ language: 'en', title: 'Éclat Terms of Use' });
    // The same anchors in both languages, for the table of contents and links.
    expect(en.body.sections.map((s: { id: string }) => s.id)).toEqual(fr.body.sections.map((s: { id: string }) => s.id));
  });

  it('publishes the privacy officer inside the privacy policy (Law 25)', async () => {
    const res = await t.api('GET', '/api/legal/privacy');
    const officer = res.body.sections.find((s: { id: string }) => s.id === 'officer');
    expect(JSON.stringify(officer)).toContain('Marie Tremblay');
    expect(JSON.stringify(officer)).toContain('vie-privee@eclat.example');
  });

  it("states on /privacy exactly the periods this server enforces (its configuration: retention job, tax records, data exports)", async () => {
    const res = await t.api('GET', '/api/legal/privacy');
    expect(res.body).toMatchObject({ version: privacyInForce.version, inForce: true });
    const retention = JSON.stringify(res.body.sections.find((s: { id: string }) => s.id === 'retention'));
    const r = t.config.retention;
    const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    expect(retention).toContain(`**Position au pointage**\u00a0: ${unit(r.punchPositionMonths, 'mois', 'mois')} après la fin de la visite`);
    expect(retention).toContain(`**Photos avant et après**\u00a0: ${unit(r.visitPhotoDays, 'jour', 'jours')} après la fin de la visite`);
    expect(retention).toContain(`**Messages**\u00a0: ${unit(r.messageMonths, 'mois', 'mois')} après la fin de la visite`);
    expect(retention).toContain(`détruites, fichier et renseignements, ${unit(r.verificationDocumentDays, 'jour', 'jours')} après la décision`);
    expect(retention).toContain(`numéros de taxes**\u00a0: ${unit(r.taxRecordYears, 'an', 'ans')} après la fin`);
    expect(retention).toContain(`payé plus ${unit(r.taxRecordYears, 'an', 'ans')}`);
    expect(retention).toContain(`supprimées ${unit(t.config.portability.linkDays, 'jour', 'jours')} après leur préparation`);
    // The seller reporting identification of a deleted, paid cleaner is kept the same number of years the policy states.
    expect(t.server.app.sellerReporting.deps.settings.recordsKeptYears).toBe(r.taxRecordYears);
  });

  it('answers 404 for an unknown version and 400 for an unknown document or a malformed version', async () => {
    const unknown = await t.api('GET', '/api/legal/terms?version=9.9');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'legal.version_not_found', message: "Cette version du document n'existe pas." });
    expect((await t.api('GET', '/api/legal/cookies')).status).toBe(400);
    expect((await t.api('GET', '/api/legal/terms?version=../../etc')).status).toBe(400);
  });
});

describe('POST /api/auth/signup records the accepted terms', () => {
  it('records the version in force, French by default, and when', async () => {
    const before = Date.now();
    const res = await signup();
    expect(res.status).toBe(201);
    const after = Date.now();
    const mine = await status(res.body.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ currentVersion: current.version, accepted: true, mustAccept: false, acceptance: { version: current.version, language: 'fr', source: 'signup' } });
    const at = Date.parse(mine.body.acceptance!.acceptedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
  });

  it('records English when the person expressly chose it, with the version they read', async () => {
    const res = await signup({ termsVersion: current.version, termsLanguage: 'en', locale: 'en' });
    expect(res.status).toBe(201);
    expect((await status(res.body.token)).body.acceptance).toMatchObject({ version: current.version, language: 'en' });
  });

  it('refuses a version that is no longer in force (409), and creates no account', async () => {
    const email = uniqueEmail('outdated');
    const res = await t.api('POST', '/api/auth/signup', { body: { name: 'Léa Gagnon', email, password: 'une phrase de passe solide', dateOfBirth: '1990-03-04', acceptTerms: true, termsVersion: '0.9' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'legal.terms_version_outdated', details: [{ field: 'body.termsVersion' }] });
    expect(res.body.message).toContain(current.version);
    expect((await t.api('POST', '/api/auth/login', { body: { email, password: 'une phrase de passe solide' } })).status).toBe(401);
  });
});

describe('GET and POST /api/users/me/terms-acceptance', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await status()).status).toBe(401);
    expect((await accept({ version: current.version })).status).toBe(401);
  });

  it('asks an account that never accepted, then records the acceptance once (the first one is kept)', async () => {
    const { token } = await loginAs(t, 'client');
    expect((await status(token)).body).toMatchObject({ accepted: false, mustAccept: true, acceptance: null });
    const stale = await accept({ version: '0.9' }, token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'legal.terms_version_outdated' });
    const done = await accept({ version: current.version }, token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ accepted: true, mustAccept: false, acceptance: { version: current.version, language: 'fr', source: 'prompt' } });
    const again = await accept({ version: current.version, language: 'en' }, token);
    expect(again.body.acceptance).toEqual(done.body.acceptance);
  });

  it('validates the body against the contract', async () => {
    const { token } = await loginAs(t, 'cleaner');
    expect((await accept({}, token)).status).toBe(400);
    expect((await accept({ version: current.version, language: 'de' }, token)).status).toBe(400);
    expect((await accept({ version: 'x'.repeat(21) }, token)).status).toBe(400);
  });

  it('never asks staff', async () => {
    const { token } = await loginAs(t, 'admin');
    expect((await status(token)).body).toMatchObject({ accepted: false, mustAccept: false });
  });
});

describe('a new version of the terms', () => {
  const legal = () => t.server.app.legal.deps;
  const original = { catalog: LEGAL_CATALOG, texts: null as null | ReturnType<typeof legal>['texts'] };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const publish = (...entries: { version: string; effectiveDate: string }[]) => {
    const deps = legal();
    original.texts ??= deps.texts;
    const texts = original.texts;
    deps.catalog = { ...LEGAL_CATALOG, terms: [...termsInForce, ...entries] };
    // The test versions reuse the published wording.
    deps.texts = { read: (document, version, language) => texts.read(document, LEGAL_CATALOG[document].some((e) => e.version === version) ? version : current.version, language) };
  };
  afterEach(() => {
    legal().catalog = original.catalog;
    if (original.texts) legal().texts = original.texts;
  });

  it('asks people who accepted the previous one, who then accept it', async () => {
    const signedUp = await signup();
    const token = signedUp.body.token;
    publish({ version: '99.0', effectiveDate: today });

    expect((await status(token)).body).toMatchObject({ currentVersion: '99.0', accepted: false, mustAccept: true, acceptance: { version: current.version, source: 'signup' } });
    const doc = await t.api('GET', '/api/legal/terms');
    expect(doc.body).toMatchObject({ version: '99.0', inForce: true });
    expect(doc.body.versions).toEqual([
      { version: '99.0', effectiveDate: today, inForce: true },
      { version: current.version, effectiveDate: current.effectiveDate, inForce: false },
    ]);
    // The previous version stays readable.
    expect((await t.api('GET', `/api/legal/terms?version=${current.version}`)).body).toMatchObject({ version: current.version, inForce: false });

    expect((await accept({ version: current.version }, token)).status).toBe(409);
    const accepted = await accept({ version: '99.0', language: 'en' }, token);
    expect(accepted.body).toMatchObject({ currentVersion: '99.0', accepted: true, mustAccept: false, acceptance: { version: '99.0', language: 'en', source: 'prompt' } });
    // A sign-up form still showing the old version is sent back to read the new one.
    expect((await signup({ termsVersion: current.version })).status).toBe(409);
  });

  it('announces a version published ahead of its effective date without asking for it yet', async () => {
    const signedUp = await signup();
    publish({ version: '99.1', effectiveDate: '2199-01-01' });
    expect((await t.api('GET', '/api/legal/terms')).body).toMatchObject({ version: current.version, upcoming: { version: '99.1', effectiveDate: '2199-01-01' } });
    expect((await t.api('GET', '/api/legal/terms?version=99.1&lang=en')).body).toMatchObject({ version: '99.1', inForce: false, language: 'en' });
    expect((await status(signedUp.body.token)).body).toMatchObject({ currentVersion: current.version, accepted: true, mustAccept: false });
  });
});
