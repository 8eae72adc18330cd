import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';

export type RetentionRun = components['schemas']['RetentionRun'];
export type RetentionRule = keyof RetentionRun['outcome'];

/** The rules of the report, in the order the privacy policy states them. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  'verificationDocuments',
  'visitPhotos',
  'punchPositions',
  'conversations',
  'endedSessions',
  'handledReports',
  'propertyAccessDetails',
  'acceptancesAfterDeletion',
  'sellerIdentifications',
  'integrationEvents',
  'taxIdsResealed',
  'webhookSecretsResealed',
];

/** Runs the privacy retention job now (POST /api/admin/retention-runs) and answers its report. */
export async function runRetentionNow(): Promise<RetentionRun> {
  const { data, error, response } = await api.POST('/api/admin/retention-runs', {});
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
