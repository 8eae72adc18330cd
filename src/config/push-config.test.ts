import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { VAPID_KEYS_FILE, vapidKeysOf } from './vapid-keys.js';
import { PRODUCTION_ENV, TEST_VAPID_KEYS } from './production-env.fixture.js';

const { publicKey: PUBLIC, privateKey: PRIVATE } = TEST_VAPID_KEYS;
const PROD = PRODUCTION_ENV;
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env, '/srv/app');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('push configuration', () => {
  it('has documented defaults: keys generated outside production, contact from OPS_EMAIL, https endpoints only, 24 h TTL', () => {
    expect(loadConfig({}, '/srv/app').push).toEqual({ vapid: null, subject: 'mailto:operations@eclat.local', allowLocalEndpoints: false, ttlSeconds: 86_400, timeoutMs: 5000, maxSubscriptionsPerAccount: 10 });
    expect(loadConfig(PROD, '/srv/app').push).toMatchObject({ vapid: { publicKey: PUBLIC, privateKey: PRIVATE }, subject: 'mailto:operations@eclat.example' });
    expect(loadConfig({ VAPID_SUBJECT: 'https://eclat.example/contact', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true', PUSH_TTL_SECONDS: '3600' }).push).toMatchObject({ subject: 'https://eclat.example/contact', allowLocalEndpoints: true, ttlSeconds: 3600 });
  });

  it('requires the VAPID pair in production, and refuses local endpoints there', () => {
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...withoutKeys } = PROD;
    expect(refusal(withoutKeys)).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production/);
    expect(refusal({ ...PROD, PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })).toContain('PUSH_ALLOW_LOCAL_ENDPOINTS');
  });

  it('refuses half a pair, keys that are not P-256, and a subject push services cannot use', () => {
    expect(refusal({ VAPID_PUBLIC_KEY: PUBLIC })).toContain('go together');
    expect(refusal({ VAPID_PUBLIC_KEY: PUBLIC.slice(0, 40), VAPID_PRIVATE_KEY: PRIVATE })).toContain('VAPID_PUBLIC_KEY must be');
    expect(refusal({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: `${PRIVATE}AAAA` })).toContain('VAPID_PRIVATE_KEY must be');
    expect(refusal({ VAPID_SUBJECT: 'http://eclat.example' })).toContain('VAPID_SUBJECT');
    expect(refusal({ PUSH_TTL_SECONDS: '5' })).toContain('PUSH_TTL_SECONDS');
  });
});

describe('development VAPID keys', () => {
  it('are generated once into DATA_DIR (owner-only) and read back from there after a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eclat-vapid-'));
    const keys = vapidKeysOf({ env: 'development', dataDir, push: loadConfig({}).push });
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(keys);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);

    // Another start on a data folder that holds a pair: that pair, not a new one.
    const restarted = mkdtempSync(path.join(tmpdir(), 'eclat-vapid-'));
    writeFileSync(path.join(restarted, VAPID_KEYS_FILE), JSON.stringify({ publicKey: PUBLIC, privateKey: PRIVATE }));
    expect(vapidKeysOf({ env: 'test', dataDir: restarted, push: loadConfig({}).push })).toEqual({ publicKey: PUBLIC, privateKey: PRIVATE });
  });

  it('are the configured ones when set, and never generated in production', () => {
    expect(vapidKeysOf({ env: 'production', dataDir: '/nonexistent', push: loadConfig(PROD).push })).toEqual({ publicKey: PUBLIC, privateKey: PRIVATE });
    expect(() => vapidKeysOf({ env: 'production', dataDir: '/nonexistent', push: loadConfig({}).push })).toThrow(/required in production/);
  });
});
