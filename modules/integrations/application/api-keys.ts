import { DomainError } from '../../../src/shared/domain-error.js';
import type { Locale } from '../../../src/shared/locale.js';
import { generateKeySecret, hashKeySecret, isWellFormedKey, validateNewKey, type ApiKey, type KeyOwnerRole, type NewKeyInput, type Scope } from '../domain/api-key.js';
import type { IntegrationsDeps } from './ports.js';

/** Creates a key for its owner; the secret is in the answer only (stored as its hash). */
export const createApiKey =
  (deps: IntegrationsDeps) =>
  async (owner: { userId: string; role: KeyOwnerRole }, input: NewKeyInput): Promise<{ key: ApiKey; secret: string }> => {
    const now = deps.clock.now();
    const { name, scopes, expiresAt } = validateNewKey(input, owner.role, now, deps.settings.maxKeyExpiryDays);
    if ((await deps.keys.countUnrevoked(owner.userId)) >= deps.settings.maxKeysPerAccount) {
      throw new DomainError('integrations.too_many_keys', 'conflict', { max: deps.settings.maxKeysPerAccount });
    }
    const { secret, prefix, hash } = generateKeySecret(deps.settings.env);
    const key: ApiKey = { id: deps.newId(), ownerId: owner.userId, name, prefix, scopes, expiresAt, createdAt: now, revokedAt: null, lastUsedAt: null, lastUsedIp: null };
    await deps.keys.add(key, hash);
    return { key, secret };
  };

export const listApiKeys = (deps: IntegrationsDeps) => (ownerId: string) => deps.keys.listOf(ownerId);

export const getApiKey = (deps: IntegrationsDeps) => async (ownerId: string, id: string) => {
  const key = await deps.keys.findOf(ownerId, id);
  if (!key) throw new DomainError('integrations.key_not_found', 'not_found');
  return key;
};

/** Revoked at once: the next request with it answers 401. */
export const revokeApiKey = (deps: IntegrationsDeps) => async (ownerId: string, id: string) => {
  if (!(await deps.keys.revoke(ownerId, id, deps.clock.now()))) throw new DomainError('integrations.key_not_found', 'not_found');
  return (await deps.keys.findOf(ownerId, id))!;
};

export interface KeyCaller {
  userId: string;
  role: KeyOwnerRole;
  locale: Locale;
  keyId: string;
  scopes: Scope[];
}

/**
 * The caller a presented key stands for, or null when it is unknown, revoked, expired, or its owner
 * can no longer act (suspended, deleted, without a role, or an admin scope on a non-admin).
 */
export const authenticateApiKey =
  (deps: IntegrationsDeps) =>
  async (token: string, ip: string): Promise<KeyCaller | null> => {
    if (!isWellFormedKey(token)) return null;
    const key = await deps.keys.use(hashKeySecret(token), deps.clock.now(), ip);
    if (!key) return null;
    const owner = await deps.owners.find(key.ownerId);
    if (!owner || !owner.active || !owner.role) return null;
    // A role changed since the key was made: admin scopes no longer count.
    const scopes = owner.role === 'admin' ? key.scopes : key.scopes.filter((s) => !s.startsWith('admin:'));
    return { userId: owner.id, role: owner.role, locale: owner.locale, keyId: key.id, scopes };
  };
