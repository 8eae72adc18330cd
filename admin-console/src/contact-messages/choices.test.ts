import { describe, expect, it } from 'vitest';
import { contactCategoryChoices, defaultReplySubject, excerptOf } from './choices';

describe('contact messages in the console', () => {
  it('names every category by its translation key', () => {
    expect(contactCategoryChoices.map(c => c.name)).toContain('eclat.contact_messages.category.commercial');
  });

  it('shows long messages as a one-line excerpt', () => {
    expect(excerptOf('Bonjour,\n\nma  visite')).toBe('Bonjour, ma visite');
    expect(excerptOf('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it("proposes the reply's subject in the sender's language, with the reference", () => {
    expect(defaultReplySubject('ABCD1234', 'fr')).toBe('Re\u00a0: votre message à Éclat (réf. ABCD1234)');
    expect(defaultReplySubject('ABCD1234', 'en')).toBe('Re: your message to Éclat (ref. ABCD1234)');
  });
});
