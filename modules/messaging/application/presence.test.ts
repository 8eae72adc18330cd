import { describe, expect, it } from 'vitest';
import type { LiveUser, MessagingDeps } from './ports.js';
import { AWAY_AFTER_MS, presenceOf } from './presence.js';

const now = new Date('2026-11-28T14:00:00Z');
const depsWith = (live: LiveUser[]) =>
  ({
    clock: { now: () => now },
    presence: { live: async (ids: string[]) => live.filter((l) => ids.includes(l.userId)) },
  }) as unknown as MessagingDeps;

describe('presenceOf', () => {
  it('is offline without a live connection, online when active, away after 5 idle minutes, busy at work', async () => {
    const deps = depsWith([
      { userId: 'active', lastActiveAt: new Date(now.getTime() - 60_000) },
      { userId: 'idle', lastActiveAt: new Date(now.getTime() - AWAY_AFTER_MS) },
    ]);
    const presence = await presenceOf(deps, ['active', 'idle', 'gone', 'working'], new Set(['working']));
    expect(Object.fromEntries(presence)).toEqual({ active: 'online', idle: 'away', gone: 'offline', working: 'busy' });
  });
});
