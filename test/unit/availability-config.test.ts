import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('AVAILABILITY_HORIZON_DAYS', () => {
  it('defaults to 90 days (docs/decisions.md, "Horizon")', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).availabilityHorizonDays).toBe(90);
  });

  it('takes a number of days between 7 and 366, and stops the boot otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test', AVAILABILITY_HORIZON_DAYS: '30' }).availabilityHorizonDays).toBe(30);
    expect(() => loadConfig({ NODE_ENV: 'test', AVAILABILITY_HORIZON_DAYS: '3' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', AVAILABILITY_HORIZON_DAYS: 'soon' })).toThrow(/AVAILABILITY_HORIZON_DAYS/);
  });
});
