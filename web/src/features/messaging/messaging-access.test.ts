import { describe, expect, it } from 'vitest';
import { hasConversations } from './messaging-access';

describe('who has conversations (and an unread count)', () => {
  it('is clients and cleaners', () => {
    expect(hasConversations('client')).toBe(true);
    expect(hasConversations('cleaner')).toBe(true);
  });

  it('is not admins, nor a person who has not chosen a role yet (the server answers 403)', () => {
    expect(hasConversations('admin')).toBe(false);
    expect(hasConversations(null)).toBe(false);
    expect(hasConversations(undefined)).toBe(false);
  });
});
