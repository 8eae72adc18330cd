import type { User } from '../../api/types';

/**
 * Spec section 3 (Session): `{ user, token }` kept as JSON under `eclat.session`, in session
 * storage by default or local storage when "remember me" was ticked. The token is also kept
 * alone under `eclat.token` (same storage) and completes a stored session that lacks it.
 */

export const SESSION_KEY = 'eclat.session';
export const TOKEN_KEY = 'eclat.token';

export interface StoredSession {
  user: User;
  token: string | null;
}

/** The subset of the Web Storage API used here, so tests can pass in-memory stores. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStores {
  /** window.localStorage: survives the browser being closed (remember me). */
  local: KeyValueStore;
  /** window.sessionStorage: this tab only. */
  session: KeyValueStore;
}

export interface FoundSession extends StoredSession {
  remember: boolean;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'string' && typeof candidate.name === 'string';
}

function parseSession(raw: string): { user: User; token: string | null } | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { user, token } = parsed as Record<string, unknown>;
    if (!isUser(user)) return null;
    return { user, token: typeof token === 'string' && token !== '' ? token : null };
  } catch {
    return null;
  }
}

function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function safeRemove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Storage can be disabled (private mode); nothing to remove then.
  }
}

/** Reads the stored session, tab storage first; a corrupt entry is dropped. */
export function readSession(stores: SessionStores): FoundSession | null {
  const candidates: Array<[KeyValueStore, boolean]> = [
    [stores.session, false],
    [stores.local, true],
  ];
  for (const [store, remember] of candidates) {
    const raw = safeGet(store, SESSION_KEY);
    if (raw === null) continue;
    const session = parseSession(raw);
    if (!session) {
      safeRemove(store, SESSION_KEY);
      continue;
    }
    const token = session.token ?? safeGet(store, TOKEN_KEY);
    return { user: session.user, token: token === '' ? null : token, remember };
  }
  return null;
}

/** The token to send as a bearer, even when only `eclat.token` survived. */
export function readToken(stores: SessionStores): string | null {
  const session = readSession(stores);
  if (session?.token) return session.token;
  return safeGet(stores.session, TOKEN_KEY) ?? safeGet(stores.local, TOKEN_KEY);
}

/** Whether a lone token sits in local storage, so a session rebuilt from it stays remembered. */
export function tokenIsRemembered(stores: SessionStores): boolean {
  return safeGet(stores.session, TOKEN_KEY) === null && safeGet(stores.local, TOKEN_KEY) !== null;
}

export function writeSession(stores: SessionStores, session: StoredSession, remember: boolean): void {
  const target = remember ? stores.local : stores.session;
  const other = remember ? stores.session : stores.local;
  // One session at a time: a new sign-in replaces whatever the other storage held.
  clearStore(other);
  try {
    target.setItem(SESSION_KEY, JSON.stringify({ user: session.user, token: session.token }));
    if (session.token) target.setItem(TOKEN_KEY, session.token);
    else target.removeItem(TOKEN_KEY);
  } catch {
    // Without storage the session simply lasts as long as the page.
  }
}

/** Replaces the stored user after a profile change, keeping the storage and token in place. */
export function updateStoredUser(stores: SessionStores, user: User): void {
  const found = readSession(stores);
  if (!found) return;
  writeSession(stores, { user, token: found.token }, found.remember);
}

export function clearSession(stores: SessionStores): void {
  clearStore(stores.session);
  clearStore(stores.local);
}

function clearStore(store: KeyValueStore): void {
  safeRemove(store, SESSION_KEY);
  safeRemove(store, TOKEN_KEY);
}

class MemoryStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

export function memoryStore(): KeyValueStore {
  return new MemoryStore();
}

let browser: SessionStores | null = null;

/** The browser's storages, or in-memory ones where access throws (storage disabled). */
export function browserStores(): SessionStores {
  if (browser) return browser;
  const pick = (get: () => Storage): KeyValueStore => {
    try {
      const store = get();
      store.getItem(SESSION_KEY);
      return store;
    } catch {
      return memoryStore();
    }
  };
  browser = { local: pick(() => window.localStorage), session: pick(() => window.sessionStorage) };
  return browser;
}

/**
 * The server sets this readable cookie next to its httpOnly session cookie (src/shared/http-kit.ts):
 * without it there is no cookie session to look up, and a visitor's first page makes no call that
 * can only answer 401.
 */
export function mayHaveCookieSession(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === 'eclat_signed_in=1');
}
