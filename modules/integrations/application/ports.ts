import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { ApiKey } from '../domain/api-key.js';

export interface ApiKeyRepository {
  add(key: ApiKey, hash: string): Promise<void>;
  listOf(ownerId: string): Promise<ApiKey[]>;
  findOf(ownerId: string, id: string): Promise<ApiKey | null>;
  countUnrevoked(ownerId: string): Promise<number>;
  /** False when the owner has no key of that id. Revoking twice keeps the first time. */
  revoke(ownerId: string, id: string, now: Date): Promise<boolean>;
  /** The usable key of this hash with its use recorded, or null. */
  use(hash: string, now: Date, ip: string): Promise<ApiKey | null>;
}

/** The account behind a key, from identity: its role and language, and whether it may still act. */
export interface KeyOwners {
  find(userId: string): Promise<{ id: string; role: 'client' | 'cleaner' | 'admin' | null; locale: Locale; active: boolean } | null>;
}

export interface IntegrationsSettings {
  env: 'development' | 'production' | 'test';
  /** Unrevoked keys one account may hold. */
  maxKeysPerAccount: number;
  /** Longest expiry a key may be given, in days (no expiry stays allowed). */
  maxKeyExpiryDays: number;
}

export interface IntegrationsDeps {
  keys: ApiKeyRepository;
  owners: KeyOwners;
  clock: Clock;
  newId: () => string;
  settings: IntegrationsSettings;
}
