import { describe, expect, it } from 'vitest';
import { isEmail, isOldEnough, isValidIsoDate, latestAllowedBirthDate, passwordProblem } from './validation';

describe('auth validation', () => {
  it('checks emails loosely', () => {
    expect(isEmail('marie@example.com')).toBe(true);
    expect(isEmail('marie@example')).toBe(false);
    expect(isEmail('marie example.com')).toBe(false);
  });

  it('checks password length 8..128', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('1234567')).toBe('tooShort');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
  });

  it('requires 18 years on the day of the birthday', () => {
    const today = new Date(2026, 10, 22);
    expect(isOldEnough('2008-11-22', today)).toBe(true);
    expect(isOldEnough('2008-11-23', today)).toBe(false);
    expect(isOldEnough('1990-01-01', today)).toBe(true);
    expect(isOldEnough('not-a-date', today)).toBe(false);
    expect(isOldEnough('2008-02-30', today)).toBe(false);
  });

  it('gives the latest allowed birth date', () => {
    expect(latestAllowedBirthDate(new Date(2026, 10, 22))).toBe('2008-11-22');
    expect(latestAllowedBirthDate(new Date(2024, 1, 29))).toBe('2006-02-28');
  });

  it('validates ISO dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
  });
});
