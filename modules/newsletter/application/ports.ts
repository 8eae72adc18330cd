import type { Clock } from '../../../src/shared/clock.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { ConsentRecord, Subscriber } from '../domain/subscriber.js';

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
}
