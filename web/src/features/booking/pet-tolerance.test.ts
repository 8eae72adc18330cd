import { describe, expect, it } from 'vitest';
import { untoleratedPets } from './pet-tolerance';

describe('untoleratedPets', () => {
  it('names the animals the cleaner does not list', () => {
    expect(untoleratedPets(['cat', 'dog'], ['cats', 'birds'])).toEqual(['dog']);
    expect(untoleratedPets(['dog', 'other'], [])).toEqual(['dog', 'other']);
  });

  it('takes birds or other animals for "other", and is empty when all are accepted', () => {
    expect(untoleratedPets(['other'], ['birds'])).toEqual([]);
    expect(untoleratedPets(['other'], ['other'])).toEqual([]);
    expect(untoleratedPets(['cat', 'dog', 'other'], ['cats', 'dogs', 'other'])).toEqual([]);
    expect(untoleratedPets([], [])).toEqual([]);
  });
});
