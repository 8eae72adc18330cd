import { describe, expect, it } from 'vitest';
import { punchRecordOf } from './punch-record.js';

describe('punchRecordOf (a punch keeps only what it needs)', () => {
  const at = new Date('2026-12-03T14:00:00Z');

  it('keeps the time, the position to about a metre, the accuracy and the distance, and nothing else', () => {
    const browser = { lat: 45.508888123456, lng: -73.561668987654, accuracyMeters: 12.7, altitude: 31.2, heading: 90, speed: 1.4 };
    const record = punchRecordOf(at, browser, 42.6);
    expect(record).toEqual({ at: '2026-12-03T14:00:00.000Z', lat: 45.50889, lng: -73.56167, accuracyMeters: 13, distanceMeters: 43, measuredFrom: 'address' });
    expect(Object.keys(record).sort()).toEqual(['accuracyMeters', 'at', 'distanceMeters', 'lat', 'lng', 'measuredFrom']);
  });

  it('records an unknown accuracy as null', () => {
    expect(punchRecordOf(at, { lat: 46.81, lng: -71.21 }, 0).accuracyMeters).toBeNull();
  });
});
