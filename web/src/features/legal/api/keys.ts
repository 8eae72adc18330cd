import type { LegalDocumentKind, LegalLanguage } from './types';

/** Query keys of the legal documents; accepting the terms replaces `termsAcceptance(userId)`. */
export const legalKeys = {
  all: ['legal'] as const,
  summary: () => [...legalKeys.all, 'summary'] as const,
  document: (document: LegalDocumentKind, language: LegalLanguage, version: string | null) => [...legalKeys.all, 'document', document, language, version ?? 'current'] as const,
  termsAcceptance: (userId: string) => [...legalKeys.all, 'terms-acceptance', userId] as const,
};
