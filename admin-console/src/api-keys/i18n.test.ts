import { describe, expect, it } from 'vitest';
import { apiKeysEn, apiKeysFr } from './i18n';
import { ALL_SCOPES, toApiKeyBody } from './api-keys-api';
import { keyPaths, lookup } from '../i18n/message-keys';

describe('the API keys’ console messages', () => {
  it('have the same keys in French and English, and name every field and state', () => {
    expect(keyPaths(apiKeysEn).sort()).toEqual(keyPaths(apiKeysFr).sort());
    for (const messages of [apiKeysFr, apiKeysEn]) {
      for (const field of ['name', 'prefix', 'scopes', 'expiresAt', 'createdAt', 'lastUsedAt', 'status']) expect(lookup(messages, `resources.api-keys.fields.${field}`), field).toEqual(expect.any(String));
      for (const s of ['active', 'expired', 'revoked']) expect(lookup(messages, `eclat.api_keys.status.${s}`), s).toEqual(expect.any(String));
    }
  });
});

describe('the form and the API', () => {
  it('sends a trimmed name, the scopes and the expiry as an instant (none when empty)', () => {
    expect(toApiKeyBody({ name: '  Tableau  ', scopes: ['admin:read'], expiresAt: '' })).toEqual({ name: 'Tableau', scopes: ['admin:read'] });
    expect(toApiKeyBody({ name: 'X', scopes: ['bookings:read'], expiresAt: '2027-01-01T10:00' }).expiresAt).toBe(new Date('2027-01-01T10:00').toISOString());
    expect(ALL_SCOPES).toContain('admin:write');
  });
});
