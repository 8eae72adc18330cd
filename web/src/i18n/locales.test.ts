// Runs in Node (vitest), reading the files the browser loads from /locales.
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('../../public/locales', import.meta.url));
const languages = ['fr', 'en'] as const;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function keysOf(language: string, file: string): Set<string> {
  const parsed: unknown = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
  return new Set(flatten(parsed));
}

function jsonFiles(language: string): string[] {
  return readdirSync(join(localesDir, language)).filter((name) => name.endsWith('.json')).sort();
}

describe('locale files', () => {
  it('have the same namespaces in French and English', () => {
    expect(jsonFiles('en')).toEqual(jsonFiles('fr'));
    expect(jsonFiles('fr').length).toBeGreaterThan(0);
  });

  const files = [...new Set(languages.flatMap(jsonFiles))];
  for (const file of files) {
    it(`${file} has every key in both languages`, () => {
      const [fr, en] = languages.map((language) => keysOf(language, file)) as [Set<string>, Set<string>];
      const onlyFr = [...fr].filter((key) => !en.has(key));
      const onlyEn = [...en].filter((key) => !fr.has(key));
      expect({ onlyFr, onlyEn }).toEqual({ onlyFr: [], onlyEn: [] });
    });
  }
});
