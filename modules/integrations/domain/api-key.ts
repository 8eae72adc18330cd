import { createHash, randomBytes } from 'node:crypto';
import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/**
 * API keys for integrators (issue #25): a named secret with scopes, acting as its owner within them
 * and never more (docs/decisions.md, "API keys").
 */
export const MEMBER_SCOPES = [
  'bookings:read',
  'bookings:write',
  'messages:read',
  'messages:write',
  'properties:read',
  'properties:write',
  'invoices:read',
  'payouts:read',
  'events:read',
] as const;
/** Only an admin's key may carry these: the console's API (/api/admin/...). */
export const ADMIN_SCOPES = ['admin:read', 'admin:write'] as const;
export const ALL_SCOPES = [...MEMBER_SCOPES, ...ADMIN_SCOPES] as const;
export type Scope = (typeof ALL_SCOPES)[number];

export type KeyOwnerRole = 'client' | 'cleaner' | 'admin';

export interface ApiKey {
  id: string;
  ownerId: string;
  name: string;
  /** The key's first characters (`eclat_live_AbC1`), shown in lists so a person recognises it; never enough to use it. */
  prefix: string;
  scopes: Scope[];
  expiresAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
}

export const KEY_NAME_MAX = 80;
/** Characters of the key kept in clear to recognise it: the environment prefix and 4 random characters. */
const SHOWN_RANDOM_CHARS = 4;
const KEY_FORMAT = /^eclat_(live|test)_[A-Za-z0-9_-]{43}$/;

/** `eclat_live_` in production, `eclat_test_` elsewhere, so secret scanners and people tell them apart. */
export const keyPrefixFor = (env: 'development' | 'production' | 'test'): string => (env === 'production' ? 'eclat_live_' : 'eclat_test_');

/** A new secret: the prefix then 32 random bytes in base64url (256 bits, so a fast hash suffices to store it). */
export function generateKeySecret(env: 'development' | 'production' | 'test'): { secret: string; prefix: string; hash: string } {
  const secret = keyPrefixFor(env) + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, keyPrefixFor(env).length + SHOWN_RANDOM_CHARS), hash: hashKeySecret(secret) };
}

export const hashKeySecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token is shaped like an API key (anything else is a session token). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith('eclat_live_') || token.startsWith('eclat_test_');
export const isWellFormedKey = (token: string): boolean => KEY_FORMAT.test(token);

export const isUsable = (key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date): boolean => key.revokedAt === null && (key.expiresAt === null || key.expiresAt > now);

export interface NewKeyInput {
  name: string;
  scopes: string[];
  expiresAt?: string | null;
}

/** Checks what a person asks for; returns the normalised name, scopes and expiry. */
export function validateNewKey(input: NewKeyInput, role: KeyOwnerRole, now: Date, maxExpiryDays: number): { name: string; scopes: Scope[]; expiresAt: Date | null } {
  const issues: FieldIssue[] = [];
  const name = input.name.trim();
  if (!name) issues.push({ field: 'body.name', code: 'fields.required' });
  const scopes = [...new Set(input.scopes)];
  const unknown = scopes.filter((s) => !(ALL_SCOPES as readonly string[]).includes(s));
  if (unknown.length || !scopes.length) issues.push({ field: 'body.scopes', code: 'fields.invalid_choice' });
  let expiresAt: Date | null = null;
  if (input.expiresAt) {
    expiresAt = new Date(input.expiresAt);
    if (!(expiresAt > now)) issues.push({ field: 'body.expiresAt', code: 'integrations.expiry_not_in_future' });
    else if (expiresAt.getTime() - now.getTime() > maxExpiryDays * 86_400_000) issues.push({ field: 'body.expiresAt', code: 'integrations.expiry_too_far', params: { days: maxExpiryDays } });
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  if (role !== 'admin' && scopes.some((s) => (ADMIN_SCOPES as readonly string[]).includes(s))) throw new DomainError('integrations.admin_scope_forbidden', 'forbidden');
  return { name, scopes: scopes as Scope[], expiresAt };
}
