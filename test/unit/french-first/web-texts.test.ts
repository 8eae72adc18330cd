// Bill 96: every text of the web app (its public pages, and the API's error messages, which read the
// same files) exists in French, complete, and is not the English left as is. The namespaces are read
// from the folder, so a new one is checked without touching this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchProblems } from './same-in-both.js';

const localesDir = fileURLToPath(new URL('../../../web/public/locales', import.meta.url));

/**
 * Texts that are the same in both files on purpose: the links that offer a legal text in the other
 * language are written in the language they lead to (« Read in English », « Lire en français »).
 */
const ENGLISH_ON_PURPOSE = new Set(['legal.json:language.readEnglish', 'legal.json:language.readFrench']);

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string, file: string): Map<string, unknown> => new Map(flatten(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'))));

const namespaces = readdirSync(join(localesDir, 'en')).filter((name) => name.endsWith('.json')).sort();

describe('Bill 96: the web texts in French', () => {
  it('finds the namespaces of both languages', () => {
    expect(namespaces.length).toBeGreaterThan(20);
    expect(readdirSync(join(localesDir, 'fr')).filter((name) => name.endsWith('.json')).sort()).toEqual(namespaces);
  });

  for (const file of namespaces) {
    it(`${file}: every English text has a complete French text of its own`, () => {
      const [en, fr] = [read('en', file), read('fr', file)];
      const problems: string[] = [];
      for (const [key, english] of en) {
        if (typeof english !== 'string') {
          problems.push(`${key}: not a text in English`);
          continue;
        }
        if (ENGLISH_ON_PURPOSE.has(`${file}:${key}`)) continue;
        const french = fr.get(key);
        for (const problem of frenchProblems(english, typeof french === 'string' ? french : undefined)) problems.push(`${key}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('lists only texts that exist as exceptions', () => {
    for (const entry of ENGLISH_ON_PURPOSE) {
      const [file, key] = entry.split(':') as [string, string];
      expect(read('fr', file).has(key), entry).toBe(true);
    }
  });
});
