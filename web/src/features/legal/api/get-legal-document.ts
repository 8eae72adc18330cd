import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { legalKeys } from './keys';
import type { LegalDocument, LegalDocumentKind, LegalLanguage } from './types';

/** A legal document in one language: the version in force, or another published one. */
export async function getLegalDocument(document: LegalDocumentKind, language: LegalLanguage, version: string | null, signal?: AbortSignal): Promise<LegalDocument> {
  const { data, error, response } = await apiClient.GET('/api/legal/{document}', {
    params: { path: { document }, query: { lang: language, ...(version ? { version } : {}) } },
    signal,
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function legalDocumentQueryOptions(document: LegalDocumentKind, language: LegalLanguage, version: string | null) {
  return queryOptions({ queryKey: legalKeys.document(document, language, version), queryFn: ({ signal }) => getLegalDocument(document, language, version, signal) });
}

export function useLegalDocument(document: LegalDocumentKind, language: LegalLanguage, version: string | null) {
  return useQuery(legalDocumentQueryOptions(document, language, version));
}
