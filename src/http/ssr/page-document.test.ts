import { describe, expect, it } from 'vitest';
import { pageDocument } from './html-document.js';
import { pageLanguage, themeClass } from './page-language.js';

const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta name="description" content="Générique" />
    <link rel="stylesheet" href="/assets/index.css">
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Éclat</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the first HTML of a public page', () => {
  const page = { status: 200, language: 'en' as const, head: '<title>Pricing | Éclat</title>', html: '<h1>Pricing</h1>', state: '{"language":"en"}' };

  it('replaces the shell’s title and description with the page’s, and fills #root with the page and its state', () => {
    const html = pageDocument(template, page, 'dark');
    expect(html).toContain('<html lang="en" class="dark">');
    expect(html).not.toContain('Générique');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pricing | Éclat</title>\n  </head>');
    expect(html).toContain('<div id="root"><h1>Pricing</h1></div><script id="eclat-server-state" type="application/json">{"language":"en"}</script>');
    expect(pageDocument(template, page, null)).toContain('<html lang="en">');
  });

  it('links the installable app’s manifest in the page’s language', () => {
    expect(pageDocument(template, page, null)).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
  });

  it('moves React’s resource hints from the page into <head>', () => {
    const html = pageDocument(template, { ...page, html: '<link rel="preload" as="image" href="/brand/eclat.svg"/><h1>Pricing</h1>' }, null);
    expect(html).toContain('<link rel="preload" as="image" href="/brand/eclat.svg"/>\n  </head>');
    expect(html).toContain('<div id="root"><h1>Pricing</h1></div>');
  });

  it('refuses a template without the root element rather than answering a page without content', () => {
    expect(() => pageDocument('<html><body></body></html>', page, null)).toThrow(/root/);
  });

  it('draws the language of ?lang, then of the saved choice, then of the browser, else French', () => {
    expect(pageLanguage({ lang: 'en', cookie: 'fr', acceptLanguage: 'fr-CA' })).toBe('en');
    expect(pageLanguage({ lang: 'de', cookie: 'en', acceptLanguage: 'fr' })).toBe('en');
    expect(pageLanguage({ lang: null, cookie: undefined, acceptLanguage: 'de-DE,en-US;q=0.8,fr;q=0.5' })).toBe('en');
    expect(pageLanguage({ lang: null, cookie: undefined, acceptLanguage: 'de-DE' })).toBe('fr');
    expect(pageLanguage({ lang: null, cookie: undefined, acceptLanguage: undefined })).toBe('fr');
  });

  it('draws only the known themes', () => {
    expect(themeClass('dark')).toBe('dark');
    expect(themeClass('bright')).toBe('bright');
    expect(themeClass('default')).toBeNull();
    expect(themeClass('"><script>')).toBeNull();
  });
});
