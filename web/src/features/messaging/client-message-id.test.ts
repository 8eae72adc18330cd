import { describe, expect, it } from 'vitest';
import { newClientMessageId } from './client-message-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientMessageId', () => {
  it('is a fresh uuid v4 each time', () => {
    const first = newClientMessageId();
    expect(first).toMatch(UUID_V4);
    expect(newClientMessageId()).not.toBe(first);
  });

  it('builds a uuid v4 without randomUUID (plain http)', () => {
    const id = newClientMessageId({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => crypto.getRandomValues(array as Uint8Array) as unknown as T });
    expect(id).toMatch(UUID_V4);
  });
});
