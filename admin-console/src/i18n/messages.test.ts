import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { keyPaths } from './message-keys';

// Every console text must exist in both languages: a key present in only one
// would show the raw key (or the other language) to part of the staff.
function leaves(messages: object): unknown[] {
  return Object.values(messages).flatMap((value: unknown) =>
    typeof value === 'object' && value !== null ? leaves(value) : [value],
  );
}

// Polyglot placeholders such as %{name} must survive translation.
function placeholders(messages: object): Record<string, string[]> {
  const paths = keyPaths(messages);
  const values = leaves(messages);
  return Object.fromEntries(
    paths.map((path, i) => [path, String(values[i]).match(/%\{\w+\}/g)?.sort() ?? []]),
  );
}

describe('console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(fr).sort());
  });

  it('have only non-empty strings', () => {
    for (const value of [...leaves(fr), ...leaves(en)]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    expect(placeholders(en)).toEqual(placeholders(fr));
  });
});
