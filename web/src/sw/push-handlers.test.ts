import { describe, expect, it } from 'vitest';
import { parsePushPayload, sameOriginPath } from './push-handlers';

const ORIGIN = 'https://eclat.example';

describe('the push payload', () => {
  it('reads what the server sends', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'Demande acceptée', body: 'Votre ménage est confirmé.', url: '/bookings/b1', tag: 'booking-b1', lang: 'fr' }), ORIGIN)).toEqual({
      title: 'Demande acceptée',
      body: 'Votre ménage est confirmé.',
      url: '/bookings/b1',
      tag: 'booking-b1',
      lang: 'fr',
    });
  });

  it('never opens another site, and ignores what is not a notice', () => {
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('//evil.example/x', ORIGIN)).toBe('/');
    expect(sameOriginPath(`${ORIGIN}/messages/b1?x=1`, ORIGIN)).toBe('/messages/b1?x=1');
    expect(sameOriginPath(42, ORIGIN)).toBe('/');
    expect(parsePushPayload('not json', ORIGIN)).toBeNull();
    expect(parsePushPayload(JSON.stringify({ title: 'x' }), ORIGIN)).toBeNull();
    expect(parsePushPayload(null, ORIGIN)).toBeNull();
  });
});
