import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import { PlatformInit } from './db/migrations/2026112200-platform-init.js';
import { RealtimeOutbox } from './db/migrations/2026112281-realtime-outbox.js';
import { PlatformOutbox } from './db/migrations/2026112590-platform-outbox.js';
import { DevMailboxHeaders } from './db/migrations/2026112901-dev-mailbox-headers.js';
import { PlatformAbort } from './db/migrations/2026120400-platform-abort.js';
import { DevMailboxAttachments } from './db/migrations/2026112902-dev-mailbox-attachments.js';
import { identityPersistence } from '../modules/identity/index.js';
import { propertiesPersistence } from '../modules/properties/index.js';
import { cleanersPersistence } from '../modules/cleaners/index.js';
import { availabilityPersistence } from '../modules/availability/index.js';
import { bookingPersistence } from '../modules/booking/index.js';
import { paymentsPersistence } from '../modules/payments/index.js';
import { payoutsPersistence } from '../modules/payouts/index.js';
import { messagingPersistence } from '../modules/messaging/index.js';
import { reviewsPersistence } from '../modules/reviews/index.js';
import { feedbackPersistence } from '../modules/feedback/index.js';
import { referralsPersistence } from '../modules/referrals/index.js';
import { invoicesPersistence } from '../modules/invoices/index.js';
import { newsletterPersistence } from '../modules/newsletter/index.js';
import { contactPersistence } from '../modules/contact/index.js';
import { legalPersistence } from '../modules/legal/index.js';
import { contentPersistence } from '../modules/content/index.js';
import { incidentsPersistence } from '../modules/incidents/index.js';
import { promotionsPersistence } from '../modules/promotions/index.js';
import { portabilityPersistence } from '../modules/portability/index.js';
import { analyticsPersistence } from '../modules/analytics/index.js';
import { sellerReportingPersistence } from '../modules/seller-reporting/index.js';
import { integrationsPersistence } from '../modules/integrations/index.js';
import { pushPersistence } from '../modules/push/index.js';
import { casesPersistence } from '../modules/cases/index.js';

/**
 * Every module's entities and migrations, in the order they must run. The shell knows the modules;
 * no module knows the shell.
 */
export const allEntities: EntitySchema[] = [...identityPersistence.entities, ...propertiesPersistence.entities, ...cleanersPersistence.entities, ...availabilityPersistence.entities, ...bookingPersistence.entities, ...paymentsPersistence.entities, ...payoutsPersistence.entities, ...messagingPersistence.entities, ...reviewsPersistence.entities, ...feedbackPersistence.entities, ...referralsPersistence.entities, ...invoicesPersistence.entities, ...newsletterPersistence.entities, ...contactPersistence.entities, ...legalPersistence.entities, ...contentPersistence.entities, ...incidentsPersistence.entities, ...promotionsPersistence.entities, ...portabilityPersistence.entities, ...analyticsPersistence.entities, ...sellerReportingPersistence.entities, ...integrationsPersistence.entities, ...pushPersistence.entities, ...casesPersistence.entities];

export const allMigrations: MigrationObject[] = [
  { name: '2026112200-platform-init', class: PlatformInit },
  { name: '2026112281-realtime-outbox', class: RealtimeOutbox },
  ...identityPersistence.migrations,
  ...propertiesPersistence.migrations,
  ...cleanersPersistence.migrations,
  ...availabilityPersistence.migrations,
  ...bookingPersistence.migrations,
  ...paymentsPersistence.migrations,
  ...payoutsPersistence.migrations,
  ...messagingPersistence.migrations,
  ...reviewsPersistence.migrations,
  ...feedbackPersistence.migrations,
  ...referralsPersistence.migrations,
  ...invoicesPersistence.migrations,
  ...newsletterPersistence.migrations,
  ...contactPersistence.migrations,
  ...legalPersistence.migrations,
  ...contentPersistence.migrations,
  ...incidentsPersistence.migrations,
  ...promotionsPersistence.migrations,
  ...portabilityPersistence.migrations,
  ...analyticsPersistence.migrations,
  ...sellerReportingPersistence.migrations,
  ...integrationsPersistence.migrations,
  ...pushPersistence.migrations,
  ...casesPersistence.migrations,
  { name: '2026112590-platform-outbox', class: PlatformOutbox },
  { name: '2026112901-dev-mailbox-headers', class: DevMailboxHeaders },
  { name: '2026112902-dev-mailbox-attachments', class: DevMailboxAttachments },
  { name: '2026120400-platform-abort', class: PlatformAbort },
];
