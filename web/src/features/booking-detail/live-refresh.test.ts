import { describe, expect, it } from 'vitest';
import { etaMinutesOf, LIVE_REFRESH_MS, liveRefreshMs } from './live-refresh';

const now = Date.parse('2026-12-03T12:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('liveRefreshMs', () => {
  it('polls a confirmed visit from 12 hours before its start, and after it while not punched in', () => {
    expect(liveRefreshMs({ status: 'confirmed', startsAt: at(11.9) }, now)).toBe(LIVE_REFRESH_MS);
    expect(liveRefreshMs({ status: 'confirmed', startsAt: at(-0.5) }, now)).toBe(LIVE_REFRESH_MS);
    expect(liveRefreshMs({ status: 'confirmed', startsAt: at(12.5) }, now)).toBe(false);
  });

  it('does not poll other statuses or an unknown booking', () => {
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled'] as const) expect(liveRefreshMs({ status, startsAt: at(1) }, now)).toBe(false);
    expect(liveRefreshMs(undefined, now)).toBe(false);
  });
});

describe('etaMinutesOf', () => {
  it('reads whole minutes, empty as none, anything else as not a number', () => {
    expect(etaMinutesOf(' 25 ')).toBe(25);
    expect(etaMinutesOf('')).toBeNull();
    expect(etaMinutesOf('2,5')).toBeNaN();
    expect(etaMinutesOf('-3')).toBeNaN();
  });
});
