import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandForHost } from '../config/brands.js';
import { BACKGROUND_COLOR, THEME_COLOR, webAppManifest } from './web-app-manifest.js';

const config = { brands: { quebecHosts: ['eclatquebec.ca'] }, regionRedirect: { enabled: false, hosts: {} } } as unknown as Parameters<typeof brandForHost>[1];
const eclat = brandForHost('localhost:3000', config);
const publicDir = path.resolve('web/public');

describe('the installable app’s manifest (issue #34)', () => {
  it('names the app, its start page and its shortcuts in French and in English, with one id for both', () => {
    const fr = webAppManifest(eclat, 'fr');
    const en = webAppManifest(eclat, 'en');
    expect(fr).toMatchObject({ name: 'Éclat', short_name: 'Éclat', lang: 'fr-CA', display: 'standalone', scope: '/', start_url: '/?source=app&lang=fr' });
    expect(fr.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Mes réservations', '/bookings?lang=fr'],
      ['Messages', '/messages?lang=fr'],
    ]);
    expect(en.shortcuts[0]).toMatchObject({ name: 'My bookings', url: '/bookings?lang=en' });
    expect(en.id).toBe(fr.id);
    expect(webAppManifest(brandForHost('eclatquebec.ca', config), 'fr').name).toBe('Éclat Québec');
  });

  it('takes its colours from the theme', () => {
    const tokens = readFileSync('web/src/styles/tokens.css', 'utf8');
    expect(tokens).toContain(`--color-primary: ${THEME_COLOR};`);
    expect(tokens).toContain(`--color-bg: ${BACKGROUND_COLOR};`);
    expect(readFileSync('web/index.html', 'utf8')).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });

  it('lists icons that exist at the sizes it declares, 192 and 512 px, regular and maskable', async () => {
    const { icons } = webAppManifest(eclat, 'fr');
    const png = icons.filter((icon) => icon.type === 'image/png');
    for (const icon of png) {
      const meta = await sharp(path.join(publicDir, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    for (const purpose of ['any', 'maskable']) {
      expect(png.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes).sort(), purpose).toEqual(['192x192', '512x512']);
    }
  });

  it('keeps a maskable icon’s drawing inside the safe zone (the central circle of 40 % radius)', async () => {
    const { data, info } = await sharp(path.join(publicDir, 'icons/icon-maskable-512.png')).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    const background = (x: number, y: number) => {
      const [r, g, b] = at(x, y);
      return g! > r! && g! > b! && r! < 60; // the teal gradient, never the cream house or the yellow sparkle
    };
    const limit = 0.4 * info.width;
    for (let y = 0; y < info.height; y += 4) {
      for (let x = 0; x < info.width; x += 4) {
        if (Math.hypot(x - info.width / 2, y - info.height / 2) > limit) expect(background(x, y), `pixel ${x},${y}`).toBe(true);
      }
    }
  });
});
