import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '../../src/http/messages.js';

// Every message code the cleaners module can answer with (cleaners.*, fields.*, uploads.*, auth.*)
// has a text in French and in English, including those passed through helpers.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules/cleaners');
const sources = readdirSync(dir, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
  .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'));
const codes = [...new Set(sources.flatMap((s) => [...s.matchAll(/'((?:cleaners|fields|uploads|auth)\.[a-z_]+)'/g)].map((m) => m[1]!)))].sort();

describe('cleaners error codes', () => {
  it('are found in the source', () => {
    expect(codes).toEqual(expect.arrayContaining(['cleaners.service_type_required', 'cleaners.hourly_rate_range', 'uploads.too_large', 'fields.required']));
  });
  it.each(codes)('%s has a message in both languages', (code) => {
    expect(hasMessage(code)).toBe(true);
  });
});
