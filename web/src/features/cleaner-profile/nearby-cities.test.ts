// Runs in Node (vitest), reading the locale files the browser loads.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { coverageOf, problemBeforeAsking, problemOfFailure, type NearbyProblem } from './nearby-cities';

const texts = (language: 'fr' | 'en') =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(`../../../public/locales/${language}/cleanerProfile.json`, import.meta.url)), 'utf8')) as { nearby: { errors: Record<string, string> } }).nearby;

describe('nearby cities: before asking', () => {
  it('needs the primary city (the "primary address") first, then a coverage of 1 to 200 km', () => {
    expect(problemBeforeAsking(null, '25')).toBe('noPrimaryAddress');
    expect(problemBeforeAsking('montreal', '')).toBe('coverageFirst');
    expect(problemBeforeAsking('montreal', '0')).toBe('coverageFirst');
    expect(problemBeforeAsking('montreal', '201')).toBe('coverageFirst');
    expect(problemBeforeAsking('montreal', '12.5')).toBe('coverageFirst');
    expect(problemBeforeAsking('montreal', ' 25 ')).toBeNull();
    expect(coverageOf(' 25 ')).toBe(25);
    expect(coverageOf('abc')).toBeNull();
  });
});

describe('nearby cities: after a failed call', () => {
  const apiError = (status: number, error: string) => new ApiError(status, { error, message: 'texte du serveur' });
  it('tells "no cities in distance", the geocoding error and any other failure apart', () => {
    expect(problemOfFailure(apiError(404, 'geo.no_cities_in_distance'))).toBe('noCitiesInDistance');
    expect(problemOfFailure(apiError(404, 'geo.city_not_found'))).toBe('geocoding');
    expect(problemOfFailure(apiError(503, 'service_unavailable'))).toBe('fetchFailed');
    expect(problemOfFailure(apiError(400, 'validation_failed'))).toBe('fetchFailed');
    expect(problemOfFailure(new TypeError('Failed to fetch'))).toBe('fetchFailed');
  });

  it('has a text for each problem in French and in English', () => {
    const problems: NearbyProblem[] = ['noPrimaryAddress', 'coverageFirst', 'noCitiesInDistance', 'geocoding', 'fetchFailed'];
    for (const language of ['fr', 'en'] as const) {
      for (const p of problems) expect(typeof texts(language).errors[p], `${language} ${p}`).toBe('string');
    }
    expect(texts('fr').errors.noCitiesInDistance).toContain('{{km}}');
  });
});
