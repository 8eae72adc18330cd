import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../../src/shared/locale.js';
import { VERSION_PATTERN, type DocumentKind } from '../domain/catalog.js';
import type { LegalTexts } from '../application/ports.js';

/** The module's own folder of texts: `texts/<document>-<version>.<language>.md`. */
export const TEXTS_DIR = fileURLToPath(new URL('../texts/', import.meta.url));

export const textFileName = (document: DocumentKind, version: string, language: Locale) => `${document}-${version}.${language}.md`;

/** Reads each file once; published texts never change while the process runs. */
export function fileLegalTexts(dir = TEXTS_DIR): LegalTexts {
  const cache = new Map<string, string | null>();
  return {
    read(document, version, language) {
      if (!VERSION_PATTERN.test(version)) return null;
      const name = textFileName(document, version, language);
      if (!cache.has(name)) {
        try {
          cache.set(name, readFileSync(`${dir}${name}`, 'utf8'));
        } catch {
          cache.set(name, null);
        }
      }
      return cache.get(name)!;
    },
  };
}
