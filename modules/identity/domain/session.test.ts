import { describe, expect, it } from 'vitest';
import { Session, absoluteExpiry, isSessionLive, shouldTouch, type SessionPolicy } from './session.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const policy: SessionPolicy = { rememberMeDays: 30, browserSessionHours: 24, idleHours: 12, rememberMeIdleDays: 14 };
const start = new Date('2025-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

function session(rememberMe: boolean, over: Partial<Session> = {}): Session {
  return Object.assign(new Session(), {
    id: 's1',
    userId: 'u1',
    tokenHash: 'h',
    rememberMe,
    createdAt: start,
    lastSeenAt: start,
    expiresAt: absoluteExpiry(start, rememberMe, policy),
    revokedAt: null,
    ...over,
  });
}

describe('absoluteExpiry', () => {
  it('is 30 days for remember-me, 24 hours for a browser session', () => {
    expect(absoluteExpiry(start, true, policy)).toEqual(at(30 * DAY));
    expect(absoluteExpiry(start, false, policy)).toEqual(at(24 * HOUR));
  });
});

describe('isSessionLive', () => {
  it('a fresh session is live', () => {
    expect(isSessionLive(session(false), start, policy)).toBe(true);
    expect(isSessionLive(session(true), start, policy)).toBe(true);
  });

  it('a revoked session is dead at once', () => {
    expect(isSessionLive(session(true, { revokedAt: start }), start, policy)).toBe(false);
  });

  describe('absolute expiry', () => {
    it('ends a browser session at 24 hours however recently it was used', () => {
      const s = session(false, { lastSeenAt: at(24 * HOUR - 1000) });
      expect(isSessionLive(s, at(24 * HOUR - 1), policy)).toBe(true);
      expect(isSessionLive(s, at(24 * HOUR), policy)).toBe(false);
    });

    it('ends a remember-me session at 30 days however recently it was used', () => {
      const s = session(true, { lastSeenAt: at(30 * DAY - 1000) });
      expect(isSessionLive(s, at(30 * DAY - 1), policy)).toBe(true);
      expect(isSessionLive(s, at(30 * DAY), policy)).toBe(false);
    });
  });

  describe('idle expiry', () => {
    it('ends a browser session after 12 hours without use', () => {
      const s = session(false);
      expect(isSessionLive(s, at(12 * HOUR - 1), policy)).toBe(true);
      expect(isSessionLive(s, at(12 * HOUR), policy)).toBe(false);
    });

    it('counts idleness from the last use, not from the start', () => {
      const s = session(false, { lastSeenAt: at(10 * HOUR) });
      expect(isSessionLive(s, at(21 * HOUR), policy)).toBe(true);
      expect(isSessionLive(s, at(22 * HOUR), policy)).toBe(false);
    });

    it('lets a remember-me session sit unused for up to 14 days', () => {
      const s = session(true);
      expect(isSessionLive(s, at(13 * HOUR), policy)).toBe(true);
      expect(isSessionLive(s, at(14 * DAY - 1), policy)).toBe(true);
      expect(isSessionLive(s, at(14 * DAY), policy)).toBe(false);
    });
  });
});

describe('shouldTouch', () => {
  it('writes last-seen at most once a minute', () => {
    const s = session(false);
    expect(shouldTouch(s, at(60_000))).toBe(false);
    expect(shouldTouch(s, at(60_001))).toBe(true);
  });
});
