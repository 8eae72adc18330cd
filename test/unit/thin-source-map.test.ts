import { SourceMap, type SourceMapPayload } from 'node:module';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { thinMappings } from '../../scripts/thin-source-map.mjs';

// Issue #39: the server's source map keeps only what a stack trace reads (source, line, symbol name), so
// Node's parsed copy holds a fraction of the heap. Every generated position must still resolve to the same
// source, line and name as with the full map.
const SOURCE = `
import { readFileSync } from 'node:fs';
export class PriceError extends Error { constructor(readonly cents: number) { super(\`bad price \${cents}\`); } }
export function total(items: { cents: number; qty: number }[], taxRate = 0.14975): number {
  const subtotal = items.reduce((sum, { cents, qty }) => sum + cents * qty, 0); if (subtotal < 0) throw new PriceError(subtotal);
  return Math.round(subtotal * (1 + taxRate));
}
export const load = (path: string) => JSON.parse(readFileSync(path, 'utf8')).map((x: unknown) => total([x as never]));
const renamed = (total) => total; export { renamed };
`;

function resolveAll(map: SourceMapPayload, code: string) {
  const sm = new SourceMap(map);
  const out: unknown[] = [];
  code.split('\n').forEach((line, l) => {
    for (let c = 0; c <= line.length; c++) {
      const e = sm.findEntry(l, c) as { originalSource?: string; originalLine?: number; name?: string };
      out.push([l, c, e.originalSource, e.originalLine, e.name]);
    }
  });
  return out;
}

describe('thinned source map', () => {
  it('resolves every generated position to the same source, line and name with fewer segments', async () => {
    for (const minify of [false, true]) {
      const result = await transform(SOURCE, { loader: 'ts', sourcemap: 'external', sourcefile: 'price.ts', format: 'esm', keepNames: true, minify });
      const map = JSON.parse(result.map) as SourceMapPayload;
      const thin = { ...map, mappings: thinMappings(map.mappings) };
      expect(resolveAll(thin, result.code)).toEqual(resolveAll(map, result.code));
      expect(thin.mappings.split(/[;,]/).filter(Boolean).length).toBeLessThan(map.mappings.split(/[;,]/).filter(Boolean).length * 0.8);
    }
  });

  it('leaves a map with nothing to drop as it was', () => {
    // One segment per line, each on its own source line: AAAA = column 0 of line 1, AACA = next line.
    expect(thinMappings('AAAA;AACA;;AACA')).toBe('AAAA;AACA;;AACA');
  });
});
