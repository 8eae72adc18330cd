import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_ENV } from './production-env.fixture.js';

const PROD = PRODUCTION_ENV;
const CLIENT = { GOOGLE_CALENDAR_CLIENT_ID: '1234-abc.apps.googleusercontent.com', GOOGLE_CALENDAR_CLIENT_SECRET: 'GOCSPX-secret' };
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env, '/srv/app');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('Google Calendar configuration (issue #38)', () => {
  it('is off without an OAuth client, and on with both its id and secret, with documented defaults', () => {
    expect(loadConfig({}, '/srv/app').googleCalendar).toBeNull();
    expect(loadConfig(CLIENT, '/srv/app').googleCalendar).toEqual({
      clientId: CLIENT.GOOGLE_CALENDAR_CLIENT_ID,
      clientSecret: CLIENT.GOOGLE_CALENDAR_CLIENT_SECRET,
      oauthBase: null,
      apiBase: 'https://www.googleapis.com',
      syncMinutes: 5,
      staleAfterMinutes: 180,
      timeoutMs: 5000,
    });
    expect(loadConfig({ ...PROD, ...CLIENT }, '/srv/app').googleCalendar).toMatchObject({ oauthBase: null, apiBase: 'https://www.googleapis.com' });
  });

  it('refuses half a client and out-of-range settings', () => {
    expect(refusal({ GOOGLE_CALENDAR_CLIENT_ID: CLIENT.GOOGLE_CALENDAR_CLIENT_ID })).toContain('go together');
    expect(refusal({ GOOGLE_CALENDAR_CLIENT_SECRET: 'x' })).toContain('go together');
    expect(refusal({ ...CLIENT, GOOGLE_CALENDAR_SYNC_MINUTES: '0' })).toContain('GOOGLE_CALENDAR_SYNC_MINUTES');
    expect(refusal({ ...CLIENT, GOOGLE_CALENDAR_STALE_AFTER_MINUTES: '5' })).toContain('GOOGLE_CALENDAR_STALE_AFTER_MINUTES');
    expect(refusal({ ...CLIENT, GOOGLE_CALENDAR_TIMEOUT_MS: '60000' })).toContain('GOOGLE_CALENDAR_TIMEOUT_MS');
  });

  it('points at a stand-in over http outside production only', () => {
    const local = { ...CLIENT, GOOGLE_OAUTH_BASE: 'http://127.0.0.1:4010/', GOOGLE_API_BASE: 'http://127.0.0.1:4010' };
    expect(loadConfig(local, '/srv/app').googleCalendar).toMatchObject({ oauthBase: 'http://127.0.0.1:4010', apiBase: 'http://127.0.0.1:4010' });
    expect(refusal({ ...PROD, ...local })).toContain('GOOGLE_OAUTH_BASE must be a URL starting with https://');
    expect(refusal({ ...PROD, ...CLIENT, GOOGLE_API_BASE: 'http://calendar.internal' })).toContain('GOOGLE_API_BASE must be a URL starting with https://');
    expect(loadConfig({ ...PROD, ...CLIENT, GOOGLE_OAUTH_BASE: 'https://oauth.proxy.example' }, '/srv/app').googleCalendar?.oauthBase).toBe('https://oauth.proxy.example');
  });
});
