import { describe, expect, it } from 'vitest';
import { headHtml, headTags, languageUrl, scriptJson } from './head-tags';

const base = { brandName: 'Éclat', fallbackDescription: 'Le ménage au Québec.', origin: 'https://eclat.ca', pathname: '/pricing' } as const;

describe('page head', () => {
  it('gives French the bare path and English ?lang=en, French being x-default', () => {
    expect(languageUrl('https://eclat.ca', '/faq', 'fr')).toBe('https://eclat.ca/faq');
    expect(languageUrl('https://eclat.ca', '/faq', 'en')).toBe('https://eclat.ca/faq?lang=en');
    const tags = headTags({ ...base, meta: { title: 'Tarifs' }, language: 'en' });
    const links = tags.flatMap((t) => (t.tag === 'link' ? [t.attrs] : []));
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://eclat.ca/pricing?lang=en' },
      { rel: 'alternate', hreflang: 'fr-CA', href: 'https://eclat.ca/pricing' },
      { rel: 'alternate', hreflang: 'en-CA', href: 'https://eclat.ca/pricing?lang=en' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://eclat.ca/pricing' },
    ]);
  });

  it('titles a page "Page | Brand", falls back to the page description, and writes Open Graph tags', () => {
    const tags = headTags({ ...base, meta: { title: 'Tarifs' }, language: 'fr' });
    expect(tags[0]).toEqual({ tag: 'title', text: 'Tarifs | Éclat' });
    const meta = Object.fromEntries(tags.flatMap((t) => (t.tag === 'meta' ? [[t.attrs.name ?? t.attrs.property, t.attrs.content]] : [])));
    expect(meta).toMatchObject({
      description: 'Le ménage au Québec.',
      'og:title': 'Tarifs | Éclat',
      'og:url': 'https://eclat.ca/pricing',
      'og:locale': 'fr_CA',
      'og:locale:alternate': 'en_CA',
      'og:image': 'https://eclat.ca/og-image.png',
    });
    expect(meta.robots).toBeUndefined();
    expect(headTags({ ...base, meta: { title: null, noindex: true }, language: 'fr' })).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  });

  it('escapes what it writes as HTML, and JSON-LD cannot close its script element', () => {
    const tags = headTags({ ...base, meta: { title: 'A "b" <c> & d', jsonLd: [{ name: '</script><script>alert(1)</script>' }] }, language: 'fr' });
    const html = headHtml(tags);
    expect(html).toContain('<title>A &quot;b&quot; &lt;c&gt; &amp; d | Éclat</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('<script type="application/ld+json" data-page-head="">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(JSON.parse(scriptJson({ a: '<b>\u2028' }))).toEqual({ a: '<b>\u2028' });
  });

  it('writes several JSON-LD objects as one graph', () => {
    const tags = headTags({ ...base, meta: { title: 'x', jsonLd: [{ '@type': 'Service' }, { '@type': 'FAQPage' }] }, language: 'fr' });
    const script = tags.find((t) => t.tag === 'script');
    expect(script && JSON.parse(script.text)).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Service' }, { '@type': 'FAQPage' }] });
  });
});
