import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type WebPush from 'web-push';
import type { AppConfig } from './config.js';

/** Where development's generated pair is kept (git-ignored with the rest of DATA_DIR). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const cache = new Map<string, { publicKey: string; privateKey: string }>();

/**
 * The VAPID pair: the configured one, or outside production a pair generated on the first start and kept
 * in DATA_DIR/vapid-keys.json, so that browsers subscribed with its public key keep receiving pushes
 * after a restart (a new key would orphan every subscription). Several processes starting together
 * (tests) agree on one pair: each writes its candidate to a file of its own and links it into place,
 * which succeeds for one of them only; the others read the winner's.
 */
export function vapidKeysOf(config: Pick<AppConfig, 'env' | 'dataDir' | 'push'>): { publicKey: string; privateKey: string } {
  if (config.push.vapid) return config.push.vapid;
  if (config.env === 'production') throw new Error('VAPID keys are required in production (the configuration refuses to start without them)');
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const known = cache.get(file);
  if (known) return known;
  const keys = readKeys(file) ?? createKeys(file);
  cache.set(file, keys);
  return keys;
}

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    return typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string' ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${file} is unreadable (${String(error)}): delete it to generate a new VAPID pair (browsers then subscribe again)`);
  }
}

function createKeys(file: string): { publicKey: string; privateKey: string } {
  mkdirSync(path.dirname(file), { recursive: true });
  const candidate = `${file}.${randomUUID()}`;
  // web-push is read only to make the pair, once: a start that finds it (and production) never loads it here (issue #39).
  const webPush = createRequire(import.meta.url)('web-push') as typeof WebPush;
  writeFileSync(candidate, `${JSON.stringify(webPush.generateVAPIDKeys(), null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  const keys = readKeys(file);
  if (!keys) throw new Error(`${file} holds no VAPID pair`);
  return keys;
}
