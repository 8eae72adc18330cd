import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushSupport, sameKey, type PushEnvironment } from './push-support';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const full: PushEnvironment = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, userAgent: CHROME_ANDROID, maxTouchPoints: 5, standalone: false };

describe('pushSupport', () => {
  it('is supported where the service worker, the Push API and notifications exist', () => {
    expect(pushSupport(full)).toBe('supported');
    expect(pushSupport({ ...full, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...full, hasServiceWorker: false })).toBe('unsupported');
  });

  it('asks iPhone and iPad people to add Éclat to the home screen first', () => {
    expect(pushSupport({ ...full, userAgent: IPHONE, hasPushManager: false, hasNotification: false })).toBe('ios-install-first');
    // iPadOS says "Macintosh"; its touch screen gives it away.
    expect(pushSupport({ ...full, userAgent: MAC, maxTouchPoints: 5 })).toBe('ios-install-first');
    expect(pushSupport({ ...full, userAgent: IPHONE, standalone: true })).toBe('supported');
    expect(pushSupport({ ...full, userAgent: MAC, maxTouchPoints: 0 })).toBe('supported');
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding, as the server gives the VAPID key', () => {
    const bytes = new Uint8Array([4, 255, 254, 253, 0, 62, 63]);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(encoded)]).toEqual([...bytes]);
    expect(sameKey(bytes.buffer.slice(0), applicationServerKey(encoded))).toBe(true);
    expect(sameKey(new Uint8Array([4, 255]).buffer, applicationServerKey(encoded))).toBe(false);
    expect(sameKey(null, applicationServerKey(encoded))).toBe(false);
  });
});
