/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx$/.test(e.name) ? [join(dir, e.name)] : []));

describe('console dates (issue #41)', () => {
  it("no screen uses react-admin's DateField, which writes the browser's format: ConsoleDateField writes Quebec's", () => {
    const offenders = sources(root).filter((file) => /import\s*\{[^}]*\bDateField\b[^}]*\}\s*from\s*'react-admin'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => f.slice(root.length))).toEqual([]);
  });
});
