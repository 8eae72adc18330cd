import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import type { ErasureSubject } from '../../src/shared/personal-data-erasure.js';
import type { PersonalDataSubject } from '../../src/shared/personal-data.js';
import type { IntegrationsDeps, IntegrationsSettings, KeyOwners } from './application/ports.js';
import { authenticateApiKey } from './application/api-keys.js';
import { PgApiKeyRepository } from './adapters/persistence/api-keys.repository.js';
import { IntegrationsApiKeys } from './adapters/persistence/migrations/2026113050-integrations-api-keys.js';
import { apiKeysRouter } from './adapters/http/api-keys.routes.js';
import { requiredScope } from './domain/scope-rules.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { Locale } from '../../src/shared/locale.js';
import { PgWebhookRepository } from './adapters/persistence/webhooks.repository.js';
import { IntegrationsWebhooks } from './adapters/persistence/migrations/2026113051-integrations-webhooks.js';
import { webhooksRouter } from './adapters/http/webhooks.routes.js';
import { attemptDelivery, publishEvent, type WebhookDeps, type WebhookFlows, type WebhookSettings } from './application/webhooks.js';
import { eventIdOf } from './domain/event-id.js';
import type { WebhookEventType } from './domain/webhook.js';

export { looksLikeApiKey } from './domain/api-key.js';
export { WEBHOOK_ATTEMPT } from './application/webhooks.js';
export type { KeyCaller } from './application/api-keys.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const integrationsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026113050-integrations-api-keys', class: IntegrationsApiKeys },
    { name: '2026113051-integrations-webhooks', class: IntegrationsWebhooks },
  ] satisfies MigrationObject[],
};

export interface IntegrationsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  owners: KeyOwners;
  settings: IntegrationsSettings;
  /** Webhooks: the owner's address for the failure email, the outbox, the durable mailer. */
  accounts: { find(userId: string): Promise<{ id: string; name: string; email: string; locale: Locale; active: boolean } | null> };
  flows: WebhookFlows;
  mailer: Mailer;
  webhookSettings: WebhookSettings;
  /** What both parties of a booking see of it (booking module, late-bound). */
  bookings: { participants(bookingId: string): Promise<{ bookingId: string; clientId: string; cleanerId: string; status: string; date: string; time: string; startsAt: Date; cleaningType: string } | null> };
}

/** For integrators (issue #25): API keys with scopes. */
export function createIntegrationsModule(d: IntegrationsModuleDeps) {
  const keys = new PgApiKeyRepository(d.em);
  const deps: IntegrationsDeps = { keys, owners: d.owners, clock: d.clock, newId, settings: d.settings };
  const webhooks = new PgWebhookRepository(d.em);
  const hookDeps: WebhookDeps = { webhooks, clock: d.clock, newId, flows: d.flows, mailer: d.mailer, owners: d.accounts, settings: d.webhookSettings };
  const publish = publishEvent(hookDeps);
  /** A booking event to its client's and cleaner's endpoints: the facts both parties see, and which party the owner is. */
  const publishBooking = async (bookingId: string, type: WebhookEventType, discriminator: string) => {
    const facts = await d.bookings.participants(bookingId);
    if (!facts) return;
    const booking = { id: facts.bookingId, status: facts.status, date: facts.date, time: facts.time, startsAt: facts.startsAt.toISOString(), cleaningType: facts.cleaningType };
    await publish({
      id: eventIdOf(`${type}:${bookingId}:${discriminator}`),
      type,
      ownerIds: [facts.clientId, facts.cleanerId],
      dataFor: (ownerId) => ({ booking, role: ownerId === facts.clientId ? 'client' : 'cleaner' }),
    });
  };
  return {
    routers: [apiKeysRouter(deps), webhooksRouter(hookDeps)],
    api: {
      /** Key -> caller with its scopes, for src/http/auth.ts; null: 401. */
      authenticateApiKey: authenticateApiKey(deps),
      /** The scope an operation of the contract needs from a key (null: keys are refused). */
      requiredScope,
      personalData: async (s: PersonalDataSubject) => ({ data: { ...(await keys.personalData(s)).data, webhooks: await webhooks.personalData(s) }, files: [] }),
      erasePersonalData: async (s: ErasureSubject) => {
        await keys.erase(s);
        await webhooks.erase(s);
      },
      /** For the booking flows' steps (src/flows/booking-flows.ts), after the change committed. */
      webhooks: {
        bookingRequested: async (bookingIds: string[]) => {
          for (const id of bookingIds) await publishBooking(id, 'booking.requested', 'once');
        },
        bookingChanged: async (bookingId: string, event: string) => {
          const type = `booking.${event}` as WebhookEventType;
          // A booking can be moved more than once: each move is its own event (its new start and status).
          const facts = await d.bookings.participants(bookingId);
          if (facts) await publishBooking(bookingId, type, `${facts.status}:${facts.startsAt.toISOString()}`);
        },
        /** The outbox step of one attempt (flow WEBHOOK_ATTEMPT). */
        attempt: attemptDelivery(hookDeps),
      },
    },
    persistence: integrationsPersistence,
    deps,
  };
}

export type IntegrationsModule = ReturnType<typeof createIntegrationsModule>;
