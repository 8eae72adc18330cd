import type { Clock } from '../../../src/shared/clock.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Campaign, CampaignStatus, DeliveryProgress } from '../domain/campaign.js';
import type { ConsentRecord, Subscriber, SubscriberStatus } from '../domain/subscriber.js';

export interface SubscriberRepository {
  /** The address's record, locked until the transaction ends. */
  lockByEmail(email: string): Promise<Subscriber | null>;
  /** Inserts a new record; false when another request created the address's record first. */
  insertIfAbsent(subscriber: Subscriber): Promise<boolean>;
  save(subscriber: Subscriber): Promise<void>;
  lockByConfirmTokenHash(hash: string): Promise<Subscriber | null>;
  lockByUnsubscribeToken(token: string): Promise<Subscriber | null>;
  findById(id: string): Promise<Subscriber | null>;
  addConsent(record: ConsentRecord): Promise<void>;
  consentsOf(subscriberId: string): Promise<ConsentRecord[]>;
  /** Deletes sign-ups never confirmed whose link expired before `before` (and their records); returns how many. */
  purgeUnconfirmed(before: Date): Promise<number>;
}

export interface CampaignListQuery {
  sort: { field: 'createdAt' | 'updatedAt' | 'sendRequestedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  ids: string[] | null;
  q: string | null;
  status: CampaignStatus | null;
}

/** A delivery taken by the sender (locked until its transaction ends), with its subscriber as they are now. */
export interface DueDelivery {
  id: string;
  campaignId: string;
  attempts: number;
  subscriber: Pick<Subscriber, 'email' | 'locale' | 'status' | 'unsubscribeToken'>;
}

export interface CampaignRepository {
  insert(campaign: Campaign): Promise<void>;
  save(campaign: Campaign): Promise<void>;
  findById(id: string): Promise<Campaign | null>;
  lockById(id: string): Promise<Campaign | null>;
  list(query: CampaignListQuery): Promise<{ items: Campaign[]; total: number }>;
  progressOf(ids: string[]): Promise<Map<string, DeliveryProgress>>;
  /** One pending delivery per subscriber confirmed now; returns how many were created. */
  createDeliveries(campaignId: string, now: Date): Promise<number>;
  /** The next pending delivery due at `now`, locked (FOR UPDATE SKIP LOCKED); null when none is free. */
  takeDue(now: Date): Promise<DueDelivery | null>;
  markSent(id: string, locale: Locale, now: Date): Promise<void>;
  markSkipped(id: string, now: Date): Promise<void>;
  /** A failed send: retried at `retryAt`, or given up (`failed`) when null. */
  markFailedAttempt(id: string, input: { attempts: number; error: string; retryAt: Date | null; now: Date }): Promise<void>;
  /** Campaigns being sent with no pending delivery left become `sent`. */
  finishCampaigns(now: Date): Promise<void>;
}

export interface SubscriberView {
  id: string;
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  requestedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
}

export interface SubscriberListQuery {
  sort: { field: 'createdAt' | 'email' | 'confirmedAt' | 'requestedAt' | 'unsubscribedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  ids: string[] | null;
  q: string | null;
  status: SubscriberStatus | null;
  locale: Locale | null;
}

export interface SubscriberAdminQueries {
  list(query: SubscriberListQuery): Promise<{ items: SubscriberView[]; total: number }>;
  /** Every confirmed subscriber (optionally of one language or matching a search), by address. */
  confirmed(query: { locale: Locale | null; q: string | null }): Promise<SubscriberView[]>;
}

/** The legal module: the version of the terms of use in force, recorded with each sign-up's consent. */
export interface Terms {
  versionInForce(): string | null | Promise<string | null>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface NewsletterSettings {
  publicUrl: string;
  /** Hours a confirmation link works. */
  confirmHours: number;
  /** Sign-ups per IP address per window: over it, 429. */
  perIp: { limit: number; windowSeconds: number };
  /** Emails (confirmation or "already subscribed") per address per window: over it, nothing is sent (and nothing said). */
  perEmail: { limit: number; windowSeconds: number };
  /** Days an unconfirmed sign-up is kept after its link expired. */
  keepUnconfirmedDays: number;
  /** Tries of one newsletter delivery before it counts as failed (docs/decisions.md, "Newsletter sending"). */
  sendMaxAttempts: number;
}

export interface NewsletterDeps {
  subscribers: SubscriberRepository;
  tx: Transactor;
  /** The outbox mailer: recorded with the change, sent after the commit. */
  mailer: Mailer;
  rateLimiter: RateLimiter;
  terms: Terms;
  clock: Clock;
  newId: () => string;
  newToken: () => string;
  hashToken: (token: string) => string;
  /** Keyed hash of an IP address for the consent record (null: none recorded). */
  hashIp: (ip: string) => string | null;
  settings: NewsletterSettings;
  campaigns: CampaignRepository;
  subscriberQueries: SubscriberAdminQueries;
  /**
   * The mail transport itself (SMTP or the development mailbox), for newsletter deliveries: each
   * delivery row is its own outbox, marked in the transaction that sends it.
   */
  transport: Mailer;
  /** Starts sending due deliveries in the background (after the commit that created them). */
  kickDeliveries: () => void;
  /** The address of a staff account (identity), where a test newsletter goes. */
  staffEmailOf: (userId: string) => Promise<string | null>;
}
