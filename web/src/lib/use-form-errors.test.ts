import { describe, expect, it } from 'vitest';
import { presentErrors } from './use-form-errors';

describe('presentErrors', () => {
  it('keeps only the fields that have a message, so a clean form counts no errors', () => {
    expect(presentErrors({ email: undefined, password: 'Entrez votre mot de passe.' })).toEqual({ password: 'Entrez votre mot de passe.' });
    expect(Object.keys(presentErrors({ email: undefined, password: undefined }))).toHaveLength(0);
  });

  it('keeps an empty message, which is still a problem the form reported', () => {
    expect(presentErrors({ name: '' })).toEqual({ name: '' });
  });
});
