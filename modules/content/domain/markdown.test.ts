import { describe, expect, it } from 'vitest';
import { escapeHtml, markdownText, renderInline, renderMarkdown, safeHref } from './markdown.js';
import { readingMinutes, wordCount } from './reading-time.js';

describe('renderMarkdown', () => {
  it('renders paragraphs, headings, lists, quotes and rules', () => {
    const html = renderMarkdown(
      ['# Avant le ménage', '', 'Rangez le **comptoir** et *videz* l’évier.', 'Deuxième ligne.', '', '### Liste', '- Vaisselle', '- Poubelles', '  à sortir', '', '1. Un', '2. Deux', '', '> Conseil : aérez.', '', '---'].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Avant le ménage</h2>',
        '<p>Rangez le <strong>comptoir</strong> et <em>videz</em> l’évier.\nDeuxième ligne.</p>',
        '<h3>Liste</h3>',
        '<ul><li>Vaisselle</li><li>Poubelles\nà sortir</li></ul>',
        '<ol><li>Un</li><li>Deux</li></ol>',
        '<blockquote><p>Conseil : aérez.</p></blockquote>',
        '<hr>',
      ].join('\n'),
    );
  });

  it('shows raw HTML as text: no tag of the source reaches the page', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n**<b>gras</b>**');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>\n<p><strong>&lt;b&gt;gras&lt;/b&gt;</strong></p>');
    expect(html).not.toMatch(/<(script|img|b)\b/);
  });

  it('keeps safe links and drops dangerous ones, label kept', () => {
    expect(renderInline('[tarifs](/pricing)')).toBe('<a href="/pricing">tarifs</a>');
    expect(renderInline('[OQLF](https://www.oqlf.gouv.qc.ca/)')).toBe('<a href="https://www.oqlf.gouv.qc.ca/" rel="noopener noreferrer">OQLF</a>');
    expect(renderInline('[écrire](mailto:bonjour@eclat.ca)')).toBe('<a href="mailto:bonjour@eclat.ca">écrire</a>');
    expect(renderInline('[clic](javascript:alert(1))')).not.toContain('href');
    expect(renderInline('[clic](javascript:alert)')).toBe('clic');
    expect(renderInline('[clic](java%0ascript:alert)')).toBe('clic');
    expect(renderInline('[clic](data:text/html;base64,PHNjcmlwdD4=)')).toBe('clic');
    expect(renderInline('[clic](//evil.example)')).toBe('clic');
    // Quotes cannot leave the attribute.
    expect(renderInline('[x](/a"onmouseover="alert)')).toBe('<a href="/a&quot;onmouseover=&quot;alert">x</a>');
    expect(renderInline('[x](/a"onmouseover="alert(1))')).toBe('[x](/a&quot;onmouseover=&quot;alert(1))');
  });

  it('reads emphasis, code and escapes like a writer expects', () => {
    expect(renderInline('le fichier nom_de_fichier_final reste tel quel')).toBe('le fichier nom_de_fichier_final reste tel quel');
    expect(renderInline('_vraiment_ propre')).toBe('<em>vraiment</em> propre');
    expect(renderInline('2 * 3 * 4')).toBe('2 * 3 * 4');
    expect(renderInline('`<b>`')).toBe('<code>&lt;b&gt;</code>');
    expect(renderInline('\\*pas en italique\\*')).toBe('*pas en italique*');
    expect(renderInline('25 $ & plus')).toBe('25 $ &amp; plus');
  });

  it('breaks a line after two trailing spaces', () => {
    expect(renderMarkdown('ligne un  \nligne deux')).toBe('<p>ligne un<br>\nligne deux</p>');
  });

  it('reads a quote in a quote as text, and an empty source as nothing', () => {
    expect(renderMarkdown('> > deux')).toBe('<blockquote><blockquote><p>deux</p></blockquote></blockquote>');
    expect(renderMarkdown('')).toBe('');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('judges link addresses', () => {
    expect(safeHref('https://eclat.ca')).toBe('https://eclat.ca');
    expect(safeHref('#section')).toBe('#section');
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('ftp://x')).toBeNull();
  });
});

describe('reading time', () => {
  it('counts the words a reader reads, not the marks', () => {
    expect(markdownText('## Titre\n\n- **un** [lien](/x) `code`')).toBe('Titre un lien code');
    expect(wordCount('## Titre\n\n- un — deux 25 $')).toBe(4);
    expect(wordCount('')).toBe(0);
  });

  it('rounds to whole minutes at 200 words a minute, at least one', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(120))).toBe(1);
    expect(readingMinutes(words(300))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(1099))).toBe(5);
  });
});
