import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './events-feed.js';

describe('events feed cursor', () => {
  it('round-trips a position and stays opaque (base64url)', () => {
    const cursor = encodeCursor({ txid: '48213', seq: '907' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ txid: '48213', seq: '907' });
  });

  it('refuses what the feed never hands out, numbers past bigint included', () => {
    for (const raw of ['', 'abc', '1.2.3', '-1.2', '1.', '99999999999999999999.1', '1.9223372036854775808']) {
      expect(decodeCursor(Buffer.from(raw).toString('base64url')), raw).toBeNull();
    }
    expect(decodeCursor(Buffer.from('9223372036854775807.1').toString('base64url'))).toEqual({ txid: '9223372036854775807', seq: '1' });
  });
});
