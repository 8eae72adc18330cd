import type { AppConfig } from '../config/config.js';

/** One bounded batch of a module's retention rule: what is older than `before`, at most about `limit`; answers how many. */
type Batch = (before: Date, limit: number) => Promise<number>;

/** The modules' retention use cases, each deleting only its own data through its public api. */
export interface RetentionApis {
  identity: { api: { purgeEndedSessions: Batch } };
  feedback: { api: { purgeHandledReports: Batch } };
  legal: { api: { purgeAfterAccountDeletion: Batch } };
  properties: { api: { eraseDeletedAccessDetails: Batch } };
  cleaners: { api: { destroyDecidedDocuments: Batch } };
  booking: { api: { deleteOldVisitPhotos: Batch; eraseOldPunchPositions: Batch } };
  messaging: { api: { purgeOldConversations: Batch } };
  sellerReporting: { api: { purgeExpiredIdentifications: Batch; rotateTaxIdKey(limit: number): Promise<number> } };
  integrations: { api: { purgeOldEvents: Batch; resealWebhookSecrets(limit: number): Promise<number> } };
}

export interface RetentionOutcome {
  verificationDocuments: number;
  visitPhotos: number;
  punchPositions: number;
  conversations: number;
  /** Deleted cleaners' seller identifications past their tax-records date. */
  sellerIdentifications: number;
  /** SINs sealed under a previous APP_SECRET, re-sealed under the current one (key rotation). */
  taxIdsResealed: number;
  /** Events past the feed's period (GET /api/events, INTEGRATION_EVENTS_RETENTION_DAYS). */
  integrationEvents: number;
  /** Webhook secrets stored in clear or under a previous APP_SECRET, sealed under the current one. */
  webhookSecretsResealed: number;
  /** Sign-in sessions past RETENTION_ENDED_SESSION_DAYS after their end. */
  endedSessions: number;
  /** Reports on cleaners past RETENTION_HANDLED_REPORT_MONTHS after they were handled. */
  handledReports: number;
  /** Terms acceptances and change notices of accounts deleted more than RETENTION_ACCEPTANCE_YEARS_AFTER_DELETION ago. */
  acceptancesAfterDeletion: number;
  /** Deleted properties whose access details were erased (RETENTION_DELETED_PROPERTY_ACCESS_DAYS). */
  propertyAccessDetails: number;
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);

/** The same instant `months` calendar months earlier (UTC), on the month's last day when it is shorter. */
export function monthsBefore(now: Date, months: number): Date {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const d = new Date(now);
  d.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return d;
}

/**
 * The daily retention run (docs/decisions.md, "Retention"): every period of `config.retention`, each
 * module deleting its own data in batches of `batchSize` rows (one transaction each, rows taken with
 * SKIP LOCKED, so instances running at once share the work and never delete twice), at most
 * `maxBatches` per rule, the rest left for the next day. Running it again finds nothing more to do.
 * Financial records (bookings, payments, invoices, payouts) are kept: 6 years by tax law.
 */
export async function enforceRetention(apis: RetentionApis, retention: Omit<AppConfig['retention'], 'schedule'> & { integrationEventDays: number }, now: Date): Promise<RetentionOutcome> {
  const inBatches = async (batch: Batch, before: Date): Promise<number> => {
    let total = 0;
    for (let i = 0; i < retention.maxBatches; i++) {
      const done = await batch(before, retention.batchSize);
      total += done;
      if (done < retention.batchSize) break;
    }
    return total;
  };
  return {
    verificationDocuments: await inBatches(apis.cleaners.api.destroyDecidedDocuments, daysBefore(now, retention.verificationDocumentDays)),
    visitPhotos: await inBatches(apis.booking.api.deleteOldVisitPhotos, daysBefore(now, retention.visitPhotoDays)),
    punchPositions: await inBatches(apis.booking.api.eraseOldPunchPositions, monthsBefore(now, retention.punchPositionMonths)),
    conversations: await inBatches(apis.messaging.api.purgeOldConversations, monthsBefore(now, retention.messageMonths)),
    sellerIdentifications: await inBatches(apis.sellerReporting.api.purgeExpiredIdentifications, now),
    taxIdsResealed: await apis.sellerReporting.api.rotateTaxIdKey(retention.batchSize),
    integrationEvents: await inBatches(apis.integrations.api.purgeOldEvents, daysBefore(now, retention.integrationEventDays)),
    webhookSecretsResealed: await apis.integrations.api.resealWebhookSecrets(retention.batchSize),
    endedSessions: await inBatches(apis.identity.api.purgeEndedSessions, daysBefore(now, retention.endedSessionDays)),
    handledReports: await inBatches(apis.feedback.api.purgeHandledReports, monthsBefore(now, retention.handledReportMonths)),
    acceptancesAfterDeletion: await inBatches(apis.legal.api.purgeAfterAccountDeletion, monthsBefore(now, 12 * retention.acceptanceYearsAfterDeletion)),
    propertyAccessDetails: await inBatches(apis.properties.api.eraseDeletedAccessDetails, daysBefore(now, retention.deletedPropertyAccessDays)),
  };
}
