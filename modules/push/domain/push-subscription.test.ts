import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointProblem, keysProblem } from './push-subscription.js';
import { deviceLabel } from './device-label.js';

describe('endpointProblem', () => {
  it('takes https push services of any host', () => {
    for (const url of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/QAbc', 'https://push.example.org:8443/p']) {
      expect(endpointProblem(url, { allowLocal: false }), url).toBeNull();
    }
  });

  it('takes plain http to this machine only when local endpoints are allowed', () => {
    for (const url of ['http://127.0.0.1:4000/push/1', 'http://localhost:4000/p', 'http://[::1]:4000/p']) {
      expect(endpointProblem(url, { allowLocal: true }), url).toBeNull();
      expect(endpointProblem(url, { allowLocal: false }), url).toBe('https_required');
    }
    expect(endpointProblem('http://push.example.com/p', { allowLocal: true })).toBe('https_required');
    expect(endpointProblem('http://127.0.0.2/p', { allowLocal: true })).toBe('https_required');
  });

  it('refuses what is not a push URL', () => {
    for (const url of ['not a url', 'ftp://push.example.com/p', 'https://user:pw@push.example.com/p', 'https://push.example.com/p#x', `https://push.example.com/${'a'.repeat(2048)}`]) {
      expect(endpointProblem(url, { allowLocal: true }), url).toBe('invalid');
    }
  });
});

describe('keysProblem', () => {
  const point = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return ecdh.getPublicKey().toString('base64url');
  };

  it('takes what PushManager.subscribe makes: an uncompressed P-256 point and 16 random bytes', () => {
    expect(keysProblem({ p256dh: point(), auth: randomBytes(16).toString('base64url') })).toBeNull();
  });

  it('names the key a browser would not have made', () => {
    const auth = randomBytes(16).toString('base64url');
    expect(keysProblem({ p256dh: Buffer.alloc(65, 1).toString('base64url'), auth })).toBe('p256dh');
    // Shaped as a point, but off the curve: ECDH with it would fail at every push.
    expect(keysProblem({ p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]).toString('base64url'), auth })).toBe('p256dh');
    expect(keysProblem({ p256dh: point().slice(0, 40), auth })).toBe('p256dh');
    expect(keysProblem({ p256dh: `${point()}+/`, auth })).toBe('p256dh');
    expect(keysProblem({ p256dh: point(), auth: randomBytes(8).toString('base64url') })).toBe('auth');
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system, nothing more', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome · Android');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari · iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox · Windows');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge · Windows');
    expect(deviceLabel(undefined)).toBe('Web');
  });
});
