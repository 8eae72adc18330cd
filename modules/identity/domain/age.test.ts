import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE, ageOn, isAdult, isPlausibleBirthDate } from './age.js';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years by calendar date', () => {
    expect(ageOn('2000-06-15', on('2018-06-14'))).toBe(17);
    expect(ageOn('2000-06-15', on('2018-06-15'))).toBe(18);
    expect(ageOn('2000-06-15', on('2018-06-16'))).toBe(18);
    expect(ageOn('2000-06-15', on('2019-01-01'))).toBe(18);
  });

  it('an earlier month in the year of the birthday is still before it', () => {
    expect(ageOn('2000-12-01', on('2018-11-30'))).toBe(17);
  });

  it('uses the UTC date of "today"', () => {
    // 23:30 UTC on the day before the birthday is still the day before.
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:30:00Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
  });

  it('someone born on 29 February becomes a year older on 1 March in common years', () => {
    expect(ageOn('2004-02-29', on('2022-02-28'))).toBe(17);
    expect(ageOn('2004-02-29', on('2022-03-01'))).toBe(18);
  });
});

describe('isAdult', () => {
  it('the minimum age is 18', () => {
    expect(MINIMUM_AGE).toBe(18);
  });

  it('is true on the 18th birthday exactly', () => {
    expect(isAdult('2006-03-10', on('2024-03-10'))).toBe(true);
  });

  it('is false the day before the 18th birthday', () => {
    expect(isAdult('2006-03-10', on('2024-03-09'))).toBe(false);
  });

  it('is false at 17 and a half and true long after', () => {
    expect(isAdult('2006-03-10', on('2023-09-10'))).toBe(false);
    expect(isAdult('1950-01-01', on('2024-03-09'))).toBe(true);
  });
});

describe('isPlausibleBirthDate', () => {
  const today = on('2025-05-20');
  it('accepts dates from 1900 to today', () => {
    expect(isPlausibleBirthDate('1900-01-01', today)).toBe(true);
    expect(isPlausibleBirthDate('1987-07-04', today)).toBe(true);
    expect(isPlausibleBirthDate('2025-05-20', today)).toBe(true);
  });

  it('refuses the future and dates before 1900', () => {
    expect(isPlausibleBirthDate('2025-05-21', today)).toBe(false);
    expect(isPlausibleBirthDate('1899-12-31', today)).toBe(false);
  });
});
