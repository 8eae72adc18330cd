import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseLegalText, placeholdersOf } from './legal-text.js';

describe('fillPlaceholders', () => {
  it('fills names from configuration', () => {
    expect(fillPlaceholders('Écrivez à {{email}}.', { email: 'vie@eclat.ca' })).toBe('Écrivez à vie@eclat.ca.');
  });

  it('leaves out a line whose placeholder is empty (no name configured: only the title)', () => {
    expect(fillPlaceholders('- {{name}}\n- Titre : {{title}}', { name: '  ', title: 'Responsable' })).toBe('- Titre : Responsable');
  });

  it('throws on a name the configuration does not provide (a mistake in the text)', () => {
    expect(() => fillPlaceholders('{{nope}}', {})).toThrow(/nope/);
  });

  it('lists the placeholders a text uses', () => {
    expect(placeholdersOf('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });
});

describe('parseLegalText', () => {
  const source = [
    '# Conditions',
    '',
    'Premier paragraphe',
    'sur deux lignes.',
    '',
    '## Rôle {#role}',
    '',
    'Texte **important**.',
    '- un',
    '- deux',
    '  suite de deux',
    '',
    '### Sous-titre',
    '',
    'Fin.',
    '',
    '## Contact {#contact}',
    '',
    '- Courriel : a@b.c',
  ].join('\n');

  it('splits the title, the preamble and the sections with their stable ids', () => {
    expect(parseLegalText(source)).toEqual({
      title: 'Conditions',
      preamble: [{ type: 'paragraph', text: 'Premier paragraphe sur deux lignes.' }],
      sections: [
        {
          id: 'role',
          title: 'Rôle',
          blocks: [
            { type: 'paragraph', text: 'Texte **important**.' },
            { type: 'list', items: ['un', 'deux suite de deux'] },
            { type: 'subheading', text: 'Sous-titre' },
            { type: 'paragraph', text: 'Fin.' },
          ],
        },
        { id: 'contact', title: 'Contact', blocks: [{ type: 'list', items: ['Courriel : a@b.c'] }] },
      ],
    });
  });

  it('refuses a text without a title, a section without an id, a repeated id or an empty section', () => {
    expect(() => parseLegalText('Pas de titre')).toThrow(/Title/);
    expect(() => parseLegalText('# T\n\n## Sans id\n\ntexte')).toThrow(/stable id/);
    expect(() => parseLegalText('# T\n\n## A {#a}\n\nx\n\n## B {#a}\n\ny')).toThrow(/twice/);
    expect(() => parseLegalText('# T\n\n## A {#a}\n')).toThrow(/empty/);
  });
});
