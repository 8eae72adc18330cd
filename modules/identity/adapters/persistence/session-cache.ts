import { performance } from 'node:perf_hooks';
import { afterCommit } from '../../../../src/shared/unit-of-work.js';
import type { CallerAccount, SessionRepository } from '../../application/ports.js';
import type { Session } from '../../domain/session.js';

type Caller = { session: Session; account: CallerAccount };

/**
 * Changes to sign-in sessions and their accounts, from every instance (identity's trigger announces
 * them with PostgreSQL NOTIFY, migration 2026120410). Without it an instance cannot know when a
 * cached answer went wrong, so there is no cache.
 */
export interface SessionInvalidations {
  /** Called with the id of an account whose sessions or caller facts changed; `*`: every account. */
  subscribe(onUserId: (userId: string) => void): void;
  /** Called when changes may have been missed (the listening connection came back). */
  onReset(then: () => void): void;
  /** Whether changes are being heard now: while not, every answer is read from the database. */
  listening?(): boolean;
}

/** The channel identity's trigger notifies on; its payload is an account id, or `*`. */
export const IDENTITY_CHANGED_CHANNEL = 'eclat_identity_changed';

export interface SessionCacheOptions {
  /** How long an answer is reused at most: bounds what a lost notification leaves stale. */
  ttlMs: number;
  maxEntries?: number;
  /** Whether an answer may be served or kept now (live session, active account); a cached one that is not is read again. */
  usable: (caller: Caller) => boolean;
  /** Monotonic milliseconds (tests move it). */
  now?: () => number;
}

/**
 * Every authenticated request (and every socket message) asks who holds its token: the process keeps
 * live answers per token hash so that a repeated request sends no statement. Entries go when any
 * instance announces a change of the session or its account, at once for this instance's own
 * sign-outs and revocations, all of them when the listening connection came back, and after the TTL.
 */
export class CachedSessionRepository implements SessionRepository {
  private readonly byToken = new Map<string, { caller: Caller; until: number }>();
  private readonly bySession = new Map<string, string>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Moves at every invalidation: a read begun before one may predate the change, so it is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly inner: SessionRepository,
    private readonly invalidations: SessionInvalidations,
    private readonly options: SessionCacheOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? (() => performance.now());
    invalidations.subscribe((userId) => (userId === '*' ? this.clear() : this.forgetUser(userId)));
    invalidations.onReset(() => this.clear());
  }

  get size(): number {
    return this.byToken.size;
  }

  async findCaller(tokenHash: string) {
    // Deaf (the listening connection is down): a revocation now would go unheard, so nothing is reused or kept.
    if (this.invalidations.listening && !this.invalidations.listening()) {
      if (this.byToken.size) this.clear();
      return this.inner.findCaller(tokenHash);
    }
    const cached = this.byToken.get(tokenHash);
    if (cached) {
      // Not live by the cached copy (e.g. idle by a last-seen another instance has since moved): ask the database.
      if (cached.until > this.now() && this.options.usable(cached.caller)) return cached.caller;
      this.drop(tokenHash);
    }
    const generation = this.generation;
    const found = await this.inner.findCaller(tokenHash);
    if (found && generation === this.generation && this.options.usable(found)) this.store(tokenHash, found);
    return found;
  }

  async touch(sessionId: string, now: Date) {
    await this.inner.touch(sessionId, now);
    // The cached copy moves too, or every request after the first minute would touch again.
    const token = this.bySession.get(sessionId);
    const entry = token === undefined ? undefined : this.byToken.get(token);
    if (entry && entry.caller.session.lastSeenAt < now) entry.caller.session.lastSeenAt = now;
  }

  async revoke(sessionId: string, now: Date) {
    await this.inner.revoke(sessionId, now);
    // At once on this instance; again at commit, for a request that read the row before it.
    this.forgetSession(sessionId);
    await afterCommit(async () => this.forgetSession(sessionId));
  }

  async revokeAllOf(userId: string, now: Date, exceptSessionId?: string) {
    await this.inner.revokeAllOf(userId, now, exceptSessionId);
    this.forgetUser(userId);
    await afterCommit(async () => this.forgetUser(userId));
  }

  /**
   * Accounts this instance just saved (their role, language or status may have changed): their answers
   * go at once and again at commit, so this instance's next request never waits for the announcement.
   */
  async accountsSaved(userIds: string[]) {
    for (const userId of userIds) this.forgetUser(userId);
    await afterCommit(async () => userIds.forEach((userId) => this.forgetUser(userId)));
  }

  add(session: Session) {
    return this.inner.add(session);
  }

  stillValid(sessionIds: string[], now: Date) {
    return this.inner.stillValid(sessionIds, now);
  }

  signedInAt(sessionId: string) {
    return this.inner.signedInAt(sessionId);
  }

  clear(): void {
    this.generation++;
    this.byToken.clear();
    this.bySession.clear();
    this.byUser.clear();
  }

  private forgetUser(userId: string): void {
    this.generation++;
    for (const token of this.byUser.get(userId) ?? []) this.drop(token);
  }

  private forgetSession(sessionId: string): void {
    this.generation++;
    const token = this.bySession.get(sessionId);
    if (token !== undefined) this.drop(token);
  }

  private store(tokenHash: string, caller: Caller): void {
    this.drop(tokenHash);
    const now = this.now();
    // Entries share one TTL, so the oldest come first: expired ones and, past the bound, the oldest go.
    for (const [token, entry] of this.byToken) {
      if (entry.until > now && this.byToken.size < this.maxEntries) break;
      this.drop(token);
    }
    this.byToken.set(tokenHash, { caller, until: now + this.options.ttlMs });
    this.bySession.set(caller.session.id, tokenHash);
    const tokens = this.byUser.get(caller.session.userId);
    if (tokens) tokens.add(tokenHash);
    else this.byUser.set(caller.session.userId, new Set([tokenHash]));
  }

  private drop(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    const { id, userId } = entry.caller.session;
    if (this.bySession.get(id) === tokenHash) this.bySession.delete(id);
    const tokens = this.byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }
}
