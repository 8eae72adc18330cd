import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown as publicPages } from '../../../modules/content/domain/markdown';
import { MarkdownPreview } from './MarkdownPreview';

/** What the preview shows inside its frame (the renderer writes no <div>, so the first </div> ends it). */
function preview(source: string, lang: 'fr' | 'en' = 'fr'): string {
  const html = renderToStaticMarkup(createElement(MarkdownPreview, { source, lang, emptyText: 'Rien à afficher.' }));
  const m = /<div[^>]*data-markdown-preview=""[^>]*>([\s\S]*?)<\/div>/.exec(html);
  if (!m) throw new Error(`no preview frame in ${html.slice(0, 200)}`);
  expect(m[0]).toContain(`lang="${lang}"`);
  return m[1]!;
}

const SAMPLES = [
  '## Avant le ménage\n\nRangez le **comptoir** et *videz* l’évier.  \nDeuxième ligne.\n\n- Vaisselle\n- Poubelles\n  à sortir\n\n1. Un\n2. Deux\n\n> Conseil : aérez.\n\n---',
  'Voir les [tarifs](/pricing), [un site](https://example.org), [courriel](mailto:info@eclat.ca) et `le code` ; snake_case_reste\\*tel\\*.',
  '#### Petit titre\n\n* étoile\n+ plus\n\n> ## Dans une citation\n> - item',
];

describe('the console’s Markdown preview', () => {
  it('shows exactly what the public pages show, by the server’s own renderer', () => {
    for (const source of SAMPLES) expect(preview(source)).toBe(publicPages(source));
    expect(preview(SAMPLES[0]!)).toContain('<h2>Avant le ménage</h2>');
    expect(preview(SAMPLES[1]!, 'en')).toContain('<a href="https://example.org" rel="noopener noreferrer">un site</a>');
  });

  it('shows HTML and dangerous links as text, never as markup', () => {
    const source = '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[clic](javascript:alert%281%29) [x](data:text/html,hi)';
    const html = preview(source);
    expect(html).toBe(publicPages(source));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<(script|img)\b/);
    // The link is dropped, its label kept.
    expect(html).not.toMatch(/<a\b/);
    expect(html).toContain('<p>clic x</p>');
  });

  it('says when there is nothing to show', () => {
    const html = renderToStaticMarkup(createElement(MarkdownPreview, { source: '  \n ', lang: 'fr', emptyText: 'Rien à afficher.' }));
    expect(html).toContain('Rien à afficher.');
    expect(html).not.toContain('data-markdown-preview');
  });
});
