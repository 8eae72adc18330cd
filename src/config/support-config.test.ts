import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, supportOf } from './config.js';

describe('SUPPORT_* (the hours and answer time /contact publishes)', () => {
  it('defaults to Monday to Friday, 9:00 to 17:00 Eastern, an answer within 24 h', () => {
    expect(loadConfig({}).support).toEqual({ days: { from: 1, to: 5 }, opens: '09:00', closes: '17:00', timeZone: 'America/Toronto', responseHours: 24 });
  });

  it('takes other days, hours and answer times', () => {
    expect(supportOf({ SUPPORT_DAYS: '1-6', SUPPORT_HOURS: '08:30-20:00', SUPPORT_RESPONSE_HOURS: '4' })).toEqual({
      days: { from: 1, to: 6 },
      opens: '08:30',
      closes: '20:00',
      timeZone: 'America/Toronto',
      responseHours: 4,
    });
  });

  it.each([
    ['SUPPORT_DAYS', 'lundi-vendredi'],
    ['SUPPORT_DAYS', '5-1'],
    ['SUPPORT_DAYS', '0-5'],
    ['SUPPORT_HOURS', '9-17'],
    ['SUPPORT_HOURS', '17:00-09:00'],
    ['SUPPORT_HOURS', '09:00-24:00'],
    ['SUPPORT_RESPONSE_HOURS', '0'],
    ['SUPPORT_RESPONSE_HOURS', '200'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => supportOf({ [name]: value })).toThrow(ConfigError);
    expect(() => supportOf({ [name]: value })).toThrow(name);
  });
});
