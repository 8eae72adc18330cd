import { describe, expect, it } from 'vitest';
import { Session } from '../../domain/session.js';
import type { CallerAccount, SessionRepository } from '../../application/ports.js';
import { CachedSessionRepository, type SessionInvalidations } from './session-cache.js';

type Caller = { session: Session; account: CallerAccount };

/** The database side: rows by token hash, and how many times each was read. */
class Rows implements SessionRepository {
  readonly rows = new Map<string, Caller>();
  reads = 0;
  /** When set, a read waits for it (to let an invalidation arrive meanwhile). */
  gate: Promise<void> | null = null;
  touched: string[] = [];

  put(token: string, userId: string, sessionId = `s-${token}`, lastSeenAt = new Date(0)): Caller {
    const session = Object.assign(new Session(), { id: sessionId, userId, tokenHash: token, rememberMe: false, createdAt: new Date(0), lastSeenAt, expiresAt: new Date(1e13), revokedAt: null });
    const caller = { session, account: { id: userId, role: 'client' as const, locale: 'fr' as const, status: 'active' as const, deletedAt: null } };
    this.rows.set(token, caller);
    return caller;
  }

  async findCaller(token: string) {
    this.reads++;
    const row = this.rows.get(token);
    // A copy, as a fresh database row would be.
    const copy = row ? { session: Object.assign(new Session(), row.session), account: { ...row.account } } : null;
    if (this.gate) await this.gate;
    return copy;
  }
  async add() {}
  async stillValid() {
    return [];
  }
  async revoke(sessionId: string, now: Date) {
    for (const row of this.rows.values()) if (row.session.id === sessionId) row.session.revokedAt = now;
  }
  async revokeAllOf(userId: string, now: Date) {
    for (const row of this.rows.values()) if (row.session.userId === userId) row.session.revokedAt = now;
  }
  async touch(sessionId: string, now: Date) {
    this.touched.push(sessionId);
    for (const row of this.rows.values()) if (row.session.id === sessionId) row.session.lastSeenAt = now;
  }
  async signedInAt() {
    return null;
  }
}

function setUp(options: { ttlMs?: number; maxEntries?: number; idleMs?: number; listening?: () => boolean } = {}) {
  const rows = new Rows();
  const clock = { ms: 0, date: new Date(1_000_000) };
  let onUserId: (userId: string) => void = () => {};
  let onReset: () => void = () => {};
  const invalidations: SessionInvalidations = { subscribe: (then) => void (onUserId = then), onReset: (then) => void (onReset = then), ...(options.listening ? { listening: options.listening } : {}) };
  const idleMs = options.idleMs ?? Infinity;
  const cache = new CachedSessionRepository(rows, invalidations, {
    ttlMs: options.ttlMs ?? 30_000,
    ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
    usable: ({ session, account }) => !session.revokedAt && account.status === 'active' && clock.date.getTime() - session.lastSeenAt.getTime() < idleMs,
    now: () => clock.ms,
  });
  return { rows, clock, cache, changed: (userId: string) => onUserId(userId), reset: () => onReset() };
}

describe('CachedSessionRepository', () => {
  it('reads every answer from the database while changes cannot be heard, and drops what it kept', async () => {
    let up = true;
    const { rows, cache } = setUp({ listening: () => up });
    rows.put('t1', 'u1');
    await cache.findCaller('t1');
    await cache.findCaller('t1');
    expect(rows.reads).toBe(1);
    up = false;
    // A revocation made now would not be announced here: the database answers.
    rows.rows.get('t1')!.session.revokedAt = new Date(1);
    expect((await cache.findCaller('t1'))!.session.revokedAt).not.toBeNull();
    await cache.findCaller('t1');
    expect(rows.reads).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('answers a repeated token without reading again', async () => {
    const { rows, cache } = setUp();
    rows.put('t1', 'u1');
    const first = await cache.findCaller('t1');
    const second = await cache.findCaller('t1');
    expect(second).toEqual(first);
    expect(rows.reads).toBe(1);
  });

  it('keeps neither unknown tokens nor answers that are not live', async () => {
    const { rows, cache } = setUp();
    expect(await cache.findCaller('nope')).toBeNull();
    rows.put('t1', 'u1').account.status = 'suspended';
    await cache.findCaller('t1');
    await cache.findCaller('nope');
    await cache.findCaller('t1');
    expect(rows.reads).toBe(4);
    expect(cache.size).toBe(0);
  });

  it("forgets an account's answers when a change is announced, everything on '*' and on a reset", async () => {
    const { rows, cache, changed, reset } = setUp();
    rows.put('a1', 'u1');
    rows.put('a2', 'u1', 's-a2');
    rows.put('b1', 'u2');
    for (const t of ['a1', 'a2', 'b1']) await cache.findCaller(t);
    rows.rows.get('a1')!.account.role = 'cleaner';
    changed('u1');
    expect(cache.size).toBe(1);
    expect((await cache.findCaller('a1'))!.account.role).toBe('cleaner');
    await cache.findCaller('b1');
    expect(rows.reads).toBe(4);
    changed('*');
    expect(cache.size).toBe(0);
    await cache.findCaller('b1');
    reset();
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that was under way when a change was announced', async () => {
    const { rows, cache, changed } = setUp();
    rows.put('t1', 'u1');
    let open!: () => void;
    rows.gate = new Promise((resolve) => (open = resolve));
    const reading = cache.findCaller('t1');
    await Promise.resolve();
    // The read saw the row before the revocation; the announcement arrives before it returns.
    rows.rows.get('t1')!.session.revokedAt = new Date();
    changed('u1');
    open();
    expect((await reading)!.session.revokedAt).toBeNull();
    rows.gate = null;
    expect(cache.size).toBe(0);
    expect(await cache.findCaller('t1')).toMatchObject({ session: { revokedAt: expect.any(Date) } });
  });

  it('reads again after the TTL', async () => {
    const { rows, cache, clock } = setUp({ ttlMs: 1000 });
    rows.put('t1', 'u1');
    await cache.findCaller('t1');
    clock.ms = 999;
    await cache.findCaller('t1');
    expect(rows.reads).toBe(1);
    clock.ms = 1000;
    await cache.findCaller('t1');
    expect(rows.reads).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest first', async () => {
    const { rows, cache } = setUp({ maxEntries: 3 });
    for (const t of ['t1', 't2', 't3', 't4']) {
      rows.put(t, `u-${t}`);
      await cache.findCaller(t);
    }
    expect(cache.size).toBe(3);
    await cache.findCaller('t2');
    await cache.findCaller('t4');
    expect(rows.reads).toBe(4);
    await cache.findCaller('t1');
    expect(rows.reads).toBe(5);
  });

  it('moves the cached last-seen when the session is touched', async () => {
    const { rows, cache } = setUp();
    rows.put('t1', 'u1');
    await cache.findCaller('t1');
    const at = new Date(5_000_000);
    await cache.touch('s-t1', at);
    expect((await cache.findCaller('t1'))!.session.lastSeenAt).toEqual(at);
    expect(rows.reads).toBe(1);
  });

  it('reads again before refusing a cached session that looks idle (another instance may have touched it)', async () => {
    const { rows, cache, clock } = setUp({ idleMs: 10_000 });
    rows.put('t1', 'u1', 's-t1', new Date(995_000));
    await cache.findCaller('t1');
    // Another instance touched it; this one's copy is stale.
    rows.rows.get('t1')!.session.lastSeenAt = new Date(1_004_000);
    clock.date = new Date(1_006_000);
    expect((await cache.findCaller('t1'))!.session.lastSeenAt).toEqual(new Date(1_004_000));
    expect(rows.reads).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("drops this instance's sign-outs and revocations at once", async () => {
    const { rows, cache } = setUp();
    rows.put('a1', 'u1');
    rows.put('a2', 'u1', 's-a2');
    rows.put('b1', 'u2');
    for (const t of ['a1', 'a2', 'b1']) await cache.findCaller(t);
    await cache.revoke('s-a1', new Date());
    expect(cache.size).toBe(2);
    expect(await cache.findCaller('a1')).toMatchObject({ session: { revokedAt: expect.any(Date) } });
    await cache.revokeAllOf('u1', new Date());
    expect(cache.size).toBe(1);
    await cache.findCaller('b1');
    expect(rows.reads).toBe(4);
  });
});
