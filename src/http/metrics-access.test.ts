import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, METRICS_LOOPBACK } from '../config/config.js';
import { networkMatcher } from './metrics.routes.js';
import { PRODUCTION_ENV } from '../config/production-env.fixture.js';

const PROD = PRODUCTION_ENV;
const TOKEN = 'a-scrape-token-of-some-length';

describe('METRICS_TOKEN and METRICS_ALLOW', () => {
  it('default to loopback only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).metrics).toEqual({ enabled: true, token: null, allow: METRICS_LOOPBACK });
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toEqual({ enabled: true, token: null, allow: METRICS_LOOPBACK });
  });

  it('turn /metrics off in production unless a token or an allow-list is set', () => {
    expect(loadConfig(PROD).metrics.enabled).toBe(false);
    expect(loadConfig({ ...PROD, METRICS_TOKEN: TOKEN }).metrics).toEqual({ enabled: true, token: TOKEN, allow: null });
    expect(loadConfig({ ...PROD, METRICS_ALLOW: '10.0.0.0/8' }).metrics).toEqual({ enabled: true, token: null, allow: ['10.0.0.0/8'] });
    expect(loadConfig({ ...PROD, METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.0.0.0/8, fd00::/8' }).metrics).toEqual({ enabled: true, token: TOKEN, allow: ['10.0.0.0/8', 'fd00::/8'] });
  });

  it('refuse a short token and anything but addresses and CIDR ranges', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'example.org', '10.0.0.1/8/2', '10.0.0/8', '10.0.0.0/']) {
      expect(() => loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: bad }), bad).toThrow(/METRICS_ALLOW/);
    }
  });
});

describe('the allow-list matcher', () => {
  it('matches addresses and ranges of both families, IPv4 clients of dual-stack sockets included', () => {
    const allowed = networkMatcher(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32'])!;
    expect(allowed('10.200.3.4')).toBe(true);
    expect(allowed('::ffff:10.1.1.1')).toBe(true);
    expect(allowed('192.0.2.7')).toBe(true);
    expect(allowed('192.0.2.8')).toBe(false);
    expect(allowed('11.0.0.1')).toBe(false);
    expect(allowed('2001:db8:1::9')).toBe(true);
    expect(allowed('2001:db9::1')).toBe(false);
    expect(allowed('not an address')).toBe(false);
    expect(allowed('')).toBe(false);
  });

  it('defaults to loopback, and null means any network', () => {
    const loopback = networkMatcher(METRICS_LOOPBACK)!;
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('::ffff:127.0.0.1')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('10.0.0.1')).toBe(false);
    expect(networkMatcher(null)).toBeNull();
  });
});
