import { describe, expect, it } from 'vitest';
import { LEGAL_LANGUAGES, LEGAL_CATALOG, DOCUMENT_KINDS } from '../domain/catalog.js';
import { parseLegalText, placeholdersOf, fillPlaceholders } from '../domain/legal-text.js';
import { fileLegalTexts } from '../adapters/file-texts.adapter.js';
import { legalDocument, placeholderValues } from './documents.js';
import type { LegalDeps, LegalSettings } from './ports.js';

const settings: LegalSettings = {
  privacyOfficer: { name: '', title: { fr: 'Responsable de la protection des renseignements personnels', en: 'Privacy Officer' }, email: 'confidentialite@eclat.example', address: 'Éclat, Montréal (Québec)' },
  publicUrl: 'https://eclat.example',
  serviceFeePercent: 5,
  commissionPercent: 10,
  reviewWindowDays: 14,
  minimumOnSitePercent: 50,
  // Not the default (48): the terms quote the configuration's window.
  problemReportWindowHours: 72,
  // Not the defaults: a period written in a text instead of its placeholder would not follow, and fail below.
  retention: { verificationDocumentDays: 30, visitPhotoDays: 180, messageMonths: 12, punchPositionMonths: 1, endedSessionDays: 60, handledReportMonths: 36, acceptanceYearsAfterDeletion: 4, deletedPropertyAccessDays: 14, taxRecordYears: 7, exportLinkDays: 3 },
};
const texts = fileLegalTexts();

/** The published texts themselves: every version exists in both languages, with the same sections. */
describe('published legal texts', () => {
  for (const document of DOCUMENT_KINDS) {
    for (const { version } of LEGAL_CATALOG[document]) {
      it(`${document} ${version} exists in French and English with the same sections in the same order`, () => {
        const [fr, en] = LEGAL_LANGUAGES.map((language) => {
          const source = texts.read(document, version, language);
          expect(source, `${document}-${version}.${language}.md`).not.toBeNull();
          for (const name of placeholdersOf(source!)) expect(Object.keys(placeholderValues(settings, language))).toContain(name);
          return parseLegalText(fillPlaceholders(source!, placeholderValues(settings, language)));
        });
        expect(en!.sections.map((s) => s.id)).toEqual(fr!.sections.map((s) => s.id));
        expect(fr!.sections.length).toBeGreaterThan(5);
      });
    }
  }

  it('fills the figures of the configuration into the terms', () => {
    const deps = { catalog: LEGAL_CATALOG, texts, clock: { now: () => new Date('2026-12-01T12:00:00Z') }, settings } as unknown as LegalDeps;
    const view = legalDocument(deps)('terms', 'fr');
    const all = JSON.stringify(view.text);
    expect(all).toContain('5 % du sous-total');
    expect(all).toContain('10 % de ce montant');
    expect(all).toContain('14 jours');
    expect(all).not.toContain('{{');
  });

  it('states the time billed as the code bills it, with the figures of the configuration, in both languages (terms 1.2, issue #42)', () => {
    const deps = { catalog: LEGAL_CATALOG, texts, clock: { now: () => new Date('2027-01-11T12:00:00Z') }, settings: { ...settings, minimumOnSitePercent: 60 } } as unknown as LegalDeps;
    const fr = legalDocument(deps)('terms', 'fr');
    expect(fr.version).toBe('1.2');
    const visit = JSON.stringify(fr.text.sections.find((s) => s.id === 'visit'));
    expect(visit).toContain('Temps facturé');
    expect(visit).toContain('facturée selon la **durée réservée**, quelle que soit la durée de présence sur place');
    expect(visit).toContain('la différence n\'est pas remboursée automatiquement');
    expect(visit).toContain('au moins 60\u00a0% de la durée réservée écoulée depuis son pointage d\'arrivée');
    expect(visit).toContain('dans les 72 heures suivant le pointage de départ');
    expect(visit).not.toContain('48 heures');
    const en = JSON.stringify(legalDocument(deps)('terms', 'en').text.sections.find((s) => s.id === 'visit'));
    expect(en).toContain('Time billed');
    expect(en).toContain('billed for the **booked time**, whatever the time spent on site');
    expect(en).toContain('at least 60% of the booked time has passed since their punch-in');
    expect(en).toContain('within 72 hours of the punch-out');
    // Announced on time, after 1.1, with what changes in both languages (the written notice quotes it).
    const entry = LEGAL_CATALOG.terms.find((e) => e.version === '1.2')!;
    const previous = LEGAL_CATALOG.terms.find((e) => e.version === '1.1')!;
    expect(entry.effectiveDate > previous.effectiveDate).toBe(true);
    expect(entry.changes?.fr).toContain('Temps facturé');
    expect(entry.changes?.en).toContain('Time billed');
  });

  it('names the person in charge of personal information in the privacy policy, in both languages (Law 25)', () => {
    const deps = { catalog: LEGAL_CATALOG, texts, clock: { now: () => new Date('2026-12-01T12:00:00Z') }, settings } as unknown as LegalDeps;
    const fr = legalDocument(deps)('privacy', 'fr');
    const officer = fr.text.sections.find((s) => s.id === 'officer')!;
    expect(JSON.stringify(officer)).toContain('confidentialite@eclat.example');
    expect(JSON.stringify(officer)).toContain('Titre : Responsable de la protection des renseignements personnels');
    const en = legalDocument(deps)('privacy', 'en');
    expect(JSON.stringify(en.text.sections.find((s) => s.id === 'officer'))).toContain('Title: Privacy Officer');
    // What the law asks the policy to say: rights, retention, and where to complain.
    for (const id of ['collected', 'retention', 'rights', 'complaints']) expect(fr.text.sections.map((s) => s.id)).toContain(id);
    expect(JSON.stringify(fr.text)).toContain("Commission d'accès à l'information du Québec");
    expect(JSON.stringify(en.text)).toContain('portability');
  });

  it('states the retention periods of the configuration, with their units, in both languages', () => {
    const deps = { catalog: LEGAL_CATALOG, texts, clock: { now: () => new Date('2026-12-01T12:00:00Z') }, settings } as unknown as LegalDeps;
    const fr = JSON.stringify(legalDocument(deps)('privacy', 'fr').text.sections.find((s) => s.id === 'retention'));
    expect(fr).toContain('détruites, fichier et renseignements, 30 jours après la décision');
    expect(fr).toContain('**Photos avant et après** : 180 jours après la fin de la visite');
    expect(fr).toContain('**Messages** : 12 mois après la fin de la visite');
    expect(fr).toContain('**Position au pointage** : 1 mois après la fin de la visite');
    expect(fr).toContain('numéros de taxes** : 7 ans après la fin');
    expect(fr).toContain('payé plus 7 ans');
    expect(fr).toContain('supprimées 3 jours après leur préparation');
    expect(fr).not.toMatch(/\b6 ans\b/);
    expect(fr).toContain('**Sessions de connexion** : 60 jours après leur fin');
    expect(fr).toContain('**Signalements** : 3 ans après leur traitement');
    expect(fr).toContain('puis 4 ans après sa suppression');
    expect(fr).toContain('effacés dans les 14 jours suivant la suppression de la propriété');
    const en = JSON.stringify(legalDocument(deps)('privacy', 'en').text.sections.find((s) => s.id === 'retention'));
    expect(en).toContain('destroyed, file and details, 30 days after');
    expect(en).toContain('**Before and after photos**: 180 days after the end of the visit');
    expect(en).toContain('**Messages**: 12 months after');
    expect(en).toContain('**Punch-in and punch-out positions**: 1 month after');
    expect(en).toContain('tax numbers**: 7 years after the end');
    expect(en).toContain('paid plus 7 years');
    expect(en).toContain('deleted 3 days after they are prepared');
    expect(en).not.toMatch(/\b6 years\b/);
    expect(en).toContain('**Sign-in sessions**: 60 days after they end');
    expect(en).toContain('**Reports**: 3 years after they are handled');
    expect(en).toContain('then 4 years after its deletion');
    expect(en).toContain('erased within 14 days after the property is deleted');
  });

  it('states why the SIN is collected, who sees it, that it is encrypted and how long it is kept (privacy policy 1.2)', () => {
    const deps = { catalog: LEGAL_CATALOG, texts, clock: { now: () => new Date('2026-12-01T12:00:00Z') }, settings } as unknown as LegalDeps;
    const fr = legalDocument(deps)('privacy', 'fr');
    expect(fr.version).toBe('1.2');
    const collected = JSON.stringify(fr.text.sections.find((s) => s.id === 'collected'));
    for (const fact of ["numéro d'assurance sociale (NAS)", 'partie XX', '31 janvier', 'Agence du revenu du Canada et Revenu Québec', 'chiffré (AES-256)', 'trois derniers chiffres']) expect(collected).toContain(fact);
    const en = JSON.stringify(legalDocument(deps)('privacy', 'en').text.sections.find((s) => s.id === 'collected'));
    for (const fact of ['social insurance number (SIN)', 'Part XX', 'January 31', 'Canada Revenue Agency and Revenu Québec', 'encrypted (AES-256)', 'last three digits']) expect(en).toContain(fact);
  });
});
