import { describe, expect, it } from 'vitest';
import { inlineSegments } from './inline-text';

describe('inlineSegments', () => {
  it('keeps plain text as is', () => {
    expect(inlineSegments('Bonjour.')).toEqual([{ type: 'text', text: 'Bonjour.' }]);
  });

  it('renders **bold** and `code`', () => {
    expect(inlineSegments('Éclat est **un intermédiaire** ; témoin `eclat_session`.')).toEqual([
      { type: 'text', text: 'Éclat est ' },
      { type: 'strong', text: 'un intermédiaire' },
      { type: 'text', text: ' ; témoin ' },
      { type: 'code', text: 'eclat_session' },
      { type: 'text', text: '.' },
    ]);
  });

  it('links email and web addresses, leaving the punctuation after them outside', () => {
    expect(inlineSegments('Écrivez à vie-privee@eclat.ca ou voyez www.cai.gouv.qc.ca, ou https://eclat.ca/terms.')).toEqual([
      { type: 'text', text: 'Écrivez à ' },
      { type: 'link', text: 'vie-privee@eclat.ca', href: 'mailto:vie-privee@eclat.ca' },
      { type: 'text', text: ' ou voyez ' },
      { type: 'link', text: 'www.cai.gouv.qc.ca', href: 'https://www.cai.gouv.qc.ca' },
      { type: 'text', text: ', ou ' },
      { type: 'link', text: 'https://eclat.ca/terms', href: 'https://eclat.ca/terms' },
      { type: 'text', text: '.' },
    ]);
  });

  it('links addresses inside parentheses', () => {
    expect(inlineSegments('(www.opc.gouv.qc.ca)')).toEqual([
      { type: 'text', text: '(' },
      { type: 'link', text: 'www.opc.gouv.qc.ca', href: 'https://www.opc.gouv.qc.ca' },
      { type: 'text', text: ')' },
    ]);
  });
});
