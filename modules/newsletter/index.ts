import { newsletterErasure } from './adapters/persistence/newsletter.erasure.js';
import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { hashToken, newId, newSecretToken } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { NewsletterDeps, NewsletterSettings, Terms } from './application/ports.js';
import { PgSubscriberRepository } from './adapters/persistence/newsletter.repository.js';
import { newsletterPersonalData } from './adapters/persistence/newsletter.personal-data.js';
import { NewsletterInit } from './adapters/persistence/migrations/2026112600-newsletter-init.js';
import { NewsletterCampaigns } from './adapters/persistence/migrations/2026112900-newsletter-campaigns.js';
import { PgCampaignRepository, PgSubscriberAdminQueries } from './adapters/persistence/campaign.repository.js';
import { adminNewsletterRouter } from './adapters/http/admin-newsletter.routes.js';
import { deliverNewsletters } from './application/deliver-newsletters.js';
import { newsletterRouter, type Translate } from './adapters/http/newsletter.routes.js';
import { purgeUnconfirmed } from './application/purge-unconfirmed.js';
import { newsletterIssue, newsletterLinks } from './application/newsletter-emails.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const newsletterPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112600-newsletter-init', class: NewsletterInit },
    { name: '2026112900-newsletter-campaigns', class: NewsletterCampaigns },
  ] satisfies MigrationObject[],
};

export type { NewsletterSettings } from './application/ports.js';

export interface NewsletterModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** The outbox mailer (src/flows/mail-flow.ts): emails recorded with the change, sent after the commit. */
  mailer: Mailer;
  /** The transport itself (SMTP or the development mailbox): newsletter deliveries are their own outbox. */
  transport: Mailer;
  /** Runs `work` in the background with an ORM context of its own (the sending after a request's commit); never rejects. */
  background: (work: () => Promise<unknown>) => Promise<unknown>;
  /** A staff account's address (identity), where test newsletters go. */
  staffEmailOf: (userId: string) => Promise<string | null>;
  /** Sign-ups per IP and emails per address (the shared PgRateLimiter). */
  rateLimiter: RateLimiter;
  /** Keys the hash of IP addresses in consent records (APP_SECRET). */
  appSecret: string;
  /** The legal module's terms version in force, kept with each consent; none known without it. */
  terms?: Terms;
  settings: NewsletterSettings;
  translate: Translate;
}

export function createNewsletterModule(d: NewsletterModuleDeps) {
  const deps: NewsletterDeps = {
    subscribers: new PgSubscriberRepository(d.em),
    tx: new OrmTransactor(d.em),
    mailer: d.mailer,
    rateLimiter: d.rateLimiter,
    terms: d.terms ?? { versionInForce: () => null },
    clock: d.clock,
    newId,
    newToken: newSecretToken,
    hashToken,
    // Keyed, so that the hashes of the few billion IPv4 addresses cannot simply be listed.
    hashIp: (ip) => (ip ? createHmac('sha256', d.appSecret).update(`newsletter-ip:${ip}`).digest('hex') : null),
    settings: d.settings,
    campaigns: new PgCampaignRepository(d.em),
    subscriberQueries: new PgSubscriberAdminQueries(d.em),
    transport: d.transport,
    kickDeliveries: () => kick(),
    staffEmailOf: d.staffEmailOf,
  };
  const deliver = deliverNewsletters(deps);
  // One background run at a time in this process; a kick during a run asks for one more after it
  // (its rows may have been created after the run looked). Other instances share rows through SKIP LOCKED.
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const kick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = d
      .background(async () => {
        let run;
        do {
          again = false;
          run = await deliver(50);
        } while (!stopped && (again || run.sent + run.skipped + run.failed > 0));
      })
      .finally(() => {
        running = null;
      });
  };
  return {
    routers: [newsletterRouter(deps, d.translate), adminNewsletterRouter(deps)],
    api: {
      /** The minute job: deliveries left by a process that died, and retries of failed sends. */
      deliverDue: deliver,
      /** Shutdown: no new background run; resolves when the current one has finished its batch. */
      stopDeliveries: async () => {
        stopped = true;
        await running;
      },
      /** The daily job: unconfirmed sign-ups are forgotten some days after their link expired. */
      purgeUnconfirmed: purgeUnconfirmed(deps),
      /** A subscriber's unsubscribe page and List-Unsubscribe one-click URL (for the sender of newsletter issues). */
      linksOf: (subscriber: { unsubscribeToken: string }) => newsletterLinks(d.settings.publicUrl, subscriber),
      /** One issue for one confirmed subscriber, ending with their unsubscribe link, plus the one-click headers. */
      issueFor: (subscriber: Parameters<typeof newsletterIssue>[0], content: Parameters<typeof newsletterIssue>[2]) => newsletterIssue(subscriber, d.settings.publicUrl, content),
      /** The data export (portability): the subscription of the account's address and its consent records. */
      personalData: newsletterPersonalData(d.em),
      /** Account deletion: the account's address unsubscribed and forgotten, consents included. */
      erasePersonalData: newsletterErasure(d.em),
    },
    persistence: newsletterPersistence,
    deps,
  };
}

export type NewsletterModule = ReturnType<typeof createNewsletterModule>;
