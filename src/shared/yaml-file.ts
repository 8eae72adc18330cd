import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const CACHE_DIR = path.join(tmpdir(), 'eclat-yaml-cache');

/**
 * A YAML file (openapi.yaml, asyncapi.yaml) as data. Parsing the contract took about a second at
 * every start, and every test file starts a server: the result is kept as JSON under the system's
 * temporary directory, named by a hash of the text, so an edited file is parsed again.
 */
export function readYamlFile(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  const cached = path.join(CACHE_DIR, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as unknown;
  } catch {
    // Not cached yet (or unreadable): parse, then keep it for the next start.
  }
  const data: unknown = parse(text);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside then renamed: a concurrent start never reads half a file.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(data));
    renameSync(partial, cached);
  } catch {
    // A read-only temporary directory only costs the next start a parse.
  }
  return data;
}
