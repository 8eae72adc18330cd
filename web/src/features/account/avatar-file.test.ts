import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-file';

describe('avatar file checks', () => {
  it('accepts JPG, PNG and WebP up to 10 MB', () => {
    expect(avatarFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
  });

  it('rejects other types', () => {
    expect(avatarFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'a.heic', type: '', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'a.JPEG', type: '', size: 10 })).toBeNull();
  });

  it('rejects files over 10 MB and empty files', () => {
    expect(avatarFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe('empty');
  });
});
