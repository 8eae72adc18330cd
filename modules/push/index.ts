import type { LookupFunction } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, PushDeps, PushSendPayload, PushSender } from './application/ports.js';
import { deliverPush } from './application/deliver-push.js';
import { PushInit } from './adapters/persistence/migrations/2026120500-push-init.js';
import { PgPreferencesRepository, PgSubscriptionRepository } from './adapters/persistence/push.repositories.js';
import { pushErasure, pushPersonalData } from './adapters/persistence/push.personal-data.js';
import { pushRouter } from './adapters/http/push.routes.js';
import { webPushSender, type VapidKeys } from './adapters/web-push.sender.js';

export type { PushSendPayload } from './application/ports.js';
export type { VapidKeys } from './adapters/web-push.sender.js';
export { pushWatchSql } from './adapters/persistence/push-watch.sql.js';
export { PUSH_CATEGORIES, categoryOfKind, type PushCategory } from './domain/push-categories.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const pushPersistence = {
  entities: [] as EntitySchema[],
  migrations: [{ name: '2026120500-push-init', class: PushInit }] satisfies MigrationObject[],
};

export interface PushModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** Identity's accounts: the recipient's language and state, a message's sender's name. */
  accounts: Accounts;
  vapid: VapidKeys;
  settings: {
    allowLocalEndpoints: boolean;
    maxSubscriptionsPerAccount: number;
    ttlSeconds: number;
    timeoutMs: number;
    /** Production: the outgoing-address guard's lookup (no push to a private address). */
    lookup?: LookupFunction;
  };
  /** Tests: a sender of their own; default: web-push's encryption and VAPID over node:http(s). */
  sender?: PushSender;
  onDropped?: (reason: string) => void;
}

export function createPushModule(d: PushModuleDeps) {
  const deps: PushDeps = {
    subscriptions: new PgSubscriptionRepository(d.em),
    preferences: new PgPreferencesRepository(d.em),
    sender: d.sender ?? webPushSender(d.vapid, { timeoutMs: d.settings.timeoutMs, ...(d.settings.lookup ? { lookup: d.settings.lookup } : {}) }),
    accounts: d.accounts,
    clock: d.clock,
    newId,
    settings: { allowLocalEndpoints: d.settings.allowLocalEndpoints, maxSubscriptionsPerAccount: d.settings.maxSubscriptionsPerAccount, ttlSeconds: d.settings.ttlSeconds, vapidPublicKey: d.vapid.publicKey },
    ...(d.onDropped ? { onDropped: d.onDropped } : {}),
  };
  return {
    routers: [pushRouter(deps)],
    api: {
      /** Step `push.deliver` of the flow `push.send` (src/flows/push-flow.ts). */
      deliver: (p: PushSendPayload) => deliverPush(deps)(p),
      /** The data export (portability): devices (label, push service, dates) and category choices. */
      personalData: pushPersonalData(d.em),
      /** Account deletion: devices and choices deleted. */
      erasePersonalData: pushErasure(d.em),
    },
    persistence: pushPersistence,
  };
}

export type PushModule = ReturnType<typeof createPushModule>;
