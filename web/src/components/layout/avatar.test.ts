import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar, type AvatarProps } from './Avatar';

const render = (props: AvatarProps) => renderToStaticMarkup(createElement(Avatar, props));
const variants = [64, 128, 300].flatMap((width) => [
  { url: `/api/files/avatars/a-${width}w.avif`, width, type: 'image/avif' as const },
  { url: `/api/files/avatars/a-${width}w.webp`, width, type: 'image/webp' as const },
]);
const withVariants = { name: 'Ana', profilePic: '/api/files/avatars/a.webp', profilePicImage: { src: '/api/files/avatars/a.webp', width: 300, height: 200, variants } };

describe('Avatar', () => {
  it('serves AVIF then WebP by width, the drawn square as width and height, lazy, empty alt beside the name', () => {
    const html = render({ user: withVariants, size: 56 });
    expect(html).toContain('<picture class="avatar-picture">');
    expect(html).toContain('<source type="image/avif" srcSet="/api/files/avatars/a-64w.avif 64w, /api/files/avatars/a-128w.avif 128w, /api/files/avatars/a-300w.avif 300w" sizes="84px"/>');
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toMatch(/<img src="\/api\/files\/avatars\/a\.webp" alt="" width="56" height="56" loading="lazy" decoding="async" class="avatar"\/>/);
  });

  it('is eager above the fold and says whose picture it is when asked', () => {
    const html = render({ user: withVariants, size: 48, alt: 'Photo de Ana', eager: true });
    expect(html).toContain('alt="Photo de Ana"');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('fetchPriority');
  });

  it('shows a picture stored before variants (or without its description) as it is, still sized', () => {
    for (const user of [
      { name: 'Ana', profilePic: '/api/files/avatars/old.png', profilePicImage: { src: '/api/files/avatars/old.png', width: 512, height: 512, variants: [] } },
      { name: 'Ana', profilePic: '/api/files/avatars/old.png' },
    ]) {
      const html = render({ user, size: 32 });
      expect(html).not.toContain('<picture');
      expect(html).toContain('<img src="/api/files/avatars/old.png" alt="" width="32" height="32" loading="lazy"');
    }
  });

  it('draws the initial without a picture', () => {
    expect(render({ user: { name: 'ana', profilePic: null, profilePicImage: null }, size: 32 })).toContain('>A</span>');
  });
});
