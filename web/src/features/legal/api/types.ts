import type { components } from '../../../api/schema';

export type LegalSummary = components['schemas']['LegalSummary'];
export type LegalDocument = components['schemas']['LegalDocument'];
export type LegalBlock = components['schemas']['LegalBlock'];
export type PrivacyOfficer = components['schemas']['PrivacyOfficer'];
export type TermsAcceptanceStatus = components['schemas']['TermsAcceptanceStatus'];
export type LegalDocumentKind = LegalDocument['document'];
export type LegalLanguage = LegalDocument['language'];
