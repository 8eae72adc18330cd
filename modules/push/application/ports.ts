import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { PushNotice } from '../../../src/shared/push-notices.js';
import type { PushCategory, PushPreferences } from '../domain/push-categories.js';
import type { PushSubscriptionRecord } from '../domain/push-subscription.js';
import type { PushDelivery } from './push-texts.js';

/** Where a push goes: a subscription's endpoint and keys. */
export type PushTarget = Pick<PushSubscriptionRecord, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

export interface SubscriptionRepository {
  /**
   * Records the browser's subscription for this person (the same endpoint again: its keys and label
   * are refreshed, and it moves to this person if someone else signed in on that browser before).
   * Keeps at most `keep` subscriptions per person, dropping the least recently used.
   */
  save(s: Omit<PushSubscriptionRecord, 'lastUsedAt'>, keep: number): Promise<{ record: PushSubscriptionRecord; created: boolean }>;
  /** Deletes this person's subscription with that endpoint; false when they have none (another person's stays). */
  remove(userId: string, endpoint: string): Promise<boolean>;
  /** The person's subscriptions when this category is on for them (one statement); none when it is off. */
  targets(userId: string, category: PushCategory): Promise<PushTarget[]>;
  /** Subscriptions the push service said are gone (404, 410). */
  deleteGone(ids: string[]): Promise<void>;
  /** The push service accepted a push for these. */
  touch(ids: string[], at: Date): Promise<void>;
  countOf(userId: string): Promise<number>;
}

export interface PreferencesRepository {
  get(userId: string): Promise<PushPreferences>;
  put(userId: string, preferences: PushPreferences, at: Date): Promise<void>;
}

/**
 * What became of one push: accepted by the push service (2xx), the subscription no longer exists there
 * (404, 410), or refused before it left (production: the endpoint's name resolved to a private address).
 */
export type SendOutcome = 'delivered' | 'gone' | 'refused';

/** Encrypts (RFC 8291) and signs (VAPID, RFC 8292) one push and POSTs it (RFC 8030); any other answer throws. */
export interface PushSender {
  send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<SendOutcome>;
}

export interface PushAccount {
  id: string;
  name: string;
  locale: Locale;
  active: boolean;
}

export interface Accounts {
  findMany(ids: string[]): Promise<PushAccount[]>;
}

export interface PushSettings {
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: plain http to this machine (development, tests). */
  allowLocalEndpoints: boolean;
  /** PUSH_SUBSCRIPTIONS_PER_ACCOUNT: devices kept per person (the least recently used goes first). */
  maxSubscriptionsPerAccount: number;
  /** PUSH_TTL_SECONDS: how long a push service keeps a push for a device that is off. */
  ttlSeconds: number;
  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  vapidPublicKey: string;
}

export interface PushDeps {
  subscriptions: SubscriptionRepository;
  preferences: PreferencesRepository;
  sender: PushSender;
  accounts: Accounts;
  clock: Clock;
  newId: () => string;
  settings: PushSettings;
  /** A device's push failed in a way a retry will not fix (logged, the subscription dropped). */
  onDropped?: (reason: string) => void;
}

/** The payload of the outbox flow `push.send` (src/flows/push-flow.ts). */
export interface PushSendPayload {
  userId: string;
  notice: PushNotice;
}
