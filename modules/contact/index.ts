import { contactErasure } from './adapters/persistence/contact.erasure.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { newId } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { ContactDeps, ContactSettings, StaffNames } from './application/ports.js';
import { PgContactRepository } from './adapters/persistence/contact.repository.js';
import { contactPersonalData } from './adapters/persistence/contact.personal-data.js';
import { ContactInit } from './adapters/persistence/migrations/2026112610-contact-init.js';
import { ContactReplies } from './adapters/persistence/migrations/2026113060-contact-replies.js';
import { contactRouter, type Translate } from './adapters/http/contact.routes.js';
import { adminContactMessagesRouter } from './adapters/http/admin-contact-messages.routes.js';
import { contactInfoRouter } from './adapters/http/contact-info.routes.js';
import type { ContactInfo } from './domain/contact-info.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const contactPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112610-contact-init', class: ContactInit },
    { name: '2026113060-contact-replies', class: ContactReplies },
  ] satisfies MigrationObject[],
};

export type { ContactSettings } from './application/ports.js';
export type { ContactInfo } from './domain/contact-info.js';

export interface ContactModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** The outbox mailer (src/flows/mail-flow.ts): emails recorded with the message, sent after the commit. */
  mailer: Mailer;
  /** Messages per IP and per sender address (the shared PgRateLimiter). */
  rateLimiter: RateLimiter;
  settings: ContactSettings;
  /** The support hours and the privacy officer, published on /contact. */
  info: ContactInfo;
  translate: Translate;
  /** The names of the admins who replied (identity module); ids only when left out. */
  staffNames?: StaffNames;
}

export function createContactModule(d: ContactModuleDeps) {
  const deps: ContactDeps = {
    messages: new PgContactRepository(d.em),
    tx: new OrmTransactor(d.em),
    mailer: d.mailer,
    rateLimiter: d.rateLimiter,
    clock: d.clock,
    newId,
    settings: d.settings,
    staffNames: d.staffNames ?? (async () => new Map()),
  };
  return {
    routers: [contactRouter(deps, d.translate), contactInfoRouter(d.info), adminContactMessagesRouter(deps)],
    api: {
      /** The data export (portability): the messages the person sent through the form while signed in, with the replies. */
      personalData: contactPersonalData(d.em),
      /** Account deletion: the person's contact messages are deleted, and their replies with them. */
      erasePersonalData: contactErasure(d.em),
    },
    persistence: contactPersistence,
    deps,
  };
}

export type ContactModule = ReturnType<typeof createContactModule>;
