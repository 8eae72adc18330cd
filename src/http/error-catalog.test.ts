import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasMessage } from './messages.js';

// Every error code the API can answer with must have a message in French and in English
// (web/public/locales/{fr,en}/errors.json). The codes are collected from the source itself.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

const collect = (files: string[], re: RegExp) => {
  const codes = new Set<string>();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(re)) codes.add(m[1]!);
  return [...codes].sort();
};

const all = [...sources('src'), ...sources('modules')];

describe('error catalogue', () => {
  const identityCodes = collect([path.join(root, 'modules/identity/domain/identity.errors.ts')], /(?:DomainError\(|code: )'([\w.]+)'/g);
  it('finds the identity codes (the collector works)', () => {
    expect(identityCodes).toEqual(expect.arrayContaining(['auth.invalid_credentials', 'users.cannot_change_self', 'uploads.too_large', 'validation_failed']));
    expect(identityCodes.length).toBeGreaterThanOrEqual(14);
  });
  it.each(identityCodes)('identity code %s has a message in both languages', (code) => {
    expect(hasMessage(code)).toBe(true);
  });

  const fieldAndAuthCodes = collect(all, /['"`]((?:fields|auth)\.[a-z_]+)['"`]/g);
  it('finds fields.* and auth.* codes across src and modules', () => {
    expect(fieldAndAuthCodes).toEqual(expect.arrayContaining(['fields.required', 'fields.empty_body', 'auth.too_young', 'auth.terms_required', 'auth.forbidden']));
  });
  it.each(fieldAndAuthCodes)('%s has a message in both languages', (code) => {
    expect(hasMessage(code)).toBe(true);
  });

  const thrownCodes = collect(all, /(?:new (?:DomainError|HttpError)\((?:\d+, )?|code: |translate\()'([\w.]+)'/g);
  it.each(thrownCodes)('code %s raised or translated in the source has a message in both languages', (code) => {
    expect(hasMessage(code)).toBe(true);
  });

  it.each(['rate_limited', 'invalid_json', 'payload_too_large', 'internal', 'service_unavailable', 'not_found', 'csrf_failed', 'method_not_allowed', 'not_implemented', 'invalid_body', 'bad_request', 'unsupported_media_type'])('shell code %s has a message in both languages', (code) => {
    expect(hasMessage(code)).toBe(true);
  });
});
