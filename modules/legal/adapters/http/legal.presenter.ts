import type { Acceptance, TermsStatus } from '../../domain/acceptance.js';
import type { LegalDocumentView, LegalSummary } from '../../application/documents.js';
import type { PrivacyOfficer } from '../../application/ports.js';

export const presentOfficer = (o: PrivacyOfficer) => ({ name: o.name === '' ? null : o.name, title: { fr: o.title.fr, en: o.title.en }, email: o.email, address: o.address });

export const presentDocument = (d: LegalDocumentView) => ({
  document: d.document,
  version: d.version,
  effectiveDate: d.effectiveDate,
  language: d.language,
  bindingLanguage: 'fr' as const,
  inForce: d.inForce,
  title: d.text.title,
  preamble: d.text.preamble,
  sections: d.text.sections,
  versions: d.versions,
  upcoming: d.upcoming,
  privacyOfficer: presentOfficer(d.privacyOfficer),
});

export const presentSummary = (s: LegalSummary) => ({ terms: s.terms, privacy: s.privacy, privacyOfficer: presentOfficer(s.privacyOfficer) });

const presentAcceptance = (a: Acceptance) => ({ version: a.version, language: a.language, acceptedAt: a.acceptedAt.toISOString(), source: a.source });

export const presentTermsStatus = (s: TermsStatus) => ({
  currentVersion: s.currentVersion,
  effectiveDate: s.effectiveDate,
  accepted: s.accepted,
  mustAccept: s.mustAccept,
  acceptance: s.acceptance ? presentAcceptance(s.acceptance) : null,
});
