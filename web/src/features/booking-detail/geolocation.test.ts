import { describe, expect, it } from 'vitest';
import { LocationError, currentPosition, locationProblem } from './geolocation';

function fakeGeolocation(answer: { coords: Partial<GeolocationCoordinates> } | { code: number }, seen: PositionOptions[] = []): Geolocation {
  return {
    getCurrentPosition(success, failure, options) {
      if (options) seen.push(options);
      if ('code' in answer) failure?.({ code: answer.code, message: '' } as GeolocationPositionError);
      else success({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  } as Geolocation;
}

describe('locationProblem', () => {
  it('maps the browser error codes', () => {
    expect(locationProblem(1)).toBe('permissionDenied');
    expect(locationProblem(2)).toBe('positionUnavailable');
    expect(locationProblem(3)).toBe('timeout');
    expect(locationProblem(99)).toBe('positionUnavailable');
  });
});

describe('currentPosition', () => {
  it('asks for a precise position within 10 seconds and sends lat, lng and accuracy', async () => {
    const seen: PositionOptions[] = [];
    const position = await currentPosition(fakeGeolocation({ coords: { latitude: 45.5, longitude: -73.6, accuracy: 12 } }, seen));
    expect(position).toEqual({ lat: 45.5, lng: -73.6, accuracyMeters: 12 });
    expect(seen[0]).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
  });

  it('rejects with the mapped problem', async () => {
    await expect(currentPosition(fakeGeolocation({ code: 1 }))).rejects.toMatchObject({ problem: 'permissionDenied' });
    await expect(currentPosition(fakeGeolocation({ code: 3 }))).rejects.toMatchObject({ problem: 'timeout' });
  });

  it('says unsupported without the API', async () => {
    const failure = await currentPosition(undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LocationError);
    expect((failure as LocationError).problem).toBe('unsupported');
  });
});
