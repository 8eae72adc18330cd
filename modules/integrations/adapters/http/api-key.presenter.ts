import type { ApiKey } from '../../domain/api-key.js';

/** A key as its owner sees it: never the secret (only in the creation's answer) nor its hash. */
export const presentApiKey = (k: ApiKey, now: Date) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  expiresAt: k.expiresAt?.toISOString() ?? null,
  createdAt: k.createdAt.toISOString(),
  revokedAt: k.revokedAt?.toISOString() ?? null,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: k.lastUsedIp,
  status: k.revokedAt ? ('revoked' as const) : k.expiresAt && k.expiresAt <= now ? ('expired' as const) : ('active' as const),
});
