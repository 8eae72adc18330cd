import { describe, expect, it } from 'vitest';
import { authorNameFor, TEAM_AUTHOR } from './content-views.js';

describe('the byline of an article (issue #35)', () => {
  it('writes the team in the reader’s language', () => {
    expect(authorNameFor('L’équipe Éclat', 'fr')).toBe('L’équipe Éclat');
    expect(authorNameFor('L’équipe Éclat', 'en')).toBe('The Éclat team');
    expect(TEAM_AUTHOR.en).toBe('The Éclat team');
  });

  it('keeps a person’s name as written', () => {
    expect(authorNameFor('Marie Tremblay', 'en')).toBe('Marie Tremblay');
  });
});
